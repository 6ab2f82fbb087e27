/**
 * Every route of the production build renders in the preview: no error page, no console error,
 * and for content files the same body HTML as the build. Runs first, on the real content.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { sitemapRoutes } from "../../checks/lib/pages";
import { expect, problemLines, test } from "./fixtures";

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

for (const route of routes) {
  test(`${route} renders as in the build`, async ({ page, preview, consoleProblems }) => {
    const response = await page.goto(`${preview.baseURL}${route}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1").first()).toBeVisible();
    await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);
    await expect(page.locator("[data-content-problem]")).toHaveCount(0);
    await expect(page.getByText("development 404 page")).toHaveCount(0);

    const built = JSON.parse(readFileSync(path.join(root, "public", pageDataPath(route)), "utf8")) as PageData;
    const builtBody = built.result.data?.mdx?.rendered;
    if (builtBody) {
      const live = (await (await page.request.get(`${preview.baseURL}/${pageDataPath(route)}`)).json()) as PageData;
      expect(live.result.data?.mdx?.rendered?.problem ?? null).toBeNull();
      expect(live.result.data?.mdx?.rendered?.html).toBe(builtBody.html);
    }
    expect(consoleProblems).toEqual([]);
  });
}

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
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About us");
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
  // On failure the message carries the terminal's end, where Gatsby prints each error's details.
  expect(problemLines(terminal), terminal.slice(-6000)).toEqual([]);
});
