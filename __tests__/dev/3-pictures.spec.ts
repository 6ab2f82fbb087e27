/**
 * Pictures while previewing: a post's picture, in its front matter or its body, that is missing,
 * renamed away, deleted or not a picture at all shows as the post's problem, and the page comes
 * back by itself once the picture is there again, with no edit to the post.
 */
import { copyFileSync, rmSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, openWhen, postFile, previewState, seconds, test, type Preview } from "./fixtures";

const SLUG = "preview-pictures";
const FILE = `content/blog/${SLUG}.mdx`;
const TITLE = "Paper trays that jam on Mondays";
const IMAGES = "content/blog/images";
const CAPTION = "The tray, with the sheet that jammed.";

/** Puts a picture into the project copy's images folder, under `name`. */
function addPicture(name: string): void {
  const dir = previewState().dir;
  copyFileSync(path.join(dir, IMAGES, "wifi-fixes.png"), path.join(dir, IMAGES, name));
}

/**
 * The open post's page shows `problem`, then, once `fix` has run, turns back into the post by
 * itself (no reload, no edit to the post); the time that took is printed.
 */
async function recovers(page: Page, preview: Preview, problem: RegExp, fix: () => void, what: string): Promise<void> {
  // Until the preview has taken a new file in, its address answers with the preview's own 404 page.
  await openWhen(page, `${preview.baseURL}/blog/${SLUG}`, () => expect(page.locator("[data-content-problem]")).toContainText(problem), 60_000, 10_000);
  await expect(page.locator("[data-content-problem]")).toContainText(FILE);
  const since = Date.now();
  fix();
  await expect(page.locator("h1")).toHaveText(TITLE, { timeout: 30_000 });
  await expect(page.locator("[data-content-problem]")).toHaveCount(0);
  console.log(`Preview timing: the post back ${seconds(since)} s after ${what}, with no edit to it or reload`);
}

test.describe("a post's picture", () => {
  test.afterAll(() => {
    for (const file of [FILE, `${IMAGES}/preview-card.png`, `${IMAGES}/preview-card-old.png`, `${IMAGES}/preview-body.png`]) {
      rmSync(path.join(previewState().dir, file), { force: true });
    }
  });

  test("named in front matter but missing: the problem, then the page once the picture is added", async ({ page, preview }) => {
    preview.write(FILE, postFile(SLUG, TITLE).replace("./images/wifi-fixes.png", "./images/preview-card.png"));
    await recovers(page, preview, /image points at \.\/images\/preview-card\.png, which does not exist/, () => addPicture("preview-card.png"), "the missing picture was added");
  });

  test("renamed away: the problem, then the page once it is renamed back", async ({ page, preview }) => {
    await openWhen(page, `${preview.baseURL}/blog/${SLUG}`, () => expect(page.locator("h1")).toHaveText(TITLE), 60_000, 10_000);
    preview.rename(`${IMAGES}/preview-card.png`, `${IMAGES}/preview-card-old.png`);
    await recovers(page, preview, /image points at \.\/images\/preview-card\.png, which does not exist/, () => preview.rename(`${IMAGES}/preview-card-old.png`, `${IMAGES}/preview-card.png`), "the picture was renamed back");
  });

  test("in the body: shown as a captioned figure; deleted, the problem names its line; restored, the page", async ({ page, preview }) => {
    addPicture("preview-body.png");
    const body = `The opening paragraph.\n\n![A paper tray with one sheet caught in its rollers](./images/preview-body.png "${CAPTION}")`;
    const text = postFile(SLUG, TITLE, { body }).replace("./images/wifi-fixes.png", "./images/preview-card.png");
    preview.write(FILE, text);
    await openWhen(page, `${preview.baseURL}/blog/${SLUG}`, () => expect(page.getByRole("main").locator("figure figcaption")).toHaveText(CAPTION), 60_000, 10_000);
    const picture = page.getByRole("main").locator("figure img");
    await expect(picture).toHaveAttribute("alt", "A paper tray with one sheet caught in its rollers");
    await expect(picture).toHaveAttribute("loading", "lazy");
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    const line = text.split("\n").findIndex((row) => row.includes("preview-body.png")) + 1;
    preview.write(`${IMAGES}/preview-body.png`, null);
    await recovers(page, preview, new RegExp(`${SLUG}\\.mdx:${line}: picture \\./images/preview-body\\.png does not exist`), () => addPicture("preview-body.png"), "the deleted body picture was restored");
    await expect(page.getByRole("main").locator("figure figcaption")).toHaveText(CAPTION);
  });

  test("replaced by a file that is not a picture: the problem, then the page once a picture is back", async ({ page, preview }) => {
    await openWhen(page, `${preview.baseURL}/blog/${SLUG}`, () => expect(page.locator("h1")).toHaveText(TITLE), 60_000, 10_000);
    preview.write(`${IMAGES}/preview-card.png`, "<!doctype html><title>Not found</title>\n");
    await recovers(page, preview, /image \.\/images\/preview-card\.png cannot be read as a picture \(its contents are in no picture format\): save it again as a PNG, JPEG, WebP or AVIF file/, () => addPicture("preview-card.png"), "a picture replaced the file that was not one");
  });
});
