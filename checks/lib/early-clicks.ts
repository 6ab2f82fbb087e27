/**
 * Early clicks: a visitor on a slow phone taps a link while the page is still starting up.
 * One trial is a fresh browser context (a first visit: nothing cached), the CPU slowed by
 * Chromium's DevTools throttling, the page opened, and the link clicked `delay` ms after it is
 * on screen; the trial has landed when the address, the page's heading and its canonical
 * address all show the link's page. The e2e suite (__tests__/e2e/early-clicks.spec.ts) and
 * `npm run bench:clicks` run trials through here.
 */
import { type Browser, type Locator, type Page } from "@playwright/test";
import { SEARCH_WORD } from "./search-figures";

/** One kind of link on one page: where it is, and where it leads. */
export interface LinkCase {
  /** The kind of link, as reports name it ("post card", "footer navigation", …). */
  kind: string;
  /** The page the visitor opens (a path, with any query). */
  from: string;
  /** Finds the link on that page (and does whatever a visitor does first to reach it, such as opening a menu). */
  link: (page: Page) => Promise<Locator>;
  /** The window's size; a desktop's unless given. */
  viewport?: { width: number; height: number };
}

export interface TrialOptions {
  /** Chromium's CPU throttling rate: 4 is Lighthouse's mid-range phone, 6 a slower one. */
  cpu: number;
  /** How long after the link is on screen the click comes, in ms. */
  delay: number;
  /**
   * Where the delay counts from: "link" (the link is on screen: the visitor's view) or "app"
   * (Gatsby's app has started, its click listeners in place, React not yet hydrated: the moment
   * a lost click needs, found with window.___navigate, so trials aim at it).
   */
  from?: "link" | "app";
  /** Holds each page-data response this long, in ms, as a slow mobile connection would (default 0). */
  slowData?: number;
  /** How long a landing may take once clicked, in ms. */
  landWithin?: number;
}

export interface TrialResult {
  kind: string;
  from: string;
  to: string;
  cpu: number;
  delay: number;
  /** What the delay counted from (TrialOptions.from). */
  counted: "link" | "app";
  landed: boolean;
  /** What the visitor saw instead, when the click did not land. */
  problem?: string;
  /** How the page was reached: by Gatsby's router, or by a full page load. */
  how?: "client" | "load";
  /**
   * The click's Event Timing duration (its Interaction to Next Paint), in ms, when the browser
   * reported it on the page clicked; a click that starts a full page load is reported on the
   * old page only if it painted again before leaving.
   */
  inp?: number;
  /** ms from the click to the first paint of the new page's content (full loads only). */
  clickToNewPaint?: number;
  /** ms from the click to the frame that drew the old page's loading bar (full loads only, when it drew one before leaving). */
  clickToBar?: number;
  /** Errors the pages printed or threw meanwhile (a hydration mismatch, say). */
  errors?: string[];
  /** How far the page had started when the click came. */
  phaseAtClick?: "static page" | "app started" | "hydrated";
}

/** A page the site serves, as a fresh visitor with the CPU slowed by `cpu`. */
async function throttledPage(browser: Browser, baseURL: string, cpu: number, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, locale: "en-GB", timezoneId: "Europe/London" });
  // A visitor who has answered the cookie banner before, so it does not cover the footer.
  await context.addInitScript(() => window.localStorage.setItem("analytics-consent", "denied"));
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  // Records every interaction's Event Timing entry, from the first moment of each document.
  await context.addInitScript(() => {
    const entries: Array<{ name: string; duration: number; startTime: number; interactionId: number }> = [];
    (window as unknown as { __eventTimings: typeof entries }).__eventTimings = entries;
    try {
      new PerformanceObserver((list) => {
        // interactionId: Event Timing's, not yet in TypeScript's DOM types.
        for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>) {
          if (entry.interactionId) entries.push({ name: entry.name, duration: entry.duration, startTime: entry.startTime, interactionId: entry.interactionId });
        }
      }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    } catch {
      // A browser without Event Timing: no figures, the trial still counts.
    }
  });
  // For a click that becomes a page load: when the click came and when the old page drew its
  // loading bar (the frame after <html data-leaving>), by the page's clock, kept in the tab's
  // sessionStorage for the page that follows.
  await context.addInitScript({
    content: `(function () {
      addEventListener("click", function (event) { sessionStorage.setItem("__clickAt", String(performance.timeOrigin + event.timeStamp)); }, true);
      new MutationObserver(function () {
        if (!document.documentElement.hasAttribute("data-leaving") || sessionStorage.getItem("__barAt")) return;
        requestAnimationFrame(function () { setTimeout(function () { sessionStorage.setItem("__barAt", String(performance.timeOrigin + performance.now())); }, 0); });
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-leaving"] });
    })();`,
  });
  // Tells the test the moment Gatsby's app has started (its navigation set up, link listeners in
  // place, React not yet hydrated). A script as text: tsx would add helpers a function cannot carry.
  await context.addInitScript({
    content: `(function () { var value; Object.defineProperty(window, "___navigate", { configurable: true, get: function () { return value; }, set: function (next) { if (value === undefined && window.__appStarted) window.__appStarted(); value = next; } }); })();`,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  return page;
}

const headings = new Map<string, string>();

/** The heading (h1) of the built page at `path`, read once per run on an unthrottled page. */
async function headingOf(browser: Browser, baseURL: string, path: string): Promise<string> {
  const key = `${baseURL}${path}`;
  if (!headings.has(key)) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto("/robots.txt");
    const heading = await page.evaluate(async (target) => {
      const html = await (await fetch(target)).text();
      return new DOMParser().parseFromString(html, "text/html").querySelector("h1")?.textContent?.trim() ?? "";
    }, path);
    await context.close();
    headings.set(key, heading);
  }
  return headings.get(key)!;
}

const canonicalPath = (page: Page) =>
  page.evaluate(() => {
    const href = document.querySelector('link[rel="canonical"]')?.getAttribute("href");
    return href ? new URL(href).pathname : null;
  });

/** One early click on a fresh page; never throws for a click that did not land. */
export async function clickTrial(browser: Browser, baseURL: string, linkCase: LinkCase, options: TrialOptions): Promise<TrialResult> {
  const { cpu, delay, landWithin = 10_000, from = "link", slowData = 0 } = options;
  const result: TrialResult = { kind: linkCase.kind, from: linkCase.from, to: "", cpu, delay, counted: from, landed: false };
  const page = await throttledPage(browser, baseURL, cpu, linkCase.viewport);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  try {
    if (slowData > 0) {
      await page.route(/\/page-data\/.*\.json$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, slowData));
        await route.continue();
      });
    }
    let started!: () => void;
    const appStarted = new Promise<void>((resolve) => (started = resolve));
    await page.exposeFunction("__appStarted", () => started());
    await page.goto(linkCase.from, { waitUntil: "commit" });
    const link = await linkCase.link(page);
    await link.waitFor({ state: "visible", timeout: 30_000 });
    const href = await link.getAttribute("href");
    if (!href) throw new Error(`the ${linkCase.kind} on ${linkCase.from} has no address`);
    result.to = new URL(href, baseURL).pathname;
    const heading = await headingOf(browser, baseURL, result.to);
    const box = await link.evaluate((element) => {
      element.scrollIntoView({ block: "center" });
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x: x + width / 2, y: y + height / 2 };
    });
    if (from === "app") await appStarted;
    if (delay > 0) await page.waitForTimeout(delay);
    // Marks the old document, so a full page load is told from the router's navigation.
    await page.evaluate(() => ((window as unknown as { __clickedHere: boolean }).__clickedHere = true)).catch(() => undefined);
    result.phaseAtClick = await page
      .evaluate(() => {
        if (document.documentElement.hasAttribute("data-hydrated")) return "hydrated";
        return typeof (window as unknown as { ___navigate?: unknown }).___navigate === "function" ? "app started" : "static page";
      })
      .catch(() => undefined);
    const clickedAt = Date.now();
    // A real press of the mouse at the link's middle: one input event, with none of the waiting
    // a locator's click does first (which would let the page start up meanwhile).
    await page.mouse.click(box.x, box.y);
    const expected = new RegExp(`^${escapeRegExp(result.to)}$`);
    const deadline = Date.now() + landWithin;
    let seen = "";
    while (Date.now() < deadline) {
      const state = await page
        .evaluate(() => ({
          path: location.pathname,
          heading: document.querySelector("h1")?.textContent?.trim() ?? "",
          old: Boolean((window as unknown as { __clickedHere?: boolean }).__clickedHere),
          timings: (window as unknown as { __eventTimings?: Array<{ name: string; duration: number }> }).__eventTimings ?? [],
          clickAt: Number(sessionStorage.getItem("__clickAt")),
          barAt: Number(sessionStorage.getItem("__barAt")),
          origin: performance.timeOrigin,
        }))
        .catch(() => null);
      if (state) {
        const canonical = await canonicalPath(page).catch(() => null);
        seen = `address ${state.path}, heading “${state.heading}”, canonical ${canonical ?? "none"}`;
        if (expected.test(state.path) && state.heading === heading && canonical === result.to) {
          result.landed = true;
          result.how = state.old ? "client" : "load";
          if (state.old) {
            const clicks = state.timings.filter((entry) => ["pointerdown", "pointerup", "click", "mousedown", "mouseup"].includes(entry.name));
            if (clicks.length) result.inp = Math.max(...clicks.map((entry) => entry.duration));
          } else {
            const paint = await page
              .waitForFunction(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime, undefined, { timeout: 3_000 })
              .then((handle) => handle.jsonValue() as Promise<number>)
              .catch(() => undefined);
            if (paint !== undefined) result.clickToNewPaint = Math.round(state.origin + paint - clickedAt);
            if (state.clickAt && state.barAt) result.clickToBar = Math.round(state.barAt - state.clickAt);
          }
          if (errors.length) result.errors = errors;
          return result;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    result.problem = `after ${landWithin} ms: ${seen || "no page"}`;
    if (errors.length) result.errors = errors;
    return result;
  } catch (error) {
    result.problem = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return result;
  } finally {
    await page.context().close();
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The conditions of trial number `trial` of a run: 4× and 6× by turns; clicks counted from the
 * link's showing (80 ms apart, as a visitor taps) and from the app's start with page data held
 * 300 ms (30 ms apart, across the moment a click was once lost in), by turns; so a run of 20
 * sweeps the whole start-up in each condition.
 */
export function trialOptions(trial: number): TrialOptions {
  const fromApp = Math.floor(trial / 2) % 2 === 1;
  return { cpu: trial % 2 ? 6 : 4, from: fromApp ? "app" : "link", slowData: fromApp ? 300 : 0, delay: fromApp ? (trial % 10) * 30 : (trial % 10) * 80 };
}

/** "16 of 20 landed at 4×; missed: …", for reports and assertion messages. */
export function describeRun(results: TrialResult[]): string {
  const landed = results.filter((result) => result.landed).length;
  const misses = results.filter((result) => !result.landed).map((result) => `  ${result.kind} on ${result.from} (to ${result.to || "?"}) at ${result.cpu}×, ${result.delay} ms after ${result.counted === "app" ? "the app started, page data slow" : "it showed"}: ${result.problem}`);
  return [`${landed} of ${results.length} landed`, ...misses].join("\n");
}

/** What the site's link cases need to know of the posts (__tests__/e2e/content.ts reads them). */
interface PostFacts {
  slug: string;
  topics: string[];
  /** The MDX body as written. */
  body: string;
}

/**
 * Every kind of internal link a visitor clicks, each on a page of a different template: body
 * links (plain anchors that gatsby-plugin-catch-links takes over), post cards, topic links,
 * breadcrumbs, header and footer navigation, the services menu, the phone's menu and search
 * results. Pagination, on a blog of more than one page, is a <Link> in the page's HTML as the footer's are.
 */
export function siteLinkCases(posts: PostFacts[]): LinkCase[] {
  const withBodyLink = posts.find((post) => /\]\(\/[a-z0-9-]/.test(post.body));
  const withTopics = posts.find((post) => post.topics.length > 0);
  if (!withBodyLink || !withTopics) throw new Error("the early-click cases need a post with a link to a site page in its text, and a post with a topic");
  const main = (page: Page) => page.getByRole("main");
  return [
    { kind: "body link", from: `/blog/${withBodyLink.slug}`, link: async (page) => page.locator('article[data-area="post"] p a[href^="/"]').first() },
    { kind: "post card", from: "/blog", link: async (page) => main(page).locator("article").first().getByRole("link", { name: /^Read More ?: / }) },
    { kind: "topic link", from: `/blog/${withTopics.slug}`, link: async (page) => page.getByRole("navigation", { name: "Topics of this post" }).getByRole("link").first() },
    { kind: "breadcrumb", from: `/blog/${withTopics.slug}`, link: async (page) => page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Blog" }) },
    { kind: "header navigation", from: "/termsandprivacy", link: async (page) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }) },
    { kind: "footer navigation", from: "/", link: async (page) => page.getByRole("navigation", { name: "Quick Links" }).getByRole("link", { name: "About us" }) },
    {
      kind: "services menu",
      from: "/webdev",
      link: async (page) => {
        const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
        // The menu opens on hover once the page has started; a visitor keeps pointing at it.
        const item = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Custom Built PC" });
        await button.waitFor({ state: "visible" });
        for (let tries = 0; tries < 200 && !(await item.isVisible()); tries += 1) {
          await page.mouse.move(0, 0);
          await button.hover();
          await page.waitForTimeout(50);
        }
        return item;
      },
    },
    {
      kind: "phone menu",
      from: "/contact",
      viewport: { width: 375, height: 740 },
      link: async (page) => {
        const button = page.getByRole("button", { name: "Menu", exact: true });
        // Only the open menu's link is visible at this width (the desktop list is hidden).
        const item = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true });
        await button.waitFor({ state: "visible" });
        for (let tries = 0; tries < 100 && !(await item.isVisible()); tries += 1) {
          if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
          await page.waitForTimeout(100);
        }
        return item;
      },
    },
    { kind: "search result", from: `/blog?q=${SEARCH_WORD}`, link: async (page) => page.getByRole("region", { name: "Found in the text of posts" }).getByRole("link").first() },
  ];
}

