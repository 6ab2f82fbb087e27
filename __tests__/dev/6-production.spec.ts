/**
 * What the preview shows as drafts and scheduled posts never reaches a production build: no
 * page, not on /blog, not in the search data, related posts, sitemap or feed. Stops the preview
 * first and builds the same project copy, as an author would after `npm start`.
 */
import { gatsbyBuild } from "../../checks/lib/gatsby-build";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { filesUnder } from "../../gatsby/files";
import { londonDate } from "../../src/lib/publishing";
import { stopPreview } from "../../checks/lib/preview";
import { EDITOR_POST } from "./editor";
import { expect, postFile, previewState, test } from "./fixtures";

const DRAFT = "preview-draft-post";
const SCHEDULED = "preview-scheduled-later";
// Shares keywords with published posts, so it would be picked as a related post if it leaked.
const RELATED = "  - slow wifi fix\n  - router placement tips";

function build(dir: string) {
  return gatsbyBuild(dir, { env: { NODE_ENV: "", INCLUDE_UNPUBLISHED: "" } });
}

/** Every file below `dir`, by its full path. */
const filesBelow = (dir: string) => filesUnder(dir).map((file) => path.join(dir, file));

test.beforeAll(async () => {
  await stopPreview(previewState().pid);
});

test("drafts and scheduled posts are left out of the production build", ({ preview }) => {
  const year = Number(londonDate().slice(0, 4)) + 1;
  // A draft may hold a problem (the editor saves one only as a draft): the build leaves it out and goes on.
  preview.write(`content/blog/${DRAFT}.mdx`, postFile(DRAFT, "A draft about Wi-Fi", { frontmatter: `${RELATED}\ndraft: true`, body: '![A router still to photograph](./images/router-to-photograph.png)\n\n<Callout title="Unfinished">Still being written.' }));
  preview.write(`content/blog/${SCHEDULED}.mdx`, postFile(SCHEDULED, "A scheduled post about Wi-Fi", { date: `${year}-02-01`, frontmatter: RELATED }));

  const result = build(preview.dir);
  expect(result.status, result.log.slice(-3000)).toBe(0);
  expect(result.log).toContain(`content/blog/${DRAFT}.mdx is a draft with a problem, left out of this build`);

  const publicDir = path.join(preview.dir, "public");
  expect(existsSync(path.join(publicDir, "blog/wifi-fixes/index.html")) || existsSync(path.join(publicDir, "blog/wifi-fixes.html"))).toBe(true);
  // The post written in the editor with its toolbar (5-editor.spec.ts) is built like any other,
  // with everything the toolbar put in it and both its pictures.
  const editorPost = readFileSync(path.join(publicDir, `blog/${EDITOR_POST.slug}/index.html`), "utf8");
  expect(editorPost).toContain(EDITOR_POST.title);
  for (const heading of EDITOR_POST.headings) expect(editorPost).toMatch(new RegExp(`<h[23][^>]*>(<a[^>]*>)?[^<]*${heading}`));
  for (const item of EDITOR_POST.listItems) expect(editorPost).toContain(`<li>${item}</li>`);
  expect(editorPost).toMatch(new RegExp(`<a href="/domesticpc"[^>]*>${EDITOR_POST.link.text}</a>`));
  for (const picture of [EDITOR_POST.picture.saved, EDITOR_POST.bodyPicture.upload]) expect(editorPost).toMatch(new RegExp(`/static/[0-9a-f]+/[0-9a-f]+/${picture.replace(/\.png$/, "")}\\.(png|webp)`));
  expect(editorPost).toContain(`alt="${EDITOR_POST.bodyPicture.alt}"`);
  expect(editorPost).toContain(`<figcaption`);
  expect(editorPost).toContain(EDITOR_POST.callout.title);
  expect(editorPost).toMatch(new RegExp(`<a[^>]*href="/contact"[^>]*>${EDITOR_POST.button.label}</a>`));
  const leaks = filesBelow(publicDir)
    .filter((file) => /\.(html|json|xml)$/.test(file))
    .filter((file) => {
      const text = readFileSync(file, "utf8");
      return [DRAFT, SCHEDULED, "spring-clean-your-small-office-network"].some((slug) => text.includes(slug) || file.includes(slug));
    })
    .map((file) => path.relative(publicDir, file));
  // Not a page, not in /blog's page data (the search), related posts, the sitemap or the feed.
  expect(leaks).toEqual([]);
  for (const file of ["sitemap-0.xml", "rss.xml", "page-data/blog/page-data.json"]) {
    expect(existsSync(path.join(publicDir, file)), file).toBe(true);
  }
});
