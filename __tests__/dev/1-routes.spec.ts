/**
 * Every route of the production build renders in the preview: no error page, no console error,
 * and for content files the same body HTML as the build. Runs first, on the real content.
 * The routes are visited in one tab as an author clicking through the site would: the first
 * opened, each after it reached through Gatsby's router (`___navigate`, what a link calls),
 * which renders it as an opened page is rendered (the preview renders in the browser) without
 * parsing the development bundle again for each; the page's own address must still answer 200.
 * After a route that failed, the next is opened afresh.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { sitemapRoutes } from "../../checks/lib/pages";
import { specHeading } from "../e2e/content";
import { DEVELOPMENT_NOTICES, expect, previewState, problemLines, test } from "./fixtures";

const root = path.resolve(__dirname, "../..");
if (!existsSync(path.join(root, "public", "sitemap-0.xml"))) {
  throw new Error("The preview tests compare with the production build: run `npm run build` (or `npm test`) first.");
}
const routes = sitemapRoutes(path.join(root, "public"));

function pageDataPath(route: string): string {
  return `page-data${route === "/" ? "/index" : route}/page-data.json`;
}

interface PageData {
  result: { data?: { mdx?: { rendered?: { html: string; problem: string | null } } | null } };
}

test("the production build has the pages the preview is checked against", () => {
  expect(routes.length).toBeGreaterThan(40);
  expect(routes).toEqual(expect.arrayContaining(["/", "/blog", "/blog/wifi-fixes", "/termsandprivacy", "/contact"]));
});

// One worker runs the routes in order; a failed test ends its worker, and the next starts a new tab.
test.describe("every route", () => {
  let tab: Page;
  /** What the tab's console reported since the route before. */
  const problems: string[] = [];
  /** The route before failed (or none was opened yet): the next is opened afresh. */
  let openAfresh = true;

  test.beforeAll(async ({ browser }) => {
    tab = await browser.newPage();
    tab.on("console", (message) => {
      if (["error", "warning"].includes(message.type()) && !DEVELOPMENT_NOTICES.some((notice) => notice.test(message.text()))) problems.push(`${message.type()}: ${message.text()}`);
    });
    tab.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  });
  test.afterAll(() => tab.close());

  for (const route of routes) {
    test(`${route} renders as in the build`, async () => {
      const { baseURL } = previewState();
      problems.length = 0;
      // Node's fetch, not the tab's request context: that keeps connections open with no regard
      // for the server's keep-alive timeout (5 s), and a request sent as the server closes one
      // fails (ECONNRESET, once in CI after a route that took 4.4 s).
      expect((await fetch(`${baseURL}${route}`)).status).toBe(200);
      if (openAfresh) await tab.goto(`${baseURL}${route}`);
      else await tab.evaluate((to) => (window as unknown as { ___navigate(to: string): void }).___navigate(to), route);
      openAfresh = true;
      // The route's own page is drawn: its canonical address is the route's (the head follows the page).
      await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${route === "/" ? "/" : route}$`));
      await expect(tab.locator("h1").first()).toBeVisible();
      await expect(tab.getByText("Unexpected Application Error")).toHaveCount(0);
      await expect(tab.locator("[data-content-problem]")).toHaveCount(0);
      await expect(tab.getByText("development 404 page")).toHaveCount(0);

      const built = JSON.parse(readFileSync(path.join(root, "public", pageDataPath(route)), "utf8")) as PageData;
      const builtBody = built.result.data?.mdx?.rendered;
      if (builtBody) {
        const live = (await (await fetch(`${baseURL}/${pageDataPath(route)}`)).json()) as PageData;
        expect(live.result.data?.mdx?.rendered?.problem ?? null).toBeNull();
        expect(live.result.data?.mdx?.rendered?.html).toBe(builtBody.html);
      }
      expect(problems).toEqual([]);
      openAfresh = false;
    });
  }
});

test("a link navigates without a page load, with the progress bar while its page is slow, and a link clicked while the page starts up lands", async ({ page, preview, consoleProblems }) => {
  const aboutLoads: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document" && new URL(request.url()).pathname === "/about") aboutLoads.push(request.url());
  });
  await page.goto(`${preview.baseURL}/blog`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForTimeout(500);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/page-data/about/page-data.json", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
  // Only the navigation gate (gatsby/overrides/navigation-gate.ts) starts the bar: it is in Gatsby's path here too.
  await expect(page.getByRole("progressbar", { name: "Loading the page" })).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(specHeading("/about"));
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  expect(aboutLoads).toEqual([]);

  await page.goto(`${preview.baseURL}/blog/wifi-fixes`, { waitUntil: "commit" });
  const topic = page.getByRole("navigation", { name: "Topics of this post" }).getByRole("link").first();
  const href = (await topic.getAttribute("href"))!;
  await topic.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${href}$`));
  expect(consoleProblems).toEqual([]);
});

test("the terminal shows no error or warning after every page was opened", ({ preview }) => {
  const terminal = preview.terminal();
  const problems = problemLines(terminal);
  // On failure the message names the lines first (CI's summary keeps a message's first lines),
  // then the terminal's end, where Gatsby prints each error's details.
  expect(problems, `The terminal printed:\n${problems.join("\n")}\n\nIts last lines:\n${terminal.slice(-6000)}`).toEqual([]);
});
