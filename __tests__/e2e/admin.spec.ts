/**
 * The editor at /admin in the production build: its own page and policy, kept out of search
 * engines, the sitemap and the search, and nothing of it on the public pages.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { filesUnder } from "../../gatsby/files";
import { editorScripts } from "../../checks/lib/editor-scripts";
import { site } from "../../src/config/site";
import { expect, test } from "./fixtures";

const PUBLIC = path.resolve(__dirname, "../../public");

function htmlPages(dir: string): string[] {
  return filesUnder(dir, (file) => file.endsWith(".html") && !/^(admin|page-data|static|_gatsby)\//.test(file)).map((file) => path.join(dir, file));
}

const policyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? "";

test("/admin is the editor's own page: its policy allows eval there only, and it is noindex", async ({ request }) => {
  const response = await request.get("/admin");
  expect(response.status()).toBe(200);
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(response.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  const html = await response.text();
  const policy = policyOf(html);
  expect(policy).toContain("script-src 'self' 'unsafe-eval'");
  expect(policy).toContain("connect-src 'self' blob: https://api.github.com");
  // Built for the live site: no local server on the author's machine.
  expect(policy).not.toContain("127.0.0.1");
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(html).toMatch(/<script type="module" src="\/admin\/cms\.js\?v=[0-9a-f]{12}"><\/script>/);
  const script = await request.get("/admin/cms.js");
  expect(script.headers()["x-robots-tag"]).toBe("noindex, nofollow");
});

test("the editor's first load is at most 1.0 MB compressed, and all its scripts together at most 1.4 MB", async ({ request }) => {
  const scripts = editorScripts(path.join(PUBLIC, "admin"));
  const first = scripts.bytes(scripts.firstLoad).gzip;
  const all = scripts.bytes(scripts.all).gzip;
  expect(first, `cms.js and the chunks it imports: ${(first / 1e6).toFixed(2)} MB gzipped`).toBeLessThanOrEqual(1_000_000);
  expect(all, `every chunk: ${(all / 1e6).toFixed(2)} MB gzipped`).toBeLessThanOrEqual(1_400_000);
  // The later chunks are served as the first load is.
  for (const name of scripts.all) expect((await request.get(`/admin/${name}`)).status(), name).toBe(200);
});

test("no public page loads the editor's code or allows eval, and the sitemap and search leave the editor out", async ({ request }) => {
  const pages = htmlPages(PUBLIC);
  expect(pages.length).toBeGreaterThan(40);
  for (const file of pages) {
    const html = readFileSync(file, "utf8");
    expect(html, file).not.toContain("/admin/cms.js");
    expect(policyOf(html), file).not.toContain("'unsafe-eval'");
  }
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  expect(sitemap).not.toContain("/admin");
  const searchIndex = await (await request.get("/blog/search-index.json")).text();
  expect(searchIndex).not.toContain("/admin");
});

test("the live editor offers GitHub sign-in under the business's name and mark, with no errors under its policy, and says what to set when built without a repository", async ({ page, consoleErrors }) => {
  await page.goto("/admin");
  await expect(page.getByRole("button", { name: /Login with GitHub/i })).toBeVisible({ timeout: 30_000 });
  // The business's name and mark, not Decap's.
  await expect(page.getByRole("img", { name: site.name })).toBeVisible();
  await expect(page).toHaveTitle(`Editor · ${site.name}`);
  // The build under test has no CMS_GITHUB_REPO.
  await expect(page.getByRole("alert").filter({ hasText: "This editor has nowhere to save: the site was built without CMS_GITHUB_REPO." })).toBeVisible();
  expect(consoleErrors.filter((error) => /Content Security Policy|EvalError|Refused/.test(error))).toEqual([]);
});
