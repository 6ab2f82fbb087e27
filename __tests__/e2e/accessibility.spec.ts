import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { axeViolations } from "../../checks/lib/axe";
import { sitemapRoutes } from "../../checks/lib/pages";
import { POSTS_PER_PAGE, topics } from "../../src/config/blog";
import { callbackForm, contactForm } from "../../src/lib/forms";
import { listedPosts, publishedPosts, SERVICE_MENU, SPEC_HEADINGS } from "./content";
import { expect, FIRST_TEXT_SEARCH_MS, hydrated, overflow, presetConsent, SITE_URL, test, unexpectedConsoleErrors, watchCsp, WIDTHS } from "./fixtures";
import { CALLBACK } from "../helpers/form-fields";

const ROUTES = [
  "/", "/about", "/contact", "/payment", "/domesticpc", "/businessit", "/webdev", "/custom-built-pc",
  "/refurbished-pc", "/pc-upgrades", "/micro-it-support-plan", "/termsandprivacy", "/blog",
  "/blog/cloud-vs-local-backup", "/blog/wifi-fixes", "/no-such-page",
];

const PUBLIC = path.resolve(__dirname, "../../public");

/** Every page the sitemap of the build lists (each route and every post), plus the 404 page. */
function everyPage(): string[] {
  return [...sitemapRoutes(PUBLIC).sort(), "/no-such-page"];
}

/** The template a route's page is made with, when many pages share it (a post, a topic's list). */
const sharedTemplate = (route: string) => (/^\/blog\/topics\/[^/]+$/.test(route) ? "topic" : /^\/blog\/(?!topics\/|page\/)[^/]+$/.test(route) ? "post" : null);

/**
 * The pages axe checks at 1280 px: every page but the posts and topic lists, which share a
 * template and are all checked at 375 px, the narrowest layout; of those, the first of each
 * template, and the first post whose body holds each block that lays out by width (a table, a
 * figure). A page's text is the same at both widths.
 */
function desktopPages(routes: string[]): string[] {
  const body = (route: string) => readFileSync(path.join(PUBLIC, route, "index.html"), "utf8");
  const firsts = new Map<string, string>();
  for (const route of routes) {
    const template = sharedTemplate(route);
    if (!template) continue;
    const kinds = template === "post" ? ["post", ...["table", "figure"].filter((block) => body(route).includes(`<${block}`))] : [template];
    for (const kind of kinds) if (!firsts.has(kind)) firsts.set(kind, route);
  }
  return routes.filter((route) => !sharedTemplate(route) || [...firsts.values()].includes(route));
}

/**
 * What axe leaves to the page's author: exactly one h1 shown, and it the first heading (axe's
 * page-has-heading-one asks for one at least, heading-order for no skipped level, image-alt and
 * link-name for the rest of a page's outline). A line, or none.
 */
function outlineProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const levels = Array.from(document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, h5, h6"))
      .filter((heading) => heading.offsetParent !== null)
      .map((heading) => heading.tagName.toLowerCase());
    const h1s = levels.filter((level) => level === "h1").length;
    return h1s === 1 && levels[0] === "h1" ? [] : [`${h1s} h1 shown; the first heading is ${levels[0]}`];
  });
}

// axe walks the whole page; a long post or the search's results take seconds of it when the
// machine is busy (the search's test took 21 s of the default 30 in a CI run beside the preview).
test.describe.configure({ timeout: 60_000 });

for (const [width, viewport] of Object.entries(WIDTHS)) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of width === "desktop" ? desktopPages(everyPage()) : everyPage()) {
      test(`${route} answers, fits the screen with no CSP violation or console error, has no accessibility violations and one h1 first, headings in order (${width})`, async ({ page, consoleErrors }) => {
        await presetConsent(page, "denied");
        const violations = await watchCsp(page);
        const response = await page.goto(route);
        expect(response?.status()).toBe(route === "/no-such-page" ? 404 : 200);
        const h1 = page.getByRole("heading", { level: 1 });
        await expect(h1).toBeVisible();
        if (SPEC_HEADINGS.has(route)) await expect(h1).toHaveText(SPEC_HEADINGS.get(route)!);
        expect(await overflow(page), "the static HTML as first painted is no wider than the screen").toBeLessThanOrEqual(0);
        await hydrated(page);
        expect(await overflow(page), "the page React has started is no wider than the screen").toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);
        expect(await outlineProblems(page)).toEqual([]);
        expect(await violations()).toEqual([]);
        expect(unexpectedConsoleErrors(route, consoleErrors)).toEqual([]);
      });
    }
  });
}

test("the consent banner, the open Services dropdown and form messages pass axe at 1280 px", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  await expect(page.getByRole("region", { name: "Analytics cookies" })).toBeVisible();
  await page.getByRole("button", { name: "Services" }).hover();
  await expect(page.getByRole("button", { name: "Services" })).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("main").getByRole("button", { name: contactForm.submitLabel }).click();
  await expect(page.getByText(CALLBACK.user_name.missing).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

for (const [width, viewport] of Object.entries(WIDTHS)) {
  test(`the blog search's results, with posts found in their text and excerpts, pass axe (${width})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await presetConsent(page, "denied");
    await page.goto("/blog?q=ransomware");
    await hydrated(page);
    await expect(page.getByRole("region", { name: "Found in the text of posts" }).getByRole("listitem").first()).toBeVisible({ timeout: FIRST_TEXT_SEARCH_MS });
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("the open mobile menu, the banner and the callback form's messages pass axe at 375 px", async ({ page }) => {
  await page.setViewportSize(WIDTHS.mobile);
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("region", { name: "Request a callback" }).getByRole("button", { name: callbackForm.submitLabel }).click();
  await expect(page.getByText(CALLBACK.user_name.missing)).toBeVisible();
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "true");
  expect(await axeViolations(page)).toEqual([]);
});

/** Tabs until `target` has focus; returns how many presses that took (or fails). */
async function tabTo(page: Page, matches: () => Promise<boolean>, limit = 60): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press("Tab");
    if (await matches()) return presses;
  }
  throw new Error("not reachable by Tab");
}

const focusedText = (page: Page) => page.evaluate(() => (document.activeElement?.textContent ?? "").trim());

test("keyboard: skip link, header links, dropdown, forms and search are reachable, with a visible focus ring", async ({ page }) => {
  await presetConsent(page, "denied");
  await page.goto("/blog");
  await hydrated(page);
  await page.keyboard.press("Tab");
  expect(await focusedText(page)).toBe("Skip to main content");
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).not.toBe("none");

  await tabTo(page, async () => (await focusedText(page)).startsWith("Services"));
  const ring = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineWidth);
  expect(ring).toBe("3px");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  expect(await focusedText(page)).toBe(SERVICE_MENU[0].label);
  await page.keyboard.press("Escape");

  await tabTo(page, async () => page.evaluate(() => document.activeElement?.getAttribute("type") === "search"));
  await page.keyboard.type("backup");
  await expect(page).toHaveURL(/\?q=backup$/);

  await tabTo(page, async () => page.evaluate(() => document.activeElement?.getAttribute("name") === "user_name"), 200);
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("user_email");
  await tabTo(page, async () => (await focusedText(page)) === callbackForm.submitLabel, 5);
});

test("keyboard: the mobile menu opens, is walked and closes from the keyboard", async ({ page }) => {
  await presetConsent(page, "denied");
  await page.setViewportSize(WIDTHS.mobile);
  await page.goto("/");
  await hydrated(page);
  await tabTo(page, async () => (await focusedText(page)) === "Menu", 5);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  expect(await focusedText(page)).toBe("Home");
  await tabTo(page, async () => (await focusedText(page)) === SERVICE_MENU[SERVICE_MENU.length - 1].mobileLabel, 12);
  await page.keyboard.press("Escape");
  expect(await focusedText(page)).toBe("Menu");
});

test.describe("SEO", () => {
  test("every page but the 404 is in the sitemap", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
    const routes = ROUTES.filter((route) => route !== "/no-such-page");
    for (const route of routes) expect(listed.has(route === "/" ? `${SITE_URL}/` : `${SITE_URL}${route}`), route).toBe(true);
    // The site's own 12 pages besides the blog, each published post, and every page of the
    // blog's list and of each topic's.
    const lists = [listedPosts, ...topics.map((topic) => listedPosts.filter((post) => post.topics.includes(topic.slug)))];
    const listPages = lists.reduce((sum, list) => sum + Math.max(1, Math.ceil(list.length / POSTS_PER_PAGE)), 0);
    expect(listed.size).toBe(12 + publishedPosts.length + listPages);
    expect([...listed].some((url) => /404|error-boundary|\/custom-pc$|\/blog\/microinteractions-drive-business$/.test(url))).toBe(false);
  });
});
