/**
 * Pictures while previewing: a post's picture, in its front matter or its body, that is missing,
 * renamed away, deleted or not a picture at all shows as the post's problem, and the page comes
 * back by itself once the picture is there again, with no edit to the post.
 */
import { copyFileSync, existsSync, rmSync } from "node:fs";
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

/** The sizes of `picture` that the post's page data names, once it names some, and none of them made yet. */
async function sizesNotMade(preview: Preview, slug: string, picture: string): Promise<string[]> {
  const sizes = new RegExp(`/static/[0-9a-f]+/[0-9a-f]+/${path.basename(picture, ".png")}\\.(?:png|webp|avif)`, "g");
  let named: string[] = [];
  await expect
    .poll(async () => {
      const response = await fetch(`${preview.baseURL}/page-data/blog/${slug}/page-data.json`);
      named = response.ok ? [...new Set((await response.text()).match(sizes) ?? [])] : [];
      return named.length;
    }, { timeout: 60_000 })
    .toBeGreaterThan(0);
  return named.filter((url) => !existsSync(path.join(preview.dir, "public", url)));
}

/** A post showing `name` as its picture, added with the picture; `steps` may rename it to `away`; all are removed after. */
async function withPicturePost(preview: Preview, slug: string, name: string, steps: (picture: string, away: string) => Promise<void>): Promise<void> {
  const file = `content/blog/${slug}.mdx`;
  const picture = `${IMAGES}/${name}`;
  const away = picture.replace(/\.png$/, "-old.png");
  addPicture(name);
  preview.write(file, postFile(slug, "A picture that goes away").replace("./images/wifi-fixes.png", `./images/${name}`));
  try {
    await steps(picture, away);
  } finally {
    for (const one of [file, picture, away]) rmSync(path.join(preview.dir, one), { force: true });
  }
}

test("a size of a picture asked for once the picture is renamed away: not found, and the preview carries on (race 9, gatsby/overrides/lost-changes.ts)", async ({ preview }) => {
  // Gatsby makes a picture's sizes when the browser first asks for each; this asks for one the
  // picture's page data names but nobody has asked for yet, after the picture has gone.
  await withPicturePost(preview, "preview-gone-picture", "preview-gone.png", async (picture, away) => {
    const [size] = await sizesNotMade(preview, "preview-gone-picture", picture);
    expect(size, "a size not made yet").toBeTruthy();
    const printed = preview.terminal().length;
    preview.rename(picture, away);
    expect((await fetch(`${preview.baseURL}${size}`)).status).toBe(404);
    await preview.waitForTerminal(/a size of a picture that is no longer there or cannot be read/, printed, 10_000);
    expect((await fetch(`${preview.baseURL}/`)).status).toBe(200);
    preview.rename(away, picture);
    expect((await fetch(`${preview.baseURL}${size}`)).status).toBe(200);
  });
});

test("sizes of a picture renamed away while they are being made: made, and the preview carries on (race 10, gatsby/overrides/lost-changes.ts)", async ({ preview }) => {
  // Every size asked for at once: sharp makes one at a time, so when the first is answered the
  // others are queued, each with the picture's hash taken, and the picture goes before their turn.
  await withPicturePost(preview, "preview-going-picture", "preview-going.png", async (picture, away) => {
    const sizes = await sizesNotMade(preview, "preview-going-picture", picture);
    expect(sizes.length, "sizes not made yet").toBeGreaterThan(2);
    const answers = sizes.map((size) => fetch(`${preview.baseURL}${size}`).then((response) => response.status));
    await Promise.race(answers);
    preview.rename(picture, away);
    // A size whose request came after the rename is race 9's, answered "not found".
    const statuses = await Promise.all(answers);
    expect(statuses.every((status) => status === 200 || status === 404), statuses.join(", ")).toBe(true);
    expect(statuses.filter((status) => status === 200).length, statuses.join(", ")).toBeGreaterThan(1);
    expect((await fetch(`${preview.baseURL}/`)).status).toBe(200);
  });
});
