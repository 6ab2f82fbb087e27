/** @jest-environment jsdom */

type Navigate = (to: string | number, options?: { replace?: boolean; state?: unknown }) => void;

/** A window with Gatsby's navigate and an address bar that records page loads. */
function fakeWindow(pathname = "/blog") {
  const loads: string[] = [];
  const navigate = jest.fn<void, Parameters<Navigate>>();
  const events = new EventTarget();
  const win = {
    document: document.implementation.createHTMLDocument(),
    addEventListener: events.addEventListener.bind(events) as Window["addEventListener"],
    ___navigate: navigate as Navigate | undefined,
    location: { pathname, search: "", assign: (to: string) => loads.push(`assign ${to}`), replace: (to: string) => loads.push(`replace ${to}`) },
  };
  return { win, navigate, loads, events };
}

type Gate = typeof import("../../../gatsby/overrides/navigation-gate") &
  Pick<typeof import("../../../src/lib/navigation-progress"), "isNavigating"> &
  Pick<typeof import("../../../gatsby/overrides/override-error"), "OverrideError">;

// The gate's state lives in its module, as in the browser: each test starts a fresh one.
function freshGate(): Gate {
  let gate!: Gate;
  jest.isolateModules(() => {
    gate = {
      ...jest.requireActual("../../../gatsby/overrides/navigation-gate"),
      isNavigating: jest.requireActual("../../../src/lib/navigation-progress").isNavigating,
      OverrideError: jest.requireActual("../../../gatsby/overrides/override-error").OverrideError,
    };
  });
  return gate;
}

describe("navigation gate (client-side navigation waits for the router)", () => {
  test("before the router listens, a navigation loads the page, and a replace replaces it", () => {
    const gate = freshGate();
    const { win, navigate, loads } = fakeWindow();
    gate.holdNavigationUntilRouterListens(win);
    win.___navigate!("/about");
    win.___navigate!("/contact", { replace: true });
    expect(loads).toEqual(["assign /about", "replace /contact"]);
    expect(navigate).not.toHaveBeenCalled();
    expect(gate.isNavigating()).toBe(false);
  });

  test("a page load started by a link marks <html> for the stylesheet's bar, until the page comes back from the back-forward cache", () => {
    const gate = freshGate();
    const { win, loads, events } = fakeWindow("/blog");
    gate.holdNavigationUntilRouterListens(win);
    win.___navigate!("/blog#search");
    expect(win.document.documentElement.hasAttribute("data-leaving")).toBe(false);
    win.___navigate!("/about");
    expect(loads).toEqual(["assign /blog#search", "assign /about"]);
    expect(win.document.documentElement.hasAttribute("data-leaving")).toBe(true);
    events.dispatchEvent(new Event("pageshow"));
    expect(win.document.documentElement.hasAttribute("data-leaving")).toBe(false);
  });

  test("once the router listens, navigation is Gatsby's, and the progress cue starts", () => {
    const gate = freshGate();
    const { win, navigate, loads } = fakeWindow();
    gate.holdNavigationUntilRouterListens(win);
    gate.routerIsListening();
    win.___navigate!("/about", { state: { from: "menu" } });
    expect(navigate).toHaveBeenCalledWith("/about", { state: { from: "menu" } });
    expect(loads).toEqual([]);
    expect(gate.isNavigating()).toBe(true);
  });

  test("a link to the page already shown starts no cue (Gatsby reports no route update for it)", () => {
    const gate = freshGate();
    const { win, navigate } = fakeWindow("/blog");
    gate.holdNavigationUntilRouterListens(win);
    gate.routerIsListening();
    win.___navigate!("/blog#search");
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(gate.isNavigating()).toBe(false);
  });

  test("back and forward by number pass straight to Gatsby, before and after", () => {
    const gate = freshGate();
    const { win, navigate, loads } = fakeWindow();
    gate.holdNavigationUntilRouterListens(win);
    win.___navigate!(-1);
    expect(navigate).toHaveBeenCalledWith(-1, undefined);
    expect(loads).toEqual([]);
  });

  test("wraps Gatsby's navigate when Gatsby sets it after onClientEntry, as gatsby develop does", () => {
    const gate = freshGate();
    const { win, navigate, loads } = fakeWindow();
    win.___navigate = undefined;
    gate.holdNavigationUntilRouterListens(win);
    win.___navigate = navigate;
    win.___navigate!("/about");
    expect(loads).toEqual(["assign /about"]);
    gate.routerIsListening();
    win.___navigate!("/about");
    expect(navigate).toHaveBeenCalledWith("/about", undefined);
  });

  test("stops with an OverrideError when window.___navigate is set to anything but a function", () => {
    const gate = freshGate();
    const { win } = fakeWindow();
    win.___navigate = "navigate" as unknown as Navigate;
    expect(() => gate.holdNavigationUntilRouterListens(win)).toThrow(gate.OverrideError);
    const later = fakeWindow().win;
    later.___navigate = undefined;
    gate.holdNavigationUntilRouterListens(later);
    expect(() => (later.___navigate = {} as Navigate)).toThrow(/window\.___navigate was set to object/);
  });

  test("gatsby-link's real navigate, which Link and gatsby-plugin-catch-links use, goes through window.___navigate", () => {
    const { navigate } = jest.requireActual<typeof import("gatsby-link")>("gatsby-link");
    const seen = jest.fn();
    (window as unknown as { ___navigate: unknown }).___navigate = seen;
    navigate("/about", { replace: true });
    expect(seen).toHaveBeenCalledWith("/about", { replace: true });
  });
});
