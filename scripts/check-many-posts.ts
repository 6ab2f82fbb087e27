/**
 * The blog at 300 posts (part of `npm test`): in a throwaway copy of the project with 300
 * generated posts (scripts/lib/generated-posts.ts), after a production build,
 *   - every listed post is reached from /blog by following links (list pages, their numbered
 *     pages and the topic pages);
 *   - every list page's HTML and page data stay within budget, whatever the number of posts;
 *   - the feed carries the newest FEED_POSTS posts only.
 * Prints each figure. `--posts N` builds with another number of generated posts.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { FEED_POSTS } from "../src/config/blog";
import { writeGeneratedPosts } from "./lib/generated-posts";
import { copyProject, removeCopy } from "./lib/project-copy";

/** The HTML budget every page has in npm test (__tests__/e2e/budget.spec.ts). */
const HTML_BUDGET_KIB = 30;
/** A list page's data, fetched when a visitor moves to it within the site. */
const PAGE_DATA_BUDGET_KIB = 16;

const kib = (bytes: number) => bytes / 1024;
const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function htmlOf(publicDir: string, route: string): string | null {
  const file = path.join(publicDir, route === "/" ? "index.html" : `${route}/index.html`);
  return existsSync(file) ? readFileSync(file, "utf8") : null;
}

/** Every /blog… route reached from /blog by following the links in the pages' HTML. */
export function crawlBlog(publicDir: string): Set<string> {
  const seen = new Set<string>(["/blog"]);
  const queue = ["/blog"];
  while (queue.length) {
    const html = htmlOf(publicDir, queue.shift()!);
    if (!html) continue;
    for (const match of html.matchAll(/<a [^>]*href="(\/blog[^"#?]*)"/g)) {
      const route = match[1].replace(/\/+$/, "");
      if (!seen.has(route)) {
        seen.add(route);
        queue.push(route);
      }
    }
  }
  return seen;
}

function main(): number {
  const at = process.argv.indexOf("--posts");
  const count = at > -1 ? Number(process.argv[at + 1]) : 300;
  const copy = copyProject("site-many-posts-");
  const problems: string[] = [];
  try {
    writeGeneratedPosts(copy, count);
    const started = Date.now();
    const build = spawnSync("npx", ["gatsby", "build"], { cwd: copy, encoding: "utf8", env: { ...process.env, CI: "1", GATSBY_TELEMETRY_DISABLED: "1" } });
    if (build.status !== 0) {
      console.error(`many posts: the build with ${count} generated posts failed:\n${`${build.stdout}\n${build.stderr}`.slice(-3000)}`);
      return 1;
    }
    console.log(`many posts: built with ${count} generated posts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const publicDir = path.join(copy, "public");

    // Every listed post, read from the build's own list of pages (each post has a page).
    const posts = readdirSync(path.join(publicDir, "blog")).filter((name) => name !== "page" && name !== "topics" && existsSync(path.join(publicDir, "blog", name, "index.html")));
    const reached = crawlBlog(publicDir);
    const missing = posts.filter((name) => !reached.has(`/blog/${name}`));
    const generatedReached = posts.filter((name) => name.startsWith("generated-post-") && reached.has(`/blog/${name}`)).length;
    console.log(`many posts: ${reached.size} /blog routes reached from /blog by links; ${generatedReached} of ${count} generated posts among them`);
    if (generatedReached !== count) problems.push(`only ${generatedReached} of the ${count} generated posts are reached from /blog by following links`);
    // A post kept off the lists on purpose (listed: false) is reached from elsewhere, not from /blog.
    const lost = missing.filter((name) => !/^listed: false$/m.test(readFileSync(path.join(copy, "content", "blog", `${name}.mdx`), "utf8")));
    if (lost.length) problems.push(`posts not reached from /blog: ${lost.join(", ")}`);

    const lists = [...reached].filter((route) => route === "/blog" || /^\/blog\/(page|topics)\//.test(route) || /^\/blog\/topics\/[a-z-]+$/.test(route));
    const sizes = lists.map((route) => {
      const html = path.join(publicDir, `${route}/index.html`);
      const data = path.join(publicDir, "page-data", route.slice(1), "page-data.json");
      return { route, html: kib(gzipped(html)), data: existsSync(data) ? kib(gzipped(data)) : 0 };
    });
    sizes.sort((a, b) => b.html - a.html);
    const show = (route: string) => {
      const size = sizes.find((entry) => entry.route === route);
      return size ? `${route}: HTML ${size.html.toFixed(1)} KiB, page data ${size.data.toFixed(1)} KiB` : `${route}: not built`;
    };
    const laterPage = sizes.find((entry) => /^\/blog\/page\/\d+$/.test(entry.route))?.route ?? "/blog/page/2";
    const topicPage = sizes.find((entry) => /^\/blog\/topics\/[a-z-]+$/.test(entry.route))?.route ?? "/blog/topics/security";
    console.log(`many posts: ${lists.length} list pages, gzip -9; ${show("/blog")}; ${show(laterPage)}; ${show(topicPage)}; largest ${sizes[0].route} ${sizes[0].html.toFixed(1)} KiB`);
    for (const size of sizes) {
      if (size.html > HTML_BUDGET_KIB) problems.push(`${size.route}: HTML ${size.html.toFixed(1)} KiB, over the ${HTML_BUDGET_KIB} KiB budget`);
      if (size.data > PAGE_DATA_BUDGET_KIB) problems.push(`${size.route}: page data ${size.data.toFixed(1)} KiB, over the ${PAGE_DATA_BUDGET_KIB} KiB budget`);
    }

    const feed = readFileSync(path.join(publicDir, "rss.xml"), "utf8");
    const items = (feed.match(/<item>/g) ?? []).length;
    console.log(`many posts: /rss.xml has ${items} posts, ${kib(gzipped(path.join(publicDir, "rss.xml"))).toFixed(1)} KiB gzip -9 (${kib(Buffer.byteLength(feed)).toFixed(1)} KiB raw)`);
    if (items !== FEED_POSTS) problems.push(`/rss.xml has ${items} posts, not the newest ${FEED_POSTS}`);

    if (problems.length) console.error(`many posts: ${problems.length} problems\n  ${problems.join("\n  ")}`);
    return problems.length ? 1 : 0;
  } finally {
    removeCopy(copy);
  }
}

if (require.main === module) process.exit(main());
