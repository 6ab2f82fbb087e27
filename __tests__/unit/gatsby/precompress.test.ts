import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { copyProblems, precompress } from "../../../gatsby/precompress";

let dir: string;
let publicDir: string;
let cacheDir: string;
const write = (file: string, text: string | Buffer) => {
  mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
  writeFileSync(path.join(publicDir, file), text);
};
const read = (file: string) => readFileSync(path.join(publicDir, file));

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "precompress-"));
  publicDir = path.join(dir, "public");
  cacheDir = path.join(dir, "cache");
  write("app-1.js", "console.log('the site');\n".repeat(50));
  write("styles.css", "body { margin: 0; }\n");
  write("pagefind/pagefind.js", "export const search = 1;\n");
  write("index.html", "<!doctype html>");
  write("admin/cms.js", "the editor, new");
  // What a build before left: the editor's copy from an older bundle, and a copy whose script has gone.
  write("admin/cms.js.gz", gzipSync("the editor, old"));
  write("app-0.js.gz", gzipSync("a script of the build before"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("compressed copies of the build's scripts and style sheets", () => {
  test("every script and style sheet gets a copy holding exactly it; stale and orphaned copies go; the editor is left to the host", async () => {
    expect(copyProblems(publicDir)).toEqual([
      "app-0.js.gz has no app-0.js beside it",
      "app-1.js has no compressed copy",
      "pagefind/pagefind.js has no compressed copy",
      "styles.css has no compressed copy",
      "admin/ holds compressed copies, though it is left to the host's compression",
    ]);
    await precompress(publicDir, cacheDir);
    expect(copyProblems(publicDir)).toEqual([]);
    expect(gunzipSync(read("app-1.js.gz")).equals(read("app-1.js"))).toBe(true);
    expect(readdirSync(path.join(publicDir, "admin"))).toEqual(["cms.js"]);
    expect(readdirSync(publicDir)).not.toContain("app-0.js.gz");
    expect(readdirSync(publicDir)).not.toContain("index.html.gz");
  });

  test("a content already compressed comes from the cache; a changed file gets a new copy; the cache keeps only what the build uses", async () => {
    await precompress(publicDir, cacheDir);
    const made = new Map(readdirSync(cacheDir).map((name) => [name, statSync(path.join(cacheDir, name)).mtimeMs]));
    expect(made.size).toBe(3);
    write("styles.css", "body { margin: 1rem; }\n");
    await precompress(publicDir, cacheDir);
    expect(gunzipSync(read("styles.css.gz")).toString()).toBe("body { margin: 1rem; }\n");
    expect(copyProblems(publicDir)).toEqual([]);
    const now = readdirSync(cacheDir);
    expect(now).toHaveLength(3);
    const kept = now.filter((name) => made.has(name));
    expect(kept).toHaveLength(2);
    // The copies of the unchanged files were not made again.
    for (const name of kept) expect(statSync(path.join(cacheDir, name)).mtimeMs).toBe(made.get(name));
  });
});
