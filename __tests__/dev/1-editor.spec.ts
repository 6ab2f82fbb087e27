/**
 * The editor changes nothing it was not asked to change (runs first, on the content as
 * committed). Decap saves only a changed entry, so for a file of each collection its title and a
 * word of its body are changed and saved through the editor, which must change those two lines
 * and nothing else, and then changed back and saved again, which must give the file back byte
 * for byte; at the
 * end git finds nothing changed. The file format does the same for every file of content/ in
 * __tests__/unit/admin/format.test.ts; here it is the editor in a browser that does it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { Page } from "@playwright/test";
import { expect, openWhen, previewState, test } from "./fixtures";
import { bodyEditor, bodyText, cursorAtEndOf, git, openEditor, openEntry, publish, replaceText, titleField } from "./editor";

const { dir } = previewState();
const files = git(dir, "ls-files", "content")
  .split("\n")
  .filter((file) => file.endsWith(".mdx"));

test("the editor opens without signing in, listing every post, service and text page", async ({ page, preview }) => {
  const seconds = await openEditor(page, preview.baseURL);
  console.log(`Editor timing: list of posts ${seconds.toFixed(1)} s after opening /admin/ (bundle built on first request)`);
  for (const collection of ["blog", "services", "pages"]) {
    const count = files.filter((file) => file.startsWith(`content/${collection}/`)).length;
    await page.goto(`${preview.baseURL}/admin/#/collections/${collection}`);
    await expect(page.locator(`a[href^="#/collections/${collection}/entries/"]`)).toHaveCount(count, { timeout: 30_000 });
  }
});

test("the editor's local server, which saves files with no sign-in, listens on 127.0.0.1 only", ({ preview }) => {
  const port = preview.cmsPort!;
  expect(port).toBeGreaterThan(0);
  // The kernel's table of sockets: local address (hex, little-endian IPv4) and port, state 0A = listening.
  const listening = ["/proc/net/tcp", "/proc/net/tcp6"].flatMap((table) =>
    readFileSync(table, "utf8")
      .split("\n")
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === "0A" && fields[1]?.endsWith(`:${port.toString(16).toUpperCase().padStart(4, "0")}`))
      .map((fields) => fields[1].split(":")[0]),
  );
  expect(listening).toEqual(["0100007F"]);
});

/** A file of each collection: the longest, with the most in its front matter and body. */
const sample = ["blog", "services", "pages"].map((collection) =>
  files.filter((file) => file.startsWith(`content/${collection}/`)).sort((a, b) => readFileSync(path.join(dir, b)).length - readFileSync(path.join(dir, a)).length)[0],
);

test.describe("a file of each collection, edited and undone through the editor", () => {
  test.describe.configure({ timeout: 10 * 60_000 });

  test("changes only the edited title's line and the body's one line with a word added, then gives the file back byte for byte; git diff is empty", async ({ page, preview }) => {
    expect(git(dir, "status", "--porcelain", "content")).toBe("");
    await openEditor(page, preview.baseURL);
    let slowest = 0;
    for (const file of sample) {
      const started = Date.now();
      const [, collection, name] = /^content\/([^/]+)\/(.+)\.mdx$/.exec(file)!;
      const before = readFileSync(path.join(dir, file), "utf8");
      // The body's first line of prose, counted as the body field counts its lines.
      const body = matter(before).content.replace(/^\n+/, "").split("\n");
      const prose = body.findIndex((line) => /^[A-Za-z]/.test(line));
      const toProse = async () => {
        await bodyEditor(page).click();
        await cursorAtEndOf(page, prose + 1);
      };
      await openEntry(page, preview.baseURL, collection, name);
      const title = await titleField(page).inputValue();
      await replaceText(page, "Title", `${title} (edited)`);
      // And a word added to the body.
      await toProse();
      await page.keyboard.type(" Today");
      await publish(page);
      // "View Live" opens the entry's own page in the preview that serves the editor.
      const route = collection === "blog" ? `/blog/${name}` : String(matter(before).data.route);
      await expect(page.getByRole("link", { name: /View Live/ }), file).toHaveAttribute("href", `${preview.baseURL}${route}`);
      const edited = readFileSync(path.join(dir, file), "utf8");
      const changed = edited.split("\n").filter((line, index) => line !== before.split("\n")[index]);
      expect(changed, file).toEqual([`title: ${JSON.stringify(`${title} (edited)`)}`, `${body[prose]} Today`]);
      expect(edited.split("\n").length, file).toBe(before.split("\n").length);

      await openEntry(page, preview.baseURL, collection, name);
      await replaceText(page, "Title", title);
      await toProse();
      for (const _letter of " Today") await page.keyboard.press("Backspace");
      await publish(page);
      expect(readFileSync(path.join(dir, file), "utf8") === before, `${file} is not byte for byte the same after the edit was undone`).toBe(true);
      slowest = Math.max(slowest, Date.now() - started);
    }
    expect(git(dir, "diff", "--stat")).toBe("");
    // The preview has taken in the last save too, before the next specs open page after page
    // (a page request while Gatsby gathers a change can drop it: gatsby/overrides/lost-changes.ts).
    const last = sample[sample.length - 1];
    await shownAsSaved(page, preview.baseURL, last, readFileSync(path.join(dir, last), "utf8"));
    console.log(`Editor round trip: ${sample.join(", ")}, each edited and undone, all byte for byte as before; slowest ${(slowest / 1000).toFixed(1)} s`);
  });
});

/** Waits until the preview shows the content file's page with the title `text` gives it. */
async function shownAsSaved(page: Page, baseURL: string, file: string, text: string): Promise<void> {
  const { data } = matter(text);
  const route = file.startsWith("content/blog/") ? `/blog/${String(data.slug)}` : String(data.route);
  await openWhen(page, `${baseURL}${route}`, () => expect(page.getByRole("heading", { level: 1 })).toHaveText(String(data.title)));
}

test("files saved on Windows (CRLF), and with a byte-order mark too, are listed, open with every field, and keep how they were saved", async ({ page, preview }) => {
  const post = "content/blog/wifi-fixes.mdx";
  const service = files.find((file) => file.startsWith("content/services/"))!;
  const cases = [
    { file: post, bom: false },
    { file: service, bom: true },
  ];
  const originals = new Map(cases.map(({ file }) => [file, preview.read(file)]));
  try {
    for (const { file, bom } of cases) preview.write(file, `${bom ? "\uFEFF" : ""}${originals.get(file)!.replace(/\n/g, "\r\n")}`);
    await openEditor(page, preview.baseURL);
    for (const collection of ["blog", "services"]) {
      await page.goto(`${preview.baseURL}/admin/#/collections/${collection}`);
      await expect(page.locator(`a[href^="#/collections/${collection}/entries/"]`)).toHaveCount(files.filter((file) => file.startsWith(`content/${collection}/`)).length, { timeout: 30_000 });
    }
    for (const { file, bom } of cases) {
      const [, collection, name] = /^content\/([^/]+)\/(.+)\.mdx$/.exec(file)!;
      const saved = preview.read(file);
      const { data, content } = matter(originals.get(file)!);
      await openEntry(page, preview.baseURL, collection, name);
      await expect(titleField(page), file).toHaveValue(String(data.title));
      await expect.poll(() => bodyText(page), { message: file }).toBe(content.replace(/^\n+/, "").replace(/\r\n/g, "\n"));
      await replaceText(page, "Title", `${String(data.title)} (edited)`);
      await publish(page);
      const edited = preview.read(file);
      expect(edited.startsWith("\uFEFF"), `${file} keeps its byte-order mark, or has none`).toBe(bom);
      expect(edited.replace(/\r\n/g, ""), `${file} keeps Windows line endings on every line`).not.toContain("\n");
      const lines = (text: string) => text.replace(/^\uFEFF/, "").split("\r\n");
      expect(lines(edited).filter((line, index) => line !== lines(saved)[index]), file).toEqual([`title: ${JSON.stringify(`${String(data.title)} (edited)`)}`]);
    }
  } finally {
    for (const [file, text] of originals) preview.write(file, text);
  }
  expect(git(dir, "status", "--porcelain", "content")).toBe("");
  // The preview takes the files back in, before the next specs open page after page.
  for (const [file, text] of originals) await shownAsSaved(page, preview.baseURL, file, text);
});
