/**
 * Client-side navigation once the page has started: what a visitor gets when the network is
 * slow or failing, going back, and with a screen reader; and the bar of a link clicked while the
 * page starts up. (Early clicks themselves: early-clicks.spec.ts; a new deploy under an open tab,
 * on two real builds: checks/incremental-build.ts.)
 */
import type { Page } from "@playwright/test";
import { specHeading } from "./content";
import { expect, holdAppBundle, hydrated, presetConsent, test, WIDTHS } from "./fixtures";

test.beforeEach(async ({ page }) => presetConsent(page, "denied"));

const aboutLink = (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true });

/** Opens `path` and waits until the router listens (Gatsby's first render and its effects are done). */
async function started(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** Counts the full page loads of `path` (document requests), as against Gatsby's page-data fetches. */
function pageLoads(page: Page, path: string): () => number {
  let loads = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "document" && new URL(request.url()).pathname === path) loads += 1;
  });
  return () => loads;
}

// When the bar shows (PROGRESS_DELAY_MS after the navigation starts) is the unit test's: here a busy
// machine delays the page's timers as it pleases (NavigationProgress.test.tsx).
test("a slow page shows a progress bar, with the page marked busy, and both go when it shows", async ({ page }) => {
  await started(page, "/blog");
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/page-data/about/page-data.json", async (route) => {
    await held;
    await route.continue();
  });
  await aboutLink(page).click();
  const bar = page.getByRole("progressbar", { name: "Loading the page" });
  await expect(bar).toBeVisible();
  await expect(page.locator("main")).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(specHeading("/about"));
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(specHeading("/about"));
  await expect(bar).toHaveCount(0);
  await expect(page.locator("main")).not.toHaveAttribute("aria-busy", /.*/);
});

test("page data that fails (HTTP 500) still brings the visitor to the page, by a full load", async ({ page }) => {
  await started(page, "/blog");
  await page.route("**/page-data/about/page-data.json", (route) => route.fulfill({ status: 500, body: "" }));
  const loads = pageLoads(page, "/about");
  await aboutLink(page).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(specHeading("/about"));
  expect(loads()).toBe(1);
});

test("back returns to the list at the same scroll position, and forward to the post", async ({ page }) => {
  await started(page, "/blog");
  const card = page.getByRole("main").locator("article").nth(6).getByRole("link", { name: /^Read More ?: / });
  const href = (await card.getAttribute("href"))!;
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 50);
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test("after a navigation, focus moves to the page and screen readers hear its name", async ({ page }) => {
  await started(page, "/blog");
  await aboutLink(page).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(specHeading("/about"));
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("gatsby-focus-wrapper");
  await expect(page.locator("#gatsby-announcer")).toHaveText("Navigated to About us");
});

test("a link clicked while the page starts up shows the bar at once, then loads its page; back shows the list without it", async ({ page }) => {
  // The page's own data held: Gatsby's app has started (its link handling in place), React has not.
  let releaseData!: () => void;
  const dataHeld = new Promise<void>((resolve) => (releaseData = resolve));
  await page.route("**/page-data/blog/page-data.json", async (route) => {
    await dataHeld;
    await route.continue();
  });
  // The next page held too, so the bar can be seen while it comes.
  let releasePage!: () => void;
  const pageHeld = new Promise<void>((resolve) => (releasePage = resolve));
  await page.route("**/about", async (route) => {
    await pageHeld;
    await route.continue();
  });
  // What the page showed in the frame after it was marked, sent out at once: Playwright's own
  // reads of a page wait for the page load under way to finish.
  let shown!: (state: unknown) => void;
  const leaving = new Promise((resolve) => (shown = resolve));
  await page.exposeFunction("__leaving", (state: unknown) => shown(state));
  await page.goto("/blog", { waitUntil: "commit" });
  await page.waitForFunction(() => typeof (window as unknown as { ___navigate?: unknown }).___navigate === "function");
  await page.evaluate(() => {
    const root = document.documentElement;
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute("data-leaving")) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const style = getComputedStyle(root, "::before");
        const bar = { position: style.position, top: style.top, height: style.height, background: style.backgroundColor };
        (window as unknown as { __leaving: (state: unknown) => void }).__leaving({ heading: document.querySelector("h1")?.textContent, bar });
      });
    });
    observer.observe(root, { attributes: true });
  });
  const loads = pageLoads(page, "/about");
  await aboutLink(page).click({ noWaitAfter: true });
  expect(await leaving).toEqual({ heading: "Blog", bar: { position: "fixed", top: "0px", height: "3px", background: "rgb(245, 165, 36)" } });
  releasePage();
  const root = page.locator("html");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(specHeading("/about"));
  expect(loads()).toBe(1);
  await expect(root).not.toHaveAttribute("data-leaving", /.*/);
  releaseData();
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
  await expect(root).not.toHaveAttribute("data-leaving", /.*/);
});

for (const [width, button] of [["mobile", "Menu"], ["desktop", "Services"]] as const) {
  test(`a tap on ${button} before the page's scripts have started opens its menu once they start (${width})`, async ({ page }) => {
    await page.setViewportSize(WIDTHS[width]);
    await presetConsent(page, "denied");
    const release = await holdAppBundle(page);
    await page.goto("/about", { waitUntil: "domcontentloaded" });
    const trigger = page.getByRole("button", { name: button, exact: true });
    await trigger.click();
    await page.waitForTimeout(300);
    release();
    await hydrated(page);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(`[id="${await trigger.getAttribute("aria-controls")}"]`)).toBeVisible();
  });
}

