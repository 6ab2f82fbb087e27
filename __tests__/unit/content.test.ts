/**
 * Every content file as the build will see it: valid frontmatter, images present, routes and
 * slugs unique, and the spec's list of posts and service pages all there.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { findDuplicates, missingFiles, referencedImages, validateFrontmatter, type Collection } from "../../src/lib/content-schema";
import { bodyPictures, bodyStartLine, pictureFiles, pictureIssues } from "../../src/mdx/body-pictures";
import { SPEC_SLUGS } from "../spec-slugs";

const root = path.resolve(__dirname, "../../content");

function load(collection: Collection) {
  const dir = path.join(root, collection);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => {
      const file = path.join(dir, name);
      const source = readFileSync(file, "utf8");
      const { data, content } = matter(source);
      return { file: path.relative(path.resolve(root, ".."), file), name: name.replace(/\.mdx$/, ""), dir, data, content, source };
    });
}


describe.each(["blog", "services", "pages"] as const)("content/%s", (collection) => {
  const files = load(collection);

  it.each(files.map((entry) => [entry.file, entry] as const))("%s is valid", (_file, entry) => {
    const pictures = bodyPictures(entry.content, bodyStartLine(entry.source, entry.content));
    const exists = (relative: string) => existsSync(path.resolve(entry.dir, relative));
    const issues = [
      ...validateFrontmatter(collection, entry.data, entry.file, { name: entry.name }),
      ...missingFiles(entry.file, referencedImages(entry.data), exists),
      ...pictureIssues(entry.file, pictures, `content/${collection}/images`),
      ...missingFiles(entry.file, pictureFiles(pictures), exists),
    ];
    expect(issues).toEqual([]);
  });

  it("has no unescaped braces outside component attributes", () => {
    for (const entry of files) {
      const stray = entry.content.split("\n").filter((line) => /(^|[^\\])[{}]/.test(line) && !/^\s*</.test(line));
      expect({ file: entry.file, stray }).toEqual({ file: entry.file, stray: [] });
    }
  });
});

describe("the blog", () => {
  const posts = load("blog");

  it("has the spec's 28 posts listed and the unlisted cybersecurity-for-smes, slugs unique", () => {
    const listed = posts.filter((post) => post.data.listed !== false).map((post) => post.name);
    for (const slug of SPEC_SLUGS) expect(listed).toContain(slug);
    expect(posts.find((post) => post.name === "cybersecurity-for-smes")?.data.listed).toBe(false);
    expect(findDuplicates(posts.map((post) => ({ file: post.file, value: String(post.data.slug) })), "slug")).toEqual([]);
  });

  it("dates the posts in the spec's order: first eleven May to July 2025, newest 28 October 2025", () => {
    const iso = (name: string) => new Date(posts.find((post) => post.name === name)!.data.date).toISOString().slice(0, 10);
    const dates = SPEC_SLUGS.map(iso);
    expect([...dates].sort()).toEqual(dates);
    expect(dates.slice(0, 11).every((date) => date >= "2025-05-01" && date <= "2025-07-31")).toBe(true);
    expect(dates.slice(11).every((date) => date >= "2025-07-01" && date <= "2025-10-31")).toBe(true);
    expect(dates[dates.length - 1]).toBe("2025-10-28");
  });

  // The specification's articles are long-form; how long a new post is, is its author's call.
  it.each(posts.filter((post) => (SPEC_SLUGS as readonly string[]).includes(post.name)).map((post) => [post.name, post] as const))("%s is long-form with at least three headings", (_name, post) => {
    expect(post.content.split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(800);
    expect(post.content.match(/^##\s/gm)?.length ?? 0).toBeGreaterThanOrEqual(3);
  });
});

describe("the service pages", () => {
  it("cover the seven routes once each, in the header's order", () => {
    const services = load("services").sort((a, b) => a.data.order - b.data.order);
    expect(services.map((service) => service.data.route)).toEqual([
      "/domesticpc", "/custom-built-pc", "/refurbished-pc", "/pc-upgrades", "/micro-it-support-plan", "/businessit", "/webdev",
    ]);
  });
});
