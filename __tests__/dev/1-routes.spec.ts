/**
 * Every route of the production build renders in the preview: no error page, no console error,
 * and for content files the same body HTML as the build. Runs first, on the real content.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { sitemapRoutes } from "../../scripts/lib/pages";
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

test("the terminal shows no error or warning after every page was opened", ({ preview }) => {
  expect(problemLines(preview.terminal())).toEqual([]);
});
