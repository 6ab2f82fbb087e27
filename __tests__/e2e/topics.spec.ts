/** The blog's topics and list pages, on the real content. */
import { POSTS_PER_PAGE, topics } from "../../src/config/blog";
import { listedPosts } from "./content";
import { expect, hydrated, postsOnEveryPage, presetConsent, SITE_URL, test } from "./fixtures";

test.beforeEach(async ({ page }) => presetConsent(page, "denied"));

const cards = (page: import("@playwright/test").Page) => page.getByRole("main").locator("article");

test("a post links to each of its topics, and each topic page lists it", async ({ page }) => {
  // The newest post with more than one topic, so it is on the first page of each.
  const post = listedPosts.find((candidate) => candidate.topics.length > 1)!;
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
    const expected = listedPosts.filter((post) => post.topics.includes(topic.slug)).map((post) => `/blog/${post.slug}`).sort();
    const shown = (await postsOnEveryPage(page, `/blog/topics/${topic.slug}`)).posts;
    expect([...shown].sort()).toEqual(expected);
    await page.goto(`/blog/topics/${topic.slug}`);
    await hydrated(page);
    await expect(page).toHaveTitle(new RegExp(`^${topic.name}: IT Articles`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", topic.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/blog/topics/${topic.slug}`);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "Blog", topic.name]);
    await expect(crumbs.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(page.getByRole("navigation", { name: "Blog topics" }).locator('[aria-current="page"]')).toHaveText(topic.name);
  });
}

test("/blog names every topic, every listed post has a topic, and the list has numbered pages only when it needs them", async ({ page }) => {
  await page.goto("/blog");
  const nav = page.getByRole("navigation", { name: "Blog topics" });
  await expect(nav.getByRole("link")).toHaveText(topics.map((topic) => topic.name));
  await expect(nav.locator('[aria-current="page"]')).toHaveText("All posts");
  await expect(page.getByRole("navigation", { name: "Pages of the blog" })).toHaveCount(listedPosts.length > POSTS_PER_PAGE ? 1 : 0);
  for (const post of listedPosts) expect(post.topics.length).toBeGreaterThan(0);
  await expect(cards(page)).toHaveCount(Math.min(listedPosts.length, POSTS_PER_PAGE));
});

test("the sitemap lists each topic page", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  for (const topic of topics) expect(sitemap).toContain(`<loc>${SITE_URL}/blog/topics/${topic.slug}</loc>`);
});
