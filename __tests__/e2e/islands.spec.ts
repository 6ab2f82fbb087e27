/**
 * Static islands (src/components/ui/StaticIsland.tsx): at start-up React takes over only what a
 * visitor can use; the rest keeps the server's HTML, and after a client-side navigation every
 * region shows what the server's page for that route shows.
 */
import type { Page } from "@playwright/test";
import { expect, hydrated, presetConsent, test } from "./fixtures";

test.beforeEach(async ({ page }) => presetConsent(page, "denied"));

/** How many of the elements `selector` matches React has taken over (a fiber on the node). */
function takenOver(page: Page, selector: string): Promise<{ all: number; react: number }> {
  return page.evaluate((css) => {
    const nodes = Array.from(document.querySelectorAll(css));
    const react = nodes.filter((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$")));
    return { all: nodes.length, react: react.length };
  }, selector);
}

const STATIC_AT_START: { path: string; selector: string }[] = [
  { path: "/", selector: "main a, main img, main h2" },
  { path: "/blog", selector: "main ul a, main nav a, main img" },
  { path: "/blog/wifi-fixes", selector: "main a, main img" },
  { path: "/micro-it-support-plan", selector: "main a, main img" },
  { path: "/contact", selector: "main dl a" },
  { path: "/about", selector: "main a" },
];

for (const { path, selector } of STATIC_AT_START) {
  test(`${path}: the page's links and pictures keep the server's nodes at start-up; the header bar and forms start`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const statics = await takenOver(page, `${selector}, footer nav a, footer address a, [data-area=header] nav ul ul a`);
    expect(statics.all).toBeGreaterThan(5);
    expect(statics.react).toBe(0);
    // What a visitor uses is React's: the header's links and buttons, and the forms, which
    // start a moment after the rest of the page (hydrateLater) with nothing done to them.
    const uses = "[data-area=header] nav > ul > li > a, [data-area=header] button, form input, form textarea, form button";
    await expect.poll(async () => (await takenOver(page, uses)).react).toBe((await takenOver(page, uses)).all);
    expect((await takenOver(page, uses)).all).toBeGreaterThan(5);
  });
}

/**
 * The page as shown and the server's page for the same route, side by side: each region's links
 * (address, text, whether it marks the page) and the text of <main>.
 */
function shownAndServed(page: Page) {
  return page.evaluate(async () => {
    const html = await (await fetch(location.pathname)).text();
    const served = document.createElement("div");
    served.innerHTML = new DOMParser().parseFromString(html, "text/html").body.innerHTML;
    served.style.position = "absolute";
    document.body.append(served);
    const read = (root: ParentNode) => ({
      links: ["main", "footer", "[data-area=header] nav"].map((region) =>
        Array.from(root.querySelectorAll<HTMLAnchorElement>(`${region} a`)).map(
          (link) => `${link.getAttribute("href")} | ${link.textContent?.trim()} | ${link.getAttribute("aria-current") ?? ""}`,
        ),
      ),
      text: root.querySelector<HTMLElement>("main")?.innerText,
    });
    const result = { shown: read(document.getElementById("___gatsby")!), served: read(served) };
    served.remove();
    return result;
  });
}

test("after client-side navigations every region matches the server's page for the new route, current links marked", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  const clicks = [
    () => page.locator("footer nav").getByRole("link", { name: "Blog" }).click(),
    () => page.locator("main ul").getByRole("link").first().click(),
    () => page.locator("footer nav").getByRole("link", { name: "About" }).click(),
  ];
  for (const click of clicks) {
    const before = page.url();
    await click();
    await expect.poll(() => page.url()).not.toBe(before);
    await expect(page.locator("main h1")).toBeVisible();
    const { shown, served } = await shownAndServed(page);
    expect(shown.links.flat().length).toBeGreaterThan(10);
    expect(shown, page.url()).toEqual(served);
  }
  // One document all along: every click was a client-side navigation.
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});
