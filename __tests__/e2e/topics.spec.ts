/** The blog's topics and list pages, on the real content. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { topics } from "../../src/config/blog";
import { expect, hydrated, presetConsent, SITE_URL, test } from "./fixtures";

test.beforeEach(async ({ page }) => presetConsent(page, "denied"));

const postsDir = path.resolve(__dirname, "../../content/blog");
/** Each listed, published post's slug and topics, read from content/ as an author wrote them. */
const posts = readdirSync(postsDir)
  .filter((name) => name.endsWith(".mdx"))
  .map((name) => ({ slug: name.replace(/\.mdx$/, ""), data: matter(readFileSync(path.join(postsDir, name), "utf8")).data }))
  .filter(({ data }) => data.listed !== false && data.draft !== true && String(data.date instanceof Date ? data.date.toISOString() : data.date) <= new Date().toISOString())
  .map(({ slug, data }) => ({ slug, topics: data.topics as string[] }));

const cards = (page: import("@playwright/test").Page) => page.getByRole("main").locator("article");

test("a post links to each of its topics, and each topic page lists it", async ({ page }) => {
  const post = posts.find((candidate) => candidate.topics.length > 1)!;
  await page.goto(`/blog/${post.slug}`);
  const links = page.getByRole("navigation", { name: "Topics of this post" }).getByRole("link");
  await expect(links).toHaveText(post.topics.map((slug) => topics.find((topic) => topic.slug === slug)!.name));
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`/blog/topics/${post.topics[0]}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(topics.find((topic) => topic.slug === post.topics[0])!.name);
  await expect(page.getByRole("main").locator(`a[href="/blog/${post.slug}"]`).first()).toBeVisible();
});

for (const topic of topics) {
  test(`/blog/topics/${topic.slug} lists exactly its posts, with its own title, description, canonical and breadcrumbs`, async ({ page }) => {
    await page.goto(`/blog/topics/${topic.slug}`);
    await hydrated(page);
    const expected = posts.filter((post) => post.topics.includes(topic.slug)).map((post) => `/blog/${post.slug}`).sort();
    const shown = await cards(page).getByRole("link", { name: /^Read More ?: / }).evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")!));
    expect([...shown].sort()).toEqual(expected);
    await expect(page).toHaveTitle(new RegExp(`^${topic.name}: IT Articles`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", topic.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/blog/topics/${topic.slug}`);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "Blog", topic.name]);
    await expect(crumbs.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(page.getByRole("navigation", { name: "Blog topics" }).locator('[aria-current="page"]')).toHaveText(topic.name);
  });
}

test("/blog names every topic, every listed post is on /blog or a topic page, and no list needs a second page yet", async ({ page }) => {
  await page.goto("/blog");
  const nav = page.getByRole("navigation", { name: "Blog topics" });
  await expect(nav.getByRole("link")).toHaveText(topics.map((topic) => topic.name));
  await expect(nav.locator('[aria-current="page"]')).toHaveText("All posts");
  await expect(page.getByRole("navigation", { name: /^Pages of/ })).toHaveCount(0);
  for (const post of posts) expect(post.topics.length).toBeGreaterThan(0);
  await expect(cards(page)).toHaveCount(posts.length);
});

test("the sitemap lists each topic page", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  for (const topic of topics) expect(sitemap).toContain(`<loc>${SITE_URL}/blog/topics/${topic.slug}</loc>`);
});
