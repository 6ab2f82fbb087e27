/** Drafts and scheduled posts in the preview, and `npm run new-post`. */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { londonDate } from "../../src/lib/publishing";
import { expect, openWhen, postFile, test } from "./fixtures";

const TITLE = "Spring clean your small office network";
const SLUG = "spring-clean-your-small-office-network";

/** Runs new-post as an author does, answering its question for the topics ("2, 4"). */
function newPost(dir: string, title: string) {
  return spawnSync("npm", ["run", "--silent", "new-post", "--", title], { cwd: dir, encoding: "utf8", input: "2, 4\n", env: { ...process.env, PORT: "" } });
}

test("npm run new-post writes a draft with its picture, shown labelled in the preview", async ({ page, preview }) => {
  const run = newPost(preview.dir, TITLE);
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain(`content/blog/${SLUG}.mdx`);
  expect(run.stdout).toContain(`/blog/${SLUG}`);
  const file = preview.read(`content/blog/${SLUG}.mdx`);
  expect(file).toContain(`date: ${londonDate()}`);
  expect(file).toContain("draft: true");
  expect(run.stdout).toContain("Which topics is the post about?");
  expect(file).toContain("topics:\n  - backups-and-cloud\n  - business-it\n");
  expect(existsSync(path.join(preview.dir, `content/blog/images/${SLUG}.png`))).toBe(true);

  await openWhen(page, `${preview.baseURL}/blog/${SLUG}`, () => expect(page.locator("h1")).toHaveText(TITLE));
  await expect(page.locator("[data-publication=draft]")).toHaveText("Draft: not on the live site");
  // A draft is dated, not yet published.
  await expect(page.locator("article header")).toContainText("Dated ");
  await expect(page.locator("article header")).not.toContainText("Published on");
  // The picture drawn for the post loads.
  const banner = page.locator("article img").first();
  await expect(banner).toBeVisible();
  // The preview draws the picture's sizes while the page is already open: wait for them.
  await openWhen(page, `${preview.baseURL}/blog/${SLUG}`, () =>
    expect.poll(() => banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: 5_000 }).toBe(true),
  );

  await page.goto(`${preview.baseURL}/blog`);
  const card = page.locator("article", { has: page.getByRole("link", { name: TITLE, exact: true }) });
  await expect(card.locator("[data-publication=draft]")).toBeVisible();
  // Its topics' pages list it too.
  await page.goto(`${preview.baseURL}/blog/topics/business-it`);
  await expect(page.getByRole("link", { name: TITLE, exact: true })).toBeVisible();
});

test("npm run new-post refuses an address that is taken", ({ preview }) => {
  const before = newPost(preview.dir, TITLE);
  expect(before.status).not.toBe(0);
  expect(before.stderr).toContain(`content/blog/${SLUG}.mdx already exists`);
  const other = newPost(preview.dir, "WiFi fixes");
  expect(other.status).not.toBe(0);
  expect(other.stderr).toContain("content/blog/wifi-fixes.mdx already exists");
});

test("a post dated in the future is labelled as scheduled", async ({ page, preview }) => {
  const year = Number(londonDate().slice(0, 4)) + 1;
  preview.write("content/blog/preview-scheduled-post.mdx", postFile("preview-scheduled-post", "Next year's backup checklist", { date: `${year}-01-05` }));
  await openWhen(page, `${preview.baseURL}/blog/preview-scheduled-post`, () => expect(page.locator("h1")).toHaveText("Next year's backup checklist"));
  await expect(page.locator("[data-publication=scheduled]")).toHaveText(`Scheduled: goes live on January 5, ${year}`);
  preview.write("content/blog/preview-scheduled-post.mdx", null);
});
