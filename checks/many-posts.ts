/**
 * The blog at 1,000 generated posts (part of `npm test`): links, list pages' budgets, the feed,
 * the search and the later list pages' HTML and axe, in a throwaway copy after a production build
 * (docs/performance.md, "The blog as it grows").
 * Prints each figure. `--posts 500` or `--posts 300,2000` builds with other numbers of generated posts.
 */
import { gatsbyBuild } from "./lib/gatsby-build";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { FEED_POSTS } from "../src/config/blog";
import { axeViolations, WIDTHS } from "./lib/axe";
import { writeGeneratedPosts } from "./lib/generated-posts";
import { nuCheck } from "./lib/nu-checker";
import { withSite } from "./lib/site-browser";
import { SEARCH_WORD, searchFigures } from "./lib/search-figures";
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

export interface BlogFigures {
  /** Sentences to print. */
  lines: string[];
  /** What is over budget or not reached. */
  problems: string[];
  /** Compressed sizes, KiB: [HTML, page data] of /blog, a later page and a topic page, and the feed. */
  blog: [number, number];
  later: [number, number];
  topic: [number, number];
  feed: number;
  /** The second and last pages of /blog and the second page of a topic, where they exist. */
  laterPages: string[];
}

/** Reachability and weights of a built blog with `generated` generated posts (in content `contentDir`). */
export function blogFigures(publicDir: string, contentDir: string, generated: number): BlogFigures {
  const lines: string[] = [];
  const problems: string[] = [];
  // Every post an author wrote (a redirect's page under /blog is not a post), and each one's text.
  const posts = readdirSync(contentDir).filter((name) => name.endsWith(".mdx")).map((name) => name.replace(/\.mdx$/, ""));
  const text = (name: string) => readFileSync(path.join(contentDir, `${name}.mdx`), "utf8");
  const reached = crawlBlog(publicDir);
  const generatedReached = posts.filter((name) => name.startsWith("generated-post-") && reached.has(`/blog/${name}`)).length;
  lines.push(`${reached.size} /blog routes reached from /blog by links; ${generatedReached} of ${generated} generated posts among them`);
  if (generatedReached !== generated) problems.push(`only ${generatedReached} of the ${generated} generated posts are reached from /blog by following links`);
  // A post kept off the lists on purpose (listed: false) is reached from elsewhere, and a draft not at all.
  const lost = posts.filter((name) => !reached.has(`/blog/${name}`) && !/^(listed: false|draft: true)$/m.test(text(name)));
  if (lost.length) problems.push(`posts not reached from /blog: ${lost.join(", ")}`);

  const lists = [...reached].filter((route) => route === "/blog" || /^\/blog\/page\/\d+$/.test(route) || /^\/blog\/topics\/[a-z-]+(\/page\/\d+)?$/.test(route));
  const sizes = new Map(
    lists.map((route) => {
      const data = path.join(publicDir, "page-data", route.slice(1), "page-data.json");
      return [route, [kib(gzipped(path.join(publicDir, `${route}/index.html`))), existsSync(data) ? kib(gzipped(data)) : 0] as [number, number]];
    }),
  );
  const pageNumber = (route: string) => Number(route.slice(route.lastIndexOf("/") + 1));
  const later = [...sizes.keys()].filter((route) => /^\/blog\/page\/\d+$/.test(route)).sort((a, b) => pageNumber(a) - pageNumber(b)).pop() ?? "/blog";
  const topic = [...sizes.keys()].find((route) => /^\/blog\/topics\/[a-z-]+$/.test(route)) ?? "/blog";
  const show = (route: string) => `${route}: HTML ${sizes.get(route)![0].toFixed(1)} KiB, page data ${sizes.get(route)![1].toFixed(1)} KiB`;
  lines.push(`${lists.length} list pages, gzip -9; ${show("/blog")}; ${show(later)}; ${show(topic)}`);
  for (const [route, [html, data]] of sizes) {
    if (html > HTML_BUDGET_KIB) problems.push(`${route}: HTML ${html.toFixed(1)} KiB, over the ${HTML_BUDGET_KIB} KiB budget`);
    if (data > PAGE_DATA_BUDGET_KIB) problems.push(`${route}: page data ${data.toFixed(1)} KiB, over the ${PAGE_DATA_BUDGET_KIB} KiB budget`);
  }

  const feedFile = path.join(publicDir, "rss.xml");
  const feed = readFileSync(feedFile, "utf8");
  const items = (feed.match(/<item>/g) ?? []).length;
  lines.push(`/rss.xml has ${items} posts, ${kib(gzipped(feedFile)).toFixed(1)} KiB gzip -9 (${kib(Buffer.byteLength(feed)).toFixed(1)} KiB raw)`);
  if (items !== FEED_POSTS) problems.push(`/rss.xml has ${items} posts, not the newest ${FEED_POSTS}`);
  const laterPages = [...new Set(["/blog/page/2", later, [...sizes.keys()].find((route) => /^\/blog\/topics\/[a-z-]+\/page\/2$/.test(route)) ?? ""])].filter((route) => sizes.has(route));
  return { lines, problems, blog: sizes.get("/blog")!, later: sizes.get(later)!, topic: sizes.get(topic)!, feed: kib(gzipped(feedFile)), laterPages };
}

/**
 * The later list pages (not on the real site while it has one page of posts): each checked by
 * the W3C HTML checker and by axe at both widths. Returns the problems found.
 */
export async function checkLaterPages(publicDir: string, routes: string[]): Promise<{ lines: string[]; problems: string[] }> {
  const problems: string[] = [];
  const files = routes.map((route) => path.join(publicDir, route, "index.html"));
  const { errors } = nuCheck(files);
  for (const error of errors) problems.push(`HTML checker: ${path.relative(publicDir, error.url?.replace(/^file:/, "") ?? "")}:${error.lastLine ?? "?"}: ${error.message}`);
  await withSite(publicDir, async (site) => {
    for (const viewport of Object.values(WIDTHS)) {
      const page = await site.newPage(viewport);
      for (const route of routes) {
        await page.goto(`${site.origin}${route}`);
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        for (const violation of await axeViolations(page)) problems.push(`axe at ${viewport.width} px: ${route}: ${violation}`);
      }
      await page.context().close();
    }
  });
  const lines = [`${routes.join(", ")}: ${errors.length} HTML checker errors, ${problems.length - errors.length} axe violations at ${Object.values(WIDTHS).map((viewport) => viewport.width).join(" and ")} px`];
  return { lines, problems };
}

/** The blog size npm test checks: a decade or more of weekly posts. */
const COUNTS = [1000];

/** Builds a copy with `count` generated posts and checks it; 0 when all is well. */
async function checkBlogAt(count: number): Promise<number> {
  const say = (line: string) => `many posts (${count}): ${line}`;
  const copy = copyProject("site-many-posts-");
  try {
    writeGeneratedPosts(copy, count);
    const started = Date.now();
    const build = gatsbyBuild(copy);
    if (!build.ok) {
      console.error(say(`the build failed:\n${build.log.slice(-3000)}`));
      return 1;
    }
    console.log(say(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`));
    const figures = blogFigures(path.join(copy, "public"), path.join(copy, "content", "blog"), count);
    const search = await searchFigures(path.join(copy, "public"), SEARCH_WORD);
    if (search.bodyMatches === 0) figures.problems.push(`searching for “${SEARCH_WORD}” found no post by its text`);
    const later = await checkLaterPages(path.join(copy, "public"), figures.laterPages);
    figures.problems.push(...later.problems);
    for (const line of [...figures.lines, ...search.lines, ...later.lines]) console.log(say(line));
    if (figures.problems.length) console.error(say(`${figures.problems.length} problems\n  ${figures.problems.join("\n  ")}`));
    return figures.problems.length ? 1 : 0;
  } finally {
    removeCopy(copy);
  }
}

async function main(): Promise<number> {
  const at = process.argv.indexOf("--posts");
  const counts = at > -1 ? process.argv[at + 1].split(",").map(Number) : COUNTS;
  let failed = 0;
  for (const count of counts) failed += await checkBlogAt(count);
  return failed ? 1 : 0;
}

if (require.main === module) {
  main().then(
    (status) => process.exit(status),
    (error: unknown) => {
      console.error(`many posts: ${error instanceof Error ? error.stack : String(error)}`);
      process.exit(1);
    },
  );
}
