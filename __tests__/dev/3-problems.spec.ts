/**
 * A broken content file while previewing: one clear message in the terminal naming the file
 * and the field or line, no follow-on errors, the problem on the file's page, and the page back
 * by itself once the file is fixed.
 */
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, postFile, previewState, test, type Preview } from "./fixtures";
import type { Page } from "@playwright/test";

const SLUG = "preview-broken-post";
const FILE = `content/blog/${SLUG}.mdx`;
const TITLE = "Laptop batteries that fade too soon";
const good = postFile(SLUG, TITLE);

/** Breaks the open post, checks what the terminal and the page say, then fixes it. */
async function breakAndFix(page: Page, preview: Preview, broken: string, message: RegExp): Promise<void> {
  await expect(page.locator("h1")).toHaveText(TITLE, { timeout: 60_000 });
  const from = preview.terminal().length;
  preview.write(FILE, broken);
  await expect(page.locator("[data-content-problem]")).toContainText(message, { timeout: 60_000 });
  await expect(page.locator("[data-content-problem]")).toContainText(FILE);
  const printed = await preview.waitForTerminal(message, from);
  // Give follow-on errors, if any, time to appear.
  await page.waitForTimeout(3_000);
  const after = preview.terminal().slice(from);
  expect(after.match(/Content file problem/g) ?? []).toHaveLength(1);
  expect(after).not.toMatch(/GraphQL|Cannot query|TypeError|Unexpected Application Error/);
  expect(printed).toContain(FILE);

  preview.write(FILE, good);
  await expect(page.locator("h1")).toHaveText(TITLE, { timeout: 60_000 });
  await expect(page.locator("[data-content-problem]")).toHaveCount(0);
}

test.describe("a broken post", () => {
  test.beforeAll(() => writeFileSync(path.join(previewState().dir, FILE), good));
  test.afterAll(() => rmSync(path.join(previewState().dir, FILE), { force: true }));

  test.beforeEach(async ({ page, preview }) => {
    const until = Date.now() + 60_000;
    do {
      await page.goto(`${preview.baseURL}/blog/${SLUG}`);
      if ((await page.locator("h1").textContent()) === TITLE) break;
      await page.waitForTimeout(1_000);
    } while (Date.now() < until);
  });

  test("without a date", async ({ page, preview }) => {
    await breakAndFix(page, preview, good.replace(/^date: .*\n/m, ""), /preview-broken-post\.mdx: date is missing/);
  });

  test("with draft: \"yes\"", async ({ page, preview }) => {
    await breakAndFix(page, preview, good.replace(/^slug: .*$/m, `$&\ndraft: "yes"`), /draft must be true or false/);
  });

  test("with a title whose closing quote is missing", async ({ page, preview }) => {
    await breakAndFix(page, preview, good.replace(`title: "${TITLE}"`, `title: "${TITLE}`), /title has no closing quote/);
  });

  test("with front matter that is not YAML, named by the line where the problem starts", async ({ page, preview }) => {
    const line = good.split("\n").findIndex((text) => text.startsWith("keywords:")) + 1;
    await breakAndFix(page, preview, good.replace("keywords:\n", "keywords: [unclosed\n"), new RegExp(`front matter is not valid YAML at line ${line}: its value opens a list`));
  });

  test("with a topic that is not one of the blog's, named by its position", async ({ page, preview }) => {
    await breakAndFix(page, preview, good.replace(/^topics:\n(\s+- .*\n)/m, "topics:\n$1  - printers\n"), /the second topic, `printers`, is not one of the blog's topics/);
  });

  test("with MDX that does not compile, named by its line", async ({ page, preview }) => {
    const lines = good.split("\n");
    const line = lines.indexOf("More text.") + 1;
    const broken = good.replace("More text.", "More text {1 +} and more.");
    await breakAndFix(page, preview, broken, new RegExp(`body is not valid MDX at line ${line}, column \\d+`));
  });

  test("using a component posts may not use", async ({ page, preview }) => {
    await breakAndFix(page, preview, good.replace("More text.", "<Carousel slides={3} />"), /body uses <Carousel>/);
  });
});
