import {
  analyticsGranted,
  createSearchReporter,
  installLinkTracking,
  leadEvent,
  linkEvent,
  linkLocation,
  pagePath,
  searchEvent,
  track,
  type AnalyticsEvent,
  type Timers,
} from "../../../src/lib/analytics";

const DENIED = { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" };
const GRANTED = { ...DENIED, analytics_storage: "granted" };

/** gtag pushes its arguments object; this builds one the same way. */
function args(..._values: unknown[]): IArguments {
  return arguments;
}

const DESTINATIONS = {
  paypal: "https://www.paypal.com/paypalme/ouzelvalleyit",
  maps: "https://www.google.com/maps/search/?api=1&query=1%20High%20Street",
  social: "https://www.facebook.com/ouzelvalleyit",
};

describe("analyticsGranted", () => {
  it.each([
    ["no queue", undefined, false],
    ["an empty queue", [], false],
    ["the default only, denied", [args("consent", "default", DENIED)], false],
    ["the default granted (a returning visitor who accepted)", [args("consent", "default", GRANTED)], true],
    ["accepted after the default", [args("consent", "default", DENIED), args("js", new Date()), args("consent", "update", GRANTED)], true],
    ["rejected after accepting", [args("consent", "default", DENIED), args("consent", "update", GRANTED), args("consent", "update", DENIED)], false],
    ["plain arrays, as a test might push", [["consent", "default", GRANTED]], true],
    ["a later command without analytics_storage leaves the earlier one in force", [args("consent", "default", GRANTED), args("consent", "update", { ad_storage: "denied" })], true],
    ["other pushes only", [{ event: "gtm.js" }, args("config", "G-X")], false],
  ])("%s", (_label, queue, expected) => {
    expect(analyticsGranted(queue as unknown[] | undefined)).toBe(expected);
  });
});

describe("pagePath", () => {
  it.each([
    ["/contact", "/contact"],
    ["/blog?q=sam@example.com", "/blog"],
    ["/about#team", "/about"],
    ["", "/"],
    [`/${"a".repeat(150)}`, `/${"a".repeat(99)}`],
  ])("%s -> %s", (input, expected) => expect(pagePath(input)).toBe(expected));
});

describe("linkLocation", () => {
  it.each([
    ["header", "header"],
    ["contact_page", "contact_page"],
    [null, "other"],
    [undefined, "other"],
    ["", "other"],
    ["Sam Jones", "other"],
    ["x".repeat(41), "other"],
  ])("%s -> %s", (input, expected) => expect(linkLocation(input)).toBe(expected));
});

describe("leadEvent", () => {
  it("names the form and the page's path, nothing else", () => {
    expect(leadEvent("callback", "/blog/wifi-fixes?utm_source=x")).toEqual({
      name: "generate_lead",
      params: { form_id: "callback", page_path: "/blog/wifi-fixes" },
    });
    expect(leadEvent("contact", "/contact")).toEqual({ name: "generate_lead", params: { form_id: "contact", page_path: "/contact" } });
  });
});

describe("searchEvent", () => {
  it.each([
    ["backup", "backup"],
    ["  wi-fi   router ", "wi-fi router"],
    ["Windows 11", "Windows 11"],
    ["x".repeat(150), "x".repeat(100)],
  ])("reports %j as %j", (term, expected) => {
    expect(searchEvent(term)).toEqual({ name: "search", params: { search_term: expected } });
  });

  it.each([[""], ["   "], ["sam@example.co.uk"], ["01525123456"], ["01525 123 456"], ["07700-900456"]])(
    "reports nothing for %j",
    (term) => expect(searchEvent(term)).toBeNull(),
  );
});

describe("linkEvent", () => {
  it.each([
    ["tel:01632960123", "header", "/", { name: "contact", params: { method: "phone", link_location: "header", page_path: "/" } }],
    ["TEL:+447700900456", "post", "/blog/wifi-fixes", { name: "contact", params: { method: "phone", link_location: "post", page_path: "/blog/wifi-fixes" } }],
    ["mailto:hello@ouzelvalleyit.co.uk", "footer", "/about", { name: "contact", params: { method: "email", link_location: "footer", page_path: "/about" } }],
    [DESTINATIONS.paypal, "content", "/payment", { name: "pay_now_click", params: { link_location: "content", page_path: "/payment" } }],
    [DESTINATIONS.maps, "contact_page", "/contact", { name: "outbound_click", params: { link_type: "maps", link_location: "contact_page", page_path: "/contact" } }],
    [DESTINATIONS.social, undefined, "/", { name: "outbound_click", params: { link_type: "social", link_location: "other", page_path: "/" } }],
  ])("%s in %s", (href, area, path, expected) => {
    expect(linkEvent(href, area, path, DESTINATIONS)).toEqual(expected);
  });

  it("leaves out what a mailto: link carries", () => {
    const href = "mailto:hello@ouzelvalleyit.co.uk?subject=Callback%20request&body=Your%20Name%3A%20Sam%20Jones";
    const event = linkEvent(href, "callback_form", "/?q=Sam", DESTINATIONS);
    expect(event).toEqual({ name: "contact", params: { method: "email", link_location: "callback_form", page_path: "/" } });
    expect(JSON.stringify(event)).not.toMatch(/Sam|Callback/);
  });

  it.each([["/contact"], ["https://example.com/"], ["#main"], [""], ["https://www.paypal.com/"]])("measures nothing for %j", (href) => {
    expect(linkEvent(href, "content", "/", DESTINATIONS)).toBeNull();
  });
});

describe("track", () => {
  const event: AnalyticsEvent = { name: "search", params: { search_term: "backup" } };

  function tagWindow(queue: unknown[]) {
    const gtag = jest.fn((...values: unknown[]) => void queue.push(values));
    return { gtag, dataLayer: queue };
  }

  it("sends through gtag when analytics is granted", () => {
    const win = tagWindow([args("consent", "default", DENIED), args("consent", "update", GRANTED)]);
    expect(track(event, win)).toBe(true);
    expect(win.gtag).toHaveBeenCalledWith("event", "search", { search_term: "backup" });
  });

  it.each([
    ["before any choice", [args("consent", "default", DENIED)]],
    ["after Reject", [args("consent", "default", DENIED), args("consent", "update", DENIED)]],
    ["after accepting, then rejecting", [args("consent", "default", GRANTED), args("consent", "update", DENIED)]],
  ])("drops the event %s, and queues nothing for later", (_label, queue) => {
    const win = tagWindow(queue);
    const before = win.dataLayer.length;
    expect(track(event, win)).toBe(false);
    expect(win.gtag).not.toHaveBeenCalled();
    // Accepting afterwards sends nothing from before.
    win.dataLayer.push(args("consent", "update", GRANTED));
    expect(win.dataLayer).toHaveLength(before + 1);
    expect(win.gtag).not.toHaveBeenCalled();
  });

  it("does nothing without gtag, without a window or without an event", () => {
    expect(track(event, { dataLayer: [args("consent", "default", GRANTED)] })).toBe(false);
    expect(track(event, undefined)).toBe(false);
    const win = tagWindow([args("consent", "default", GRANTED)]);
    expect(track(null, win)).toBe(false);
    expect(win.gtag).not.toHaveBeenCalled();
  });
});

describe("createSearchReporter", () => {
  /** Timers the test moves by hand. */
  function manualTimers() {
    let now = 0;
    let nextId = 1;
    const waiting = new Map<number, { at: number; callback: () => void }>();
    const timers: Timers = {
      set: (callback, ms) => {
        const id = nextId++;
        waiting.set(id, { at: now + ms, callback });
        return id;
      },
      clear: (handle) => void waiting.delete(handle as number),
    };
    const advance = (ms: number) => {
      now += ms;
      for (const [id, timer] of [...waiting]) {
        if (timer.at <= now) {
          waiting.delete(id);
          timer.callback();
        }
      }
    };
    return { timers, advance, pending: () => waiting.size };
  }

  const terms = (send: jest.Mock) => send.mock.calls.map(([event]) => (event as AnalyticsEvent).params.search_term);

  it("reports once the visitor pauses for a second, not on each key press", () => {
    const { timers, advance } = manualTimers();
    const send = jest.fn();
    const reporter = createSearchReporter(send, 1000, timers);
    for (const typed of ["b", "ba", "bac", "back", "backu", "backup"]) {
      reporter.typed(typed);
      advance(300);
    }
    expect(send).not.toHaveBeenCalled();
    advance(699);
    expect(send).not.toHaveBeenCalled();
    advance(1);
    expect(terms(send)).toEqual(["backup"]);
  });

  it("never reports an empty box, and clearing the box drops a pending search", () => {
    const { timers, advance, pending } = manualTimers();
    const send = jest.fn();
    const reporter = createSearchReporter(send, 1000, timers);
    reporter.typed("wifi");
    advance(500);
    reporter.typed("");
    expect(pending()).toBe(0);
    advance(5000);
    reporter.typed("   ");
    advance(5000);
    expect(send).not.toHaveBeenCalled();
  });

  it("does not repeat the term last reported", () => {
    const { timers, advance } = manualTimers();
    const send = jest.fn();
    const reporter = createSearchReporter(send, 1000, timers);
    reporter.typed("backup");
    advance(1000);
    reporter.typed("backup ");
    advance(1000);
    reporter.typed("Backup");
    advance(1000);
    reporter.typed("wifi");
    advance(1000);
    reporter.typed("backup");
    advance(1000);
    expect(terms(send)).toEqual(["backup", "wifi", "backup"]);
  });

  it("drops a waiting search when cancelled", () => {
    const { timers, advance } = manualTimers();
    const send = jest.fn();
    const reporter = createSearchReporter(send, 1000, timers);
    reporter.typed("printer");
    reporter.cancel();
    advance(2000);
    expect(send).not.toHaveBeenCalled();
  });
});

describe("installLinkTracking", () => {
  let remove: () => void = () => undefined;
  afterEach(() => {
    remove();
    document.body.innerHTML = "";
  });

  it("reports measured links by the nearest marked region, once per click, however often it is installed", () => {
    document.body.innerHTML = `
      <header data-area="header"><a href="tel:01632960123"><span>01632 960123</span></a></header>
      <main data-area="content">
        <form data-area="callback_form"><a href="mailto:hello@ouzelvalleyit.co.uk?body=Sam">mail</a></form>
        <a href="/about">About</a>
      </main>
      <a href="tel:07700900456">no region</a>`;
    const send = jest.fn();
    remove = installLinkTracking(document, send);
    const again = jest.fn();
    installLinkTracking(document, again);

    const links = document.querySelectorAll("a");
    (links[0].firstElementChild as HTMLElement).click();
    links[1].click();
    links[2].click();
    links[3].click();

    expect(again).not.toHaveBeenCalled();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { name: "contact", params: { method: "phone", link_location: "header", page_path: "/" } },
      { name: "contact", params: { method: "email", link_location: "callback_form", page_path: "/" } },
      { name: "contact", params: { method: "phone", link_location: "other", page_path: "/" } },
    ]);
  });

  it("still hears a click that a handler stops from bubbling", () => {
    document.body.innerHTML = `<footer data-area="footer"><a href="mailto:hello@ouzelvalleyit.co.uk">mail</a></footer>`;
    const link = document.querySelector("a")!;
    link.addEventListener("click", (event) => event.stopPropagation());
    const send = jest.fn();
    remove = installLinkTracking(document, send);
    link.click();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("stops when removed", () => {
    document.body.innerHTML = `<a href="tel:01632960123">call</a>`;
    const send = jest.fn();
    installLinkTracking(document, send)();
    document.querySelector("a")!.click();
    expect(send).not.toHaveBeenCalled();
  });
});
