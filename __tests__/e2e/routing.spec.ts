import { specHeading } from "./content";
import { expect, SITE_URL, test } from "./fixtures";

test("an unknown path answers 404 with the Page Not Found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go back home" })).toHaveAttribute("href", "/");
  await expect(page).toHaveTitle("Page Not Found | Ouzel Valley IT");
});

test("a trailing slash leads to the one URL form: /about/ reaches /about", async ({ page }) => {
  const response = await page.goto("/about/?from=old-link");
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe("/about");
  expect(new URL(page.url()).search).toBe("?from=old-link");
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/about\/\?from=old-link$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(specHeading("/about"));
});

test("the home page declares its language, canonical address and structured data", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = blocks.map((text) => JSON.parse(text)["@type"]);
  expect(types).toEqual(expect.arrayContaining(["LocalBusiness", "WebSite"]));
});

test("the sitemap lists pages in the one URL form and leaves out the 404", async ({ request }) => {
  const index = await request.get("/sitemap-index.xml");
  expect(index.status()).toBe(200);
  expect(await index.text()).toContain(`${SITE_URL}/sitemap-0.xml`);

  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations).toContain(`${SITE_URL}/`);
  for (const location of locations) {
    expect(location.startsWith(SITE_URL)).toBe(true);
    if (location !== `${SITE_URL}/`) expect(location).not.toMatch(/\/$/);
    expect(location).not.toMatch(/404/);
  }
});

test("robots.txt allows everything and points at the sitemap, with no non-standard Host line", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/User-agent: \*\s+Allow: \//);
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap-index.xml`);
  expect(robots).not.toMatch(/^Host:/im);
});

test("the preview server refuses methods other than GET and HEAD", async ({ request }) => {
  const response = await request.post("/");
  expect(response.status()).toBe(405);
  expect(response.headers()["allow"]).toBe("GET, HEAD");
});
