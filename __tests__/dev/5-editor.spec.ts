/**
 * Writing in the editor at /admin as an author does (the preview of `npm run cms`, saving
 * through decap-server into the copy): a new post through the form, a switch, the site's own
 * preview in the pane, an MDX mistake shown there, and what the build would refuse refused
 * before it is saved. The post written here stays: 6-production.spec.ts builds it.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import matter from "gray-matter";
import { NEW_POST_PROMPTS, validateFrontmatter } from "../../src/lib/content-schema";
import { slugFromTitle } from "../../src/lib/slug";
import { theme } from "../../src/styles/theme";
import { EDITOR_POST, openEditor, openEntry, publish, replaceText, titleField } from "./editor";
import { expect, openWhen, test } from "./fixtures";

const FILE = `content/blog/${EDITOR_POST.slug}.mdx`;
const SUMMARY = "Why office printers jam, and the checks that stop most jams before anyone is called out: paper, rollers, settings and drivers.";
const BODY = [
  "Most jams start with the paper, not the printer.",
  "",
  "| Check | Time |",
  "| --- | --- |",
  "| Paper stored flat and dry | 1 minute |",
  "| Rollers cleaned | 10 minutes |",
  "",
  '<Callout title="Before you call us">Switch the printer off, take out the paper tray and look for torn scraps.</Callout>',
  "",
];

/** The body's editor: a plain text area, the MDX exactly as typed. */
const bodyEditor = (page: import("@playwright/test").Page) => page.getByLabel("Body", { exact: true });
/** Screenshots of the editor, for docs/authoring.md and the issue notes (not compared). */
const SHOTS = path.resolve(__dirname, "../../.reports/screenshots");
const shoot = async (page: import("@playwright/test").Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
};

/** A PNG's width in pixels, from its header. */
const pngWidth = (file: string) => readFileSync(file).readUInt32BE(16);

/** The natural width of the picture field's thumbnail (not that of Decap's empty placeholder while it loads). */
const thumbnailWidth = (page: import("@playwright/test").Page) =>
  page.locator('img[role="presentation"]').first().evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)).catch(() => 0);

/** The preview pane, a frame of its own. */
const pane = (page: import("@playwright/test").Page) => page.frameLocator("iframe").first();

test.describe.configure({ mode: "serial" });

test("a post written through the form is a file the build accepts, with its picture beside it, and the preview shows it", async ({ page, preview }) => {
  test.setTimeout(5 * 60_000);
  const started = Date.now();
  await openEditor(page, preview.baseURL);
  await page.goto(`${preview.baseURL}/admin/#/collections/blog/new`);
  await expect(titleField(page)).toBeEditable({ timeout: 60_000 });
  console.log(`Editor timing: a new post's form editable ${((Date.now() - started) / 1000).toFixed(1)} s after opening /admin/`);

  await titleField(page).fill(EDITOR_POST.title);
  // The address is left empty: the editor makes it from the title when the post is published.
  await expect(page.getByLabel("Address (optional)", { exact: true })).toHaveValue("");
  expect(slugFromTitle(EDITOR_POST.title)).toBe(EDITOR_POST.slug);
  await page.getByLabel("Publication date", { exact: true }).fill("2025-11-20");
  await page.getByLabel("Summary", { exact: true }).fill(SUMMARY);

  // The picture, uploaded through the media library.
  const upload = path.join(mkdtempSync(path.join(tmpdir(), "editor-upload-")), `${EDITOR_POST.slug}.png`);
  copyFileSync(path.join(preview.dir, "content/blog/images/wifi-fixes.png"), upload);
  await page.getByRole("button", { name: "Choose an image" }).first().click();
  await page.getByRole("dialog").locator('input[type="file"]').setInputFiles(upload);
  await page.getByRole("button", { name: "Choose selected" }).click();
  // The fresh upload's thumbnail, drawn from the picture itself.
  await expect.poll(() => thumbnailWidth(page), { timeout: 15_000 }).toBe(pngWidth(upload));
  await page.getByLabel("Picture description (alt text)", { exact: true }).fill("A printer with a sheet of paper folded in its rollers");

  await page.getByRole("button", { name: "Add search phrases" }).click();
  await page.getByLabel("Keyword", { exact: true }).last().fill("printer keeps jamming");
  await page.getByRole("combobox", { name: "Topics" }).click();
  // Topics are offered by the names readers see; the file gets the topic's address.
  await page.getByRole("option", { name: "PCs and hardware" }).click();

  await bodyEditor(page).click();
  await page.keyboard.type(BODY.join("\n"));
  await publish(page);
  await expect(page).toHaveURL(new RegExp(`#/collections/blog/entries/${EDITOR_POST.slug}$`));

  const text = preview.read(FILE);
  const { data, content } = matter(text);
  expect(validateFrontmatter("blog", data, FILE, { name: EDITOR_POST.slug })).toEqual([]);
  expect(text.split("\n---\n")[0]).toBe(
    [
      "---",
      `title: "${EDITOR_POST.title}"`,
      `slug: ${EDITOR_POST.slug}`,
      "date: 2025-11-20",
      `summary: "${SUMMARY}"`,
      `image: ./images/${EDITOR_POST.slug}.png`,
      'imageAlt: "A printer with a sheet of paper folded in its rollers"',
      "keywords:",
      "  - printer keeps jamming",
      "topics:",
      "  - pcs-and-hardware",
    ].join("\n"),
  );
  expect(content.trim()).toBe(BODY.join("\n").trim());
  expect(existsSync(path.join(preview.dir, "content/blog/images", `${EDITOR_POST.slug}.png`))).toBe(true);

  await openWhen(page, `${preview.baseURL}/blog/${EDITOR_POST.slug}`, () => expect(page.getByRole("heading", { level: 1 })).toHaveText(EDITOR_POST.title));
  await expect(page.getByRole("main").locator("table")).toContainText("Rollers cleaned");
  await expect(page.getByRole("main").locator("aside", { hasText: "Before you call us" })).toBeVisible();
});

test("draft is a switch: turning it on adds that one line", async ({ page, preview }) => {
  const before = preview.read(FILE);
  await openEditor(page, preview.baseURL);
  await openEntry(page, preview.baseURL, "blog", EDITOR_POST.slug);
  await page.getByRole("switch", { name: /^Draft/ }).click();
  await publish(page);
  const after = preview.read(FILE);
  expect(after.split("\n").filter((line, index) => line !== before.split("\n")[index])[0]).toBe("draft: true");
  expect(after.replace("draft: true\n", "")).toBe(before);
  // Back to published, for the production build of 6-production.spec.ts.
  preview.write(FILE, before);
});

test("the pane shows the post with the site's template and styles, a Callout included", async ({ page, preview }) => {
  await openEditor(page, preview.baseURL);
  await openEntry(page, preview.baseURL, "blog", EDITOR_POST.slug);
  await expect(pane(page).getByRole("heading", { level: 1 })).toHaveText(EDITOR_POST.title);
  const callout = pane(page).locator("aside", { hasText: "Before you call us" });
  await expect(callout).toBeVisible();
  const amber = await page.evaluate((hex) => {
    const probe = document.createElement("div");
    probe.style.color = hex;
    document.body.append(probe);
    const rgb = getComputedStyle(probe).color;
    probe.remove();
    return rgb;
  }, theme.colors.amber);
  await expect(callout).toHaveCSS("border-left-color", amber);
  await expect(pane(page).locator("table")).toContainText("Paper stored flat and dry");
});

test("the picture field shows the post's own picture as a thumbnail", async ({ page, preview }) => {
  await openEditor(page, preview.baseURL);
  await shoot(page, "editor-list-1280");
  await openEntry(page, preview.baseURL, "blog", "wifi-fixes");
  await expect.poll(() => thumbnailWidth(page), { timeout: 15_000 }).toBe(pngWidth(path.join(preview.dir, "content/blog/images/wifi-fixes.png")));
  await expect(pane(page).getByRole("heading", { level: 1 })).toBeVisible();
  await shoot(page, "editor-post-1280");
});

test("on a phone (375 px) an author opens a post, changes a word, sees it in the preview and publishes, with nothing off screen", async ({ page, preview }) => {
  const phone = { width: 375, height: 740 };
  await page.setViewportSize(phone);
  const before = preview.read(FILE);
  await openEditor(page, preview.baseURL);
  await shoot(page, "editor-list-375");
  await openEntry(page, preview.baseURL, "blog", EDITOR_POST.slug);
  await expect.poll(() => thumbnailWidth(page), { timeout: 15_000 }).toBeGreaterThan(0);
  const title = `${EDITOR_POST.title}, solved`;
  await replaceText(page, "Title", title);
  await expect(pane(page).getByRole("heading", { level: 1 })).toHaveText(title, { timeout: 30_000 });
  const onScreen = async (name: string, box: { x: number; y: number; width: number; height: number } | null) => {
    expect(box, `${name} is drawn`).not.toBeNull();
    expect(box!.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${name} ends on screen`).toBeLessThanOrEqual(phone.width);
    expect(box!.y + Math.min(box!.height, 40), `${name} is in view`).toBeLessThanOrEqual(phone.height);
  };
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll, "the page does not scroll sideways").toBeLessThanOrEqual(widths.client);
  await onScreen("Publish", await page.getByRole("button", { name: "Publish", exact: true }).boundingBox());
  await onScreen("the title field", await titleField(page).boundingBox());
  await onScreen("the preview", await page.locator("iframe").first().boundingBox());
  await shoot(page, "editor-edit-375");
  await publish(page);
  expect(preview.read(FILE)).toBe(before.replace(`title: "${EDITOR_POST.title}"`, `title: "${title}"`));
  // Back as it was, for the production build of 6-production.spec.ts.
  preview.write(FILE, before);
});

test("an MDX mistake shows in the pane with its file and line, and the editor carries on", async ({ page, preview, consoleProblems }) => {
  await openEditor(page, preview.baseURL);
  await openEntry(page, preview.baseURL, "blog", EDITOR_POST.slug);
  await bodyEditor(page).click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type("\n<Callout title=\"Unclosed\">This callout is never closed.\n");
  const problem = pane(page).getByText(new RegExp(`${FILE.replace(/[.]/g, "\\.")}: body is not valid MDX at line \\d+`));
  await expect(problem).toBeVisible({ timeout: 30_000 });
  // MDX's own words name the tag's place too ("... (19:32-19:58) ..."), counted in the file as
  // the message's line is, not from the top of the body.
  const text = (await problem.textContent()) ?? "";
  const line = Number(/at line (\d+)/.exec(text)?.[1]);
  const inner = Number(/\((\d+):\d+(?:-\d+:\d+)?\)/.exec(text)?.[1]);
  expect(Math.abs(inner - line), `MDX's place (line ${inner}) against the message's line ${line}: ${text}`).toBeLessThanOrEqual(1);
  // Still an editor: the title can be changed and the pane follows it.
  await replaceText(page, "Title", "Printer jams, still editable");
  await expect(pane(page).getByRole("heading", { level: 1 })).toHaveText("Printer jams, still editable", { timeout: 30_000 });
  expect(consoleProblems.filter((problem) => /page error/.test(problem))).toEqual([]);
  expect(preview.read(FILE)).toContain(`title: "${EDITOR_POST.title}"`);
});

test("a picture path typed into the body asks for nothing until it names a picture file, and a missing one is named in the pane in the build's words", async ({ page, preview }) => {
  const asked: string[] = [];
  const failed: string[] = [];
  page.on("request", (request) => {
    const body = request.postData() ?? "";
    if (body.includes('"getMediaFile"')) asked.push(String((JSON.parse(body) as { params?: { path?: string } }).params?.path));
  });
  page.on("response", (response) => {
    if (response.status() >= 500) failed.push(`${response.status()} ${response.url()}`);
  });
  await openEditor(page, preview.baseURL);
  await openEntry(page, preview.baseURL, "blog", EDITOR_POST.slug);
  await expect(pane(page).getByRole("heading", { level: 1 })).toHaveText(EDITOR_POST.title);
  asked.length = 0;
  failed.length = 0;
  await bodyEditor(page).click();
  await page.keyboard.press("Control+End");
  // Typed a key at a time, as an author types it.
  await page.keyboard.type("\n![A paper tray with a jammed sheet](./images/no-such-tray.png)\n", { delay: 20 });
  const problem = pane(page).getByText(/content\/blog\/printer-jams-in-small-offices\.mdx:\d+: picture \.\/images\/no-such-tray\.png does not exist: put the file in content\/blog\/images\/ or correct its name/);
  await expect(problem).toBeVisible({ timeout: 30_000 });
  expect(asked, "only the whole path was looked up").toEqual(["content/blog/images/no-such-tray.png"]);
  expect(failed.length, `server errors while typing: ${failed.join(", ")}`).toBeLessThanOrEqual(1);

  // Named right, the picture is drawn in its place from the file.
  const typed = await bodyEditor(page).inputValue();
  await bodyEditor(page).fill(typed.replace("./images/no-such-tray.png", "./images/wifi-fixes.png"));
  await expect(problem).toBeHidden({ timeout: 30_000 });
  const drawn = pane(page).locator('img[alt="A paper tray with a jammed sheet"]').last();
  await expect.poll(() => drawn.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)).catch(() => 0), { timeout: 15_000 }).toBeGreaterThan(0);
  expect(failed.length, `server errors: ${failed.join(", ")}`).toBeLessThanOrEqual(1);
});

test("what the build would refuse is refused in the form, with the build's message", async ({ page, preview }) => {
  await openEditor(page, preview.baseURL);
  // A field's own rule, from the schema: the address.
  await page.goto(`${preview.baseURL}/admin/#/collections/blog/new`);
  await expect(titleField(page)).toBeEditable({ timeout: 60_000 });
  await page.getByLabel("Address (optional)", { exact: true }).fill("Printer Jams");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Address didn't match the pattern: must be URL-safe: lower-case letters, digits and single hyphens.")).toBeVisible();

  // A rule across fields, checked before the save as the build checks it.
  const before = preview.read("content/blog/wifi-fixes.mdx");
  await openEntry(page, preview.baseURL, "blog", "wifi-fixes");
  await replaceText(page, "Summary", NEW_POST_PROMPTS.summary);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText(/content\/blog\/wifi-fixes\.mdx: summary still holds the new-post prompt/)).toBeVisible({ timeout: 30_000 });
  expect(preview.read("content/blog/wifi-fixes.mdx")).toBe(before);
  expect(readFileSync(path.join(preview.dir, "content/blog/wifi-fixes.mdx"), "utf8")).toBe(before);
});
