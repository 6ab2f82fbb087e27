/**
 * The blog search beyond the specification's title-and-summary match (blog.spec.ts keeps
 * those cases): posts that only say the words in their text, found through Pagefind's index,
 * listed after, with excerpts; indexes fetched on the first search, never with the page; every
 * post searched whichever list page the visitor is on.
 */
import { topics } from "../../src/config/blog";
import { NO_POSTS_MESSAGE } from "../../src/lib/site-search";
import { PAGEFIND_FOLDER, SEARCH_INDEX_PATH } from "../../src/lib/search-index";
import { listedPosts } from "./content";
import { expect, FIRST_TEXT_SEARCH_MS, hydrated, presetConsent, test } from "./fixtures";

test.beforeEach(async ({ page }) => presetConsent(page, "denied"));

const cards = (page: import("@playwright/test").Page) => page.getByRole("main").locator("article");
const inText = (page: import("@playwright/test").Page) => page.getByRole("region", { name: "Found in the text of posts" });

const inTitleOrSummary = (word: string) => listedPosts.filter((post) => `${post.title} ${post.summary}`.toLowerCase().includes(word));
const inBodyOnly = (word: string) =>
  listedPosts.filter((post) => post.body.toLowerCase().includes(word) && !`${post.title} ${post.summary}`.toLowerCase().includes(word));

/** A word some posts discuss in their text without it being in any title or summary. */
const BODY_WORD = ["ransomware", "router", "vpn", "firmware", "phishing"].find((word) => inTitleOrSummary(word).length === 0 && inBodyOnly(word).length > 0);

test("a word found only in posts' text finds them, each with an excerpt marking it, after the title and summary matches", async ({ page }) => {
  expect(BODY_WORD, "some post's text should hold one of the candidate words outside titles and summaries").toBeTruthy();
  const word = BODY_WORD!;
  await page.goto("/blog");
  await hydrated(page);
  await page.getByRole("searchbox", { name: "Search the blog" }).fill(word);
  await expect(inText(page).getByRole("status")).toHaveText(/more posts? mentions? “.+” in (its|their) text\.$/, { timeout: FIRST_TEXT_SEARCH_MS });
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("status").first()).toHaveText(`No titles or summaries match “${word}”`);
  await expect(page.getByText(NO_POSTS_MESSAGE)).toHaveCount(0);

  const found = inText(page).getByRole("listitem");
  const hrefs = await found.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  expect(hrefs.length).toBeGreaterThan(0);
  const expected = inBodyOnly(word).map((post) => `/blog/${post.slug}`);
  for (const href of hrefs) expect(expected, `${href} should say “${word}” in its text`).toContain(href);
  for (const item of await found.all()) {
    await expect(item.locator("mark").first()).toHaveText(new RegExp(word, "i"));
    await expect(item.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  }

  await found.first().getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
});

test("while the text of posts is still being searched, a word in no title or summary says so, never “0 posts”, then that nothing matched", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname.startsWith(PAGEFIND_FOLDER), async (route) => {
    await held;
    await route.continue();
  });
  const word = "qzxv";
  expect(listedPosts.filter((post) => `${post.title} ${post.summary} ${post.body}`.toLowerCase().includes(word))).toEqual([]);
  await page.goto("/blog");
  await hydrated(page);
  await page.getByRole("searchbox", { name: "Search the blog" }).fill(word);
  await expect(inText(page).getByRole("status")).toHaveText("Searching the text of posts…");
  await expect(page.getByRole("main").getByRole("status").first()).toHaveText(`No titles or summaries match “${word}”`);
  release();
  await expect(page.getByRole("main").getByRole("status").first()).toHaveText(NO_POSTS_MESSAGE, { timeout: FIRST_TEXT_SEARCH_MS });
  await expect(inText(page)).toHaveCount(0);
});

test("title and summary matches come first; posts found only by their text follow, never twice", async ({ page }) => {
  const word = "backup";
  await page.goto(`/blog?q=${word}`);
  await hydrated(page);
  if (inBodyOnly(word).length > 0) await expect(inText(page).getByRole("status")).toHaveText(/in (its|their) text\.$/, { timeout: FIRST_TEXT_SEARCH_MS });
  else await expect(page.getByText("Searching the text of posts…")).toHaveCount(0);
  const first = await cards(page).getByRole("link", { name: /^Read More ?: / }).evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  expect([...first].sort()).toEqual(inTitleOrSummary(word).map((post) => `/blog/${post.slug}`).sort());
  const after = await inText(page).getByRole("listitem").getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  for (const href of after) expect(first).not.toContain(href);
});

test("the search indexes are fetched on the first search, never with the page", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === SEARCH_INDEX_PATH || pathname.startsWith(PAGEFIND_FOLDER)) fetched.push(pathname);
  });
  await page.goto("/blog");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  expect(fetched).toEqual([]);
  await page.getByRole("searchbox", { name: "Search the blog" }).fill("wi-fi");
  await expect.poll(() => fetched).toContain(SEARCH_INDEX_PATH);
  await expect.poll(() => fetched.some((file) => file.startsWith(PAGEFIND_FOLDER))).toBe(true);
  await expect(cards(page).first()).toBeVisible();
});

test("searching from a topic's page searches every post, not only that topic's", async ({ page }) => {
  const word = "backup";
  const topic = topics.find((candidate) => inTitleOrSummary(word).some((post) => !post.topics.includes(candidate.slug)))!;
  await page.goto(`/blog/topics/${topic.slug}?q=${word}`);
  await hydrated(page);
  // The search answers once its index has arrived, a moment after the page has started.
  const shown = () => cards(page).getByRole("link", { name: /^Read More ?: / }).evaluateAll((links) => links.map((link) => link.getAttribute("href")!).sort());
  await expect.poll(shown).toEqual(inTitleOrSummary(word).map((post) => `/blog/${post.slug}`).sort());
  for (const card of await cards(page).all()) await expect(card.locator("picture img")).toBeVisible();
});
