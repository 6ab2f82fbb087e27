/**
 * The content schema's rules on every content file, as the build will see it: valid front
 * matter, pictures present and described, no stray braces, slugs unique, each service its own
 * places and labels in the menus, the privacy policy naming what the site keeps in the browser.
 * Which posts exist, their dates and lengths are the authors'.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { readContentFile } from "../../src/lib/front-matter";
import { findDuplicates, missingFiles, referencedImages, serviceMenuIssues, validateFrontmatter, type Collection, type ServiceMenu } from "../../src/lib/content-schema";
import { bodyPictures, bodyStartLine, pictureFiles, pictureIssues } from "../../src/mdx/body-pictures";
import { links } from "../../src/config/navigation";
import { CONSENT_STORAGE_KEY } from "../../src/lib/consent";
import { callbackForm, contactForm } from "../../src/lib/forms";
import { site } from "../../src/config/site";

const root = path.resolve(__dirname, "../../content");

function load(collection: Collection) {
  const dir = path.join(root, collection);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => {
      const file = path.join(dir, name);
      const source = readFileSync(file, "utf8");
      const { frontmatter: data, body: content } = readContentFile(source);
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

  it("gives every post its own slug", () => {
    expect(findDuplicates(posts.map((post) => ({ file: post.file, value: String(post.data.slug) })), "slug")).toEqual([]);
  });
});

describe("the services", () => {
  const services = load("services").filter((service) => service.data.draft !== true);

  it("each take a place and labels of their own in the Services menu, the phone's menu and the footer", () => {
    const entries = services.map((service) => ({ file: service.file, order: Number(service.data.order), menu: service.data.menu as ServiceMenu }));
    expect(serviceMenuIssues(entries)).toEqual([]);
  });
});

/**
 * The business's contact details as site.ts holds them: a content file shows them through
 * `<ContactLinks />` and `<PostalAddress />`, so that a changed number or a move is one change.
 */
const CONTACT_FACTS = [site.address.street, site.address.postcode, ...site.phones.map((phone) => phone.display), site.email.contact, site.email.support];

describe.each(["blog", "services", "pages"] as const)("content/%s", (collection) => {
  it("writes out none of the business's contact details", () => {
    const written = load(collection).flatMap((entry) => CONTACT_FACTS.filter((fact) => entry.source.includes(fact)).map((fact) => `${entry.file}: ${fact}`));
    expect(written).toEqual([]);
  });
});

describe("the privacy policy", () => {
  const policy = load("pages").find((page) => page.data.route === links.terms.to);

  it("names every key the site keeps in the visitor's browser", () => {
    const keys = [CONSENT_STORAGE_KEY, ...[callbackForm, contactForm].map((form) => form.lastSuccess.key)];
    expect(keys.filter((key) => !policy?.content.includes(`\`${key}\``))).toEqual([]);
  });
});
