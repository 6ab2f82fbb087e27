import { test as base, expect, type Page } from "@playwright/test";

export const SITE_URL = "https://www.ouzelvalleyit.co.uk";

export { WIDTHS } from "../../checks/lib/axe";

/**
 * Every test runs offline: loopback only. The analytics library is answered with an empty
 * script (so gtag's queue stays inspectable in window.dataLayer) and anything else external
 * is refused. Console errors are collected so a test can insist there are none.
 */
export const test = base.extend<{ consoleErrors: string[]; externalRequests: string[] }>({
  externalRequests: [
    async ({ page }, use) => {
      const seen: string[] = [];
      await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, async (route) => {
        const url = route.request().url();
        seen.push(url);
        if (url.startsWith("https://www.googletagmanager.com/gtag/js")) {
          await route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
        } else {
          await route.abort();
        }
      });
      await use(seen);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
    },
    { auto: true },
  ],
});

export { expect };

/** gtag's queue, as plain arrays: [["consent","default",{...}], ["event","page_view",{...}], ...]. */
export async function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      typeof entry === "object" && entry !== null && "length" in entry
        ? Array.from(entry as ArrayLike<unknown>)
        : [entry],
    ),
  );
}

/** Holds the app bundle until the returned function is called, as a slow connection would. */
export async function holdAppBundle(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/app-[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * How long a test waits for the first search of posts' text: it fetches Pagefind's WebAssembly
 * and index and compiles them, which took over 7 s (the suites' wait) once in CI with both cores
 * busy; 20 s stays inside the 30 s a test may take. How fast a first search is on a quiet machine
 * is measured, not asserted here (checks/lib/search-figures.ts, printed by the many-posts check).
 */
export const FIRST_TEXT_SEARCH_MS = 20_000;

/** Records Content-Security-Policy violations the page reports; returns a reader of them. */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const store: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = store;
    document.addEventListener("securitypolicyviolation", (event) => store.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp ?? []);
}

/** How far the page is wider than the window, in px (0 or less fits). */
export const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The 404 page's own status line is the only console message a page may print. */
export const unexpectedConsoleErrors = (route: string, errors: readonly string[]) => errors.filter((text) => !(route === "/no-such-page" && /status of 404/.test(text)));

/** Waits until React has hydrated the page (the layout marks <html data-hydrated>). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Records the visitor's analytics choice before the page loads, so the banner stays away. */
export async function presetConsent(page: Page, choice: "granted" | "denied"): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem("analytics-consent", value), choice);
}

/**
 * The posts a list shows across all its pages, in order: from `base` ("/blog",
 * "/blog/topics/security"), following each page's Next link, as a visitor would. Also returns
 * the pages visited, so a test holds however many posts the blog has.
 */
export async function postsOnEveryPage(page: Page, base: string): Promise<{ posts: string[]; pages: string[] }> {
  const posts: string[] = [];
  const pages: string[] = [];
  let next: string | null = base;
  while (next) {
    if (pages.includes(next) || pages.length > 100) throw new Error(`the pages of ${base} do not end: ${[...pages, next].join(" → ")}`);
    pages.push(next);
    await page.goto(next);
    const main = page.getByRole("main");
    posts.push(...(await main.locator("article").getByRole("link", { name: /^Read More ?: / }).evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")!))));
    const link = main.locator('nav a[rel="next"]');
    next = (await link.count()) > 0 ? await link.getAttribute("href") : null;
  }
  return { posts, pages };
}
