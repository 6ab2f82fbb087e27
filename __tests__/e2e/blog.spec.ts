import path from "node:path";
import sharp from "sharp";
import { BODY_PICTURE_WIDTH } from "../../gatsby/picture-data";
import { FEED_POSTS, POSTS_PER_PAGE } from "../../src/config/blog";
import { formatPostDate } from "../../src/lib/blog";
import { NO_POSTS_MESSAGE } from "../../src/lib/site-search";
import { bodyPictures } from "../../src/mdx/body-pictures";
import { listedPosts, publishedPosts, SPEC_SLUGS } from "./content";
import { expect, holdAppBundle, hydrated, postsOnEveryPage, presetConsent, test, WIDTHS } from "./fixtures";

test.beforeEach(async ({ page }) => presetConsent(page, "denied"));

const cards = (page: import("@playwright/test").Page) => page.getByRole("main").locator("article");
/** The count of title and summary matches (the search in posts' text has a status of its own, after it). */
const count = (page: import("@playwright/test").Page) => page.getByRole("main").getByRole("status").first();

const LISTED = listedPosts.length;
/** The post the specification's Wi-Fi article is, as its file has it. */
const wifi = publishedPosts.find((post) => post.slug === "wifi-fixes")!;

test("/blog and its later pages list every listed post newest first, the specification's 28 among them, each with image, date, title, summary and Read More", async ({ page }) => {
  // Every list page, then /blog again: 18 of its 30 s in a CI run, more as the blog grows.
  test.slow();
  const everyPage = await postsOnEveryPage(page, "/blog");
  expect(everyPage.posts).toEqual(listedPosts.map((post) => `/blog/${post.slug}`));
  expect(everyPage.pages).toHaveLength(Math.max(1, Math.ceil(LISTED / POSTS_PER_PAGE)));
  for (const slug of SPEC_SLUGS) expect(everyPage.posts, slug).toContain(`/blog/${slug}`);

  const onFirstPage = Math.min(LISTED, POSTS_PER_PAGE);
  await page.goto("/blog");
  await hydrated(page);
  await expect(cards(page)).toHaveCount(onFirstPage);
  await expect(page.getByRole("main").getByRole("status")).toHaveText(`${onFirstPage} posts`);
  const dates = await cards(page).locator("time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime")!));
  expect([...dates].sort().reverse()).toEqual(dates);
  await expect(cards(page).first().locator("time")).toHaveText(formatPostDate(listedPosts[0].date));
  await expect(cards(page).first().getByRole("heading", { level: 2 })).toHaveText(/./);

  for (const card of await cards(page).all()) {
    expect(await card.locator("picture img").getAttribute("alt")).toBeTruthy();
    await expect(card.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(card.locator("p")).not.toBeEmpty();
    await expect(card.getByRole("link", { name: /^Read More ?: / })).toHaveAttribute("href", /^\/blog\/[a-z0-9-]+$/);
  }
  await expect(page.getByRole("link", { name: /cybersecurity for smes/i })).toHaveCount(0);

  const first = cards(page).first();
  const title = await first.getByRole("heading", { level: 2 }).textContent();
  await first.getByRole("link", { name: /^Read More ?: / }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);
});

test("searching filters live, announces the count, keeps newest first and shows the no-hits message", async ({ page }) => {
  await page.goto("/blog");
  await hydrated(page);
  const search = page.getByRole("searchbox", { name: "Search the blog" });
  await search.fill("BACKUP");
  await expect(page).toHaveURL(/\?q=BACKUP$/);
  const shown = await cards(page).count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(LISTED);
  await expect(count(page)).toHaveText(`${shown} post${shown === 1 ? "" : "s"} matching “BACKUP”`);
  for (const card of await cards(page).all()) {
    expect((await card.innerText()).toLowerCase()).toContain("backup");
  }
  const dates = await cards(page).locator("time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime")!));
  expect([...dates].sort().reverse()).toEqual(dates);

  await search.fill("zzzz no such thing");
  await expect(cards(page)).toHaveCount(0);
  // The specification's message is the search's status, said once (no "0 posts" above it).
  await expect(page.getByRole("main").getByRole("status").first()).toHaveText(NO_POSTS_MESSAGE);

  await search.fill("");
  await expect(cards(page)).toHaveCount(Math.min(LISTED, POSTS_PER_PAGE));
  await expect(page).toHaveURL(/\/blog$/);
});

test("?q= restores a search on load, after reload and on coming back", async ({ page }) => {
  await page.goto("/blog?q=wi-fi");
  await hydrated(page);
  await expect(page.getByRole("searchbox", { name: "Search the blog" })).toHaveValue("wi-fi");
  const filtered = await cards(page).count();
  expect(filtered).toBeLessThan(LISTED);

  await page.reload();
  await hydrated(page);
  await expect(cards(page)).toHaveCount(filtered);

  await cards(page).first().getByRole("link", { name: /^Read More ?: / }).click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await page.goBack();
  await expect(page.getByRole("searchbox", { name: "Search the blog" })).toHaveValue("wi-fi");
  await expect(cards(page)).toHaveCount(filtered);
});

test("a search typed before the page's scripts have started is kept and applied once they start", async ({ page }) => {
  const release = await holdAppBundle(page);
  await page.goto("/blog", { waitUntil: "domcontentloaded" });
  await page.getByRole("searchbox", { name: "Search the blog" }).fill("backup");
  release();
  await hydrated(page);
  await expect(page.getByRole("searchbox", { name: "Search the blog" })).toHaveValue("backup");
  await expect(page).toHaveURL(/\?q=backup$/);
  const shown = await cards(page).count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(LISTED);
  await expect(count(page)).toHaveText(`${shown} post${shown === 1 ? "" : "s"} matching “backup”`);
});

test("typed markup in the search is just text", async ({ page }) => {
  await page.goto("/blog");
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { pwned: boolean }).pwned = false));
  await page.getByRole("searchbox").fill('<img src=x onerror="window.pwned=true">');
  await expect(page.getByText(NO_POSTS_MESSAGE)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { pwned: boolean }).pwned)).toBe(false);
});

test("every post answers 200 with its title, date, headings and the closing call to action", async ({ request }) => {
  const longForm = new Set<string>(SPEC_SLUGS.map((slug) => `/blog/${slug}`));
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  const posts = [...sitemap.matchAll(/<loc>[^<]+(\/blog\/[a-z0-9-]+)<\/loc>/g)].map((match) => match[1]);
  expect([...posts].sort()).toEqual(publishedPosts.map((post) => `/blog/${post.slug}`).sort());
  for (const path of posts) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html, path).toMatch(/Published on (?:<!-- -->)?<time datetime="(\d{4})-\d\d-\d\d">[A-Z][a-z]+ \d{1,2}, \1<\/time>/i);
    // The specification's articles are long-form, with headings; a new post's length is its author's call.
    if (longForm.has(path)) expect((html.match(/<h2[^>]*id="[^"]+"/g) ?? []).length, path).toBeGreaterThanOrEqual(3);
    expect(html, path).toContain('href="/contact"');
    expect((html.match(/href="tel:\+44\d+"/g) ?? []).length, path).toBeGreaterThanOrEqual(2);
    expect(html, path).toContain('href="mailto:hello@ouzelvalleyit.co.uk"');
    expect(html, path).toContain('"@type":"BlogPosting"');
    expect(html, path).toContain('"@type":"BreadcrumbList"');
    expect(html, path).toMatch(/<meta property="og:image" content="https:\/\/[^"]+\.png"/);
    expect(html, path).toMatch(/Related articles/);
  }
});

for (const viewport of Object.values(WIDTHS)) {
  test(`a post reads well at ${viewport.width} px: banner, linkable headings, reading time, related posts`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/blog/wifi-fixes");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(new RegExp(`Published on ${formatPostDate(wifi.date)} · \\d+ min read`))).toBeVisible();
    expect(await page.locator("main article picture img").first().getAttribute("alt")).toBeTruthy();
    const heading = page.locator("main article h2[id]").first();
    const id = await heading.getAttribute("id");
    await expect(heading.locator("a")).toHaveAttribute("href", `#${id}`);
    const related = page.getByRole("region", { name: "Related articles" }).locator("article");
    expect(await related.count()).toBeGreaterThanOrEqual(2);
    expect(await related.count()).toBeLessThanOrEqual(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}

test("the Wi-Fi and backup articles show phone and e-mail links in their body; backup offers the health check", async ({ page }) => {
  for (const slug of ["wifi-fixes", "cloud-vs-local-backup"]) {
    await page.goto(`/blog/${slug}`);
    const body = page.locator("main article > div > div").filter({ has: page.locator("h2") }).first();
    expect(await body.locator('a[href^="tel:"]').count()).toBe(2);
    expect(await body.locator('a[href^="mailto:"]').count()).toBe(1);
  }
  await expect(page.getByText(/free 30-minute backup health check/i).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Book Your Free Health Check" })).toHaveAttribute("href", "/contact");
});

test("a post body keeps its components' styles and its site links navigate without a reload", async ({ page }) => {
  await page.goto("/blog/cloud-vs-local-backup");
  await hydrated(page);
  // A Callout: amber left border and cream background, from the styles rendered with the body.
  const callout = page.locator("main article aside:not([aria-labelledby])").first();
  await expect(callout).toHaveCSS("border-left-color", "rgb(245, 165, 36)");
  await expect(callout).toHaveCSS("background-color", "rgb(255, 248, 232)");
  // ButtonLink in the body looks like the site's other primary buttons.
  const button = page.getByRole("link", { name: "Book Your Free Health Check" });
  await expect(button).toHaveCSS("background-color", "rgb(29, 95, 191)");
  await expect(button).toHaveCSS("display", "inline-flex");

  await page.goto("/blog/wifi-fixes");
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator("main article").getByRole("link", { name: "domestic PC service" }).click();
  await expect(page).toHaveURL(/\/domesticpc$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Client-side navigation: the same document, so the marker set before the click survives.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("the spec's two disagreements: the old microinteractions address and the unlisted SME article", async ({ page }) => {
  await page.goto("/blog/microinteractions-drive-business");
  await expect(page).toHaveURL(/\/blog\/microinteractions-that-drive-business$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const response = await page.goto("/blog/cybersecurity-for-smes");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/./);
});

test(`/rss.xml lists the newest ${FEED_POSTS} listed posts (all of them while there are fewer) and the blog pages link to it`, async ({ page, request }) => {
  const feed = await (await request.get("/rss.xml")).text();
  const newest = listedPosts.slice(0, FEED_POSTS);
  expect(feed.match(/<item>/g)).toHaveLength(newest.length);
  for (const post of newest) expect(feed).toContain(`https://www.ouzelvalleyit.co.uk/blog/${post.slug}</link>`);
  expect(feed).toContain("https://www.ouzelvalleyit.co.uk/blog/cyber-security-beyond-compliance");
  expect(feed).not.toContain("cybersecurity-for-smes");
  await page.goto("/blog");
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/rss.xml");
});

/** The post's first captioned picture in its body, and the size the image plugin draws it at: the reading column's width, or its own when narrower. */
async function bodyPicture() {
  const picture = bodyPictures(wifi.body).find((one) => one.title)!;
  const file = await sharp(path.resolve(__dirname, "../../content/blog", picture.src)).metadata();
  const width = Math.min(BODY_PICTURE_WIDTH, file.width!);
  return { ...picture, name: path.basename(picture.src).replace(/\.\w+$/, ""), width, height: Math.round((width * file.height!) / file.width!) };
}

for (const width of [375, 1280]) {
  test(`a picture in a post's body, at ${width} px: the image plugin's sizes in WebP with a fallback, its own width and height, lazy, captioned`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const picture = await bodyPicture();
    const pictures: Array<{ url: string; bytes: number }> = [];
    page.on("response", async (response) => {
      if (new RegExp(`/${picture.name}\\.(webp|png)$`).test(response.url())) pictures.push({ url: response.url(), bytes: (await response.body()).length });
    });
    await page.goto(`/blog/${wifi.slug}`);
    const figure = page.getByRole("main").locator("figure").filter({ has: page.locator(`img[src*="${picture.name}"]`) });
    const image = figure.locator("img");
    await expect(figure.locator("figcaption")).toHaveText(picture.title!);
    await expect(image).toHaveAttribute("alt", picture.alt);
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("width", String(picture.width));
    await expect(image).toHaveAttribute("height", String(picture.height));
    await expect(figure.locator('source[type="image/webp"]')).toHaveAttribute("srcset", new RegExp(`${picture.width / 4}w,\\s*\\S+ ${picture.width / 2}w,\\s*\\S+ ${picture.width}w`));
    // Below the fold, so the browser fetches it as the visitor nears it, not with the page.
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // One WebP, no wider than the column needs (half the column's width at 375 px, all of it at 1280 px), and no layout shift.
    await expect.poll(() => pictures.length).toBe(1);
    expect(pictures[0].url).toMatch(new RegExp(`/${picture.name}\\.webp$`));
    expect(pictures[0].bytes).toBeLessThan(width === 375 ? 8_000 : 17_000);
    const box = await image.boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(picture.width / picture.height, 1);
    console.log(`body picture at ${width} px: ${pictures[0].url.split("/").slice(-2).join("/")}, ${pictures[0].bytes} bytes`);
  });
}
