/**
 * The content as an author wrote it, for tests that must keep passing when it changes: the
 * blog's posts in content/blog (added, dated in a new year or removed; the specification's slugs
 * are a list that must exist, not the whole list) and the services in content/services, with
 * their places and labels in the menus (__tests__/services.ts, shared with the unit tests).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { londonDate } from "../../src/lib/publishing";
import { SPEC_SLUGS } from "../spec-slugs";

export { SPEC_SLUGS };
export { FOOTER_SERVICES, SERVICE_MENU, SERVICES, serviceFiles } from "../services";

export interface AuthoredPost {
  slug: string;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  topics: string[];
  listed: boolean;
  summary: string;
  /** The MDX body as written (front matter left out). */
  body: string;
}

const dir = path.resolve(__dirname, "../../content/blog");

/** Every post a production build publishes (not a draft, not dated after today), newest first. */
export const publishedPosts: AuthoredPost[] = readdirSync(dir)
  .filter((name) => name.endsWith(".mdx"))
  .map((name) => {
    const { data, content } = matter(readFileSync(path.join(dir, name), "utf8"));
    const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date);
    return { slug: name.replace(/\.mdx$/, ""), title: String(data.title), date, topics: (data.topics ?? []) as string[], listed: data.listed !== false, summary: String(data.summary ?? ""), body: content, draft: data.draft === true };
  })
  .filter((post) => !post.draft && post.date <= londonDate())
  .map(({ draft: _draft, ...post }) => post)
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

/** The published posts on /blog, in the search and the feed (not `listed: false`). */
export const listedPosts = publishedPosts.filter((post) => post.listed);

/**
 * Every route in the spec's table, with the heading that identifies it. Each is loaded at both
 * widths, and checked for its status, its heading, its fit and its policy, by hardening.spec.ts (page loads).
 */
export const SPEC_ROUTES: ReadonlyArray<[string, string]> = [
  ["/", "Empowering Your Future with Technology"],
  ["/about", "About us"],
  ["/contact", "Contact Us"],
  ["/payment", "Payment"],
  ["/domesticpc", "Domestic PC Services"],
  ["/businessit", "Business IT Services"],
  ["/webdev", "Web Development"],
  ["/custom-built-pc", "Custom Built PCs"],
  ["/refurbished-pc", "Refurbished PCs and Laptops"],
  ["/pc-upgrades", "PC Upgrades"],
  ["/micro-it-support-plan", "Micro Business IT Support Plan"],
  ["/termsandprivacy", "Terms and Privacy"],
  ["/blog", "Blog"],
];

/** The spec's heading of each of its routes. */
export const SPEC_HEADINGS: ReadonlyMap<string, string> = new Map(SPEC_ROUTES);

/** The heading the spec's table gives a route. */
export function specHeading(route: string): string {
  const heading = SPEC_HEADINGS.get(route);
  if (heading === undefined) throw new Error(`${route} is not one of the spec's routes (SPEC_ROUTES)`);
  return heading;
}
