/**
 * `npm run bench`: figures, never pass/fail: the site's build time and memory, Lighthouse beside
 * the Gatsby starter (or alone), builds with generated posts, the preview and the editor, then
 * the targets (docs/performance.md, "The benchmark"; the editor: docs/architecture.md, "The
 * editor's weight and its start on a phone").
 * Options:
 *   --runs N              Lighthouse runs of each route and side per condition (default 5); runs of
 *                         the preview's and the editor's timings (default 3)
 *   --conditions quiet    the load conditions of the side by side: quiet, busy, or quiet,busy (default)
 *   --routes /,/blog      only these of the key routes (Lighthouse)
 *   --skip-anchor         the site alone (all four categories), no starter
 *   --rebuild-anchor      builds the starter again though its build (node_modules/.cache/bench-anchor) is current
 *   --skip-builds         no clean and incremental build of the site: measures the public/ there is
 *   --posts 300,1000      build cost with generated posts (or --posts none)
 *   --skip-lighthouse, --skip-editor, --skip-preview   leave out those parts
 * The table is printed and written to .reports/bench.md (the Lighthouse samples, beside the
 * starter or alone, to .reports/bench-side-by-side.json).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startPreview, stopPreview } from "../checks/lib/preview";
import { blogFigures, type BlogFigures } from "../checks/many-posts";
import { SEARCH_WORD, searchFigures, type SearchFigures } from "../checks/lib/search-figures";
import { writeGeneratedPosts } from "../checks/lib/generated-posts";
import { copyProject, removeCopy } from "../checks/lib/project-copy";
import { flag, list, option } from "./lib/args";
import { anchorSide, builtAnchor, PAIRS } from "./lib/anchor";
import { chosenConditions, type Condition } from "./lib/conditions";
import { editorFigures, editorRows } from "./lib/editor";
import { checkChromium } from "./lib/lighthouse";
import { median } from "./lib/median";
import { kib, sideBySide, type Row, type Side, type SideBySide } from "./lib/side-by-side";

const root = path.resolve(__dirname, "..");
const ROUTES = ["/", "/blog", "/blog/wifi-fixes", "/contact", "/micro-it-support-plan", "/404"];

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(rootPid: number): number {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, "utf8");
      parents.set(Number(entry), Number(/PPid:\s+(\d+)/.exec(status)?.[1] ?? 0));
      rss.set(Number(entry), Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  for (const [pid, bytes] of rss) {
    for (let current: number | undefined = pid; current; current = parents.get(current)) {
      if (current === rootPid) {
        total += bytes;
        break;
      }
    }
  }
  return total;
}

interface Run {
  seconds: number;
  peakMb: number;
  ok: boolean;
}

/** Runs a command, timing it and sampling the memory of its whole process tree. */
function measure(command: string, args: string[], cwd: string): Promise<Run> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd, env: { ...process.env, CI: "1", GATSBY_TELEMETRY_DISABLED: "1" }, stdio: ["ignore", "ignore", "pipe"] });
    let peak = 0;
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 250);
    child.on("close", (code) => {
      clearInterval(sampler);
      if (code !== 0) console.error(errors);
      resolve({ seconds: (Date.now() - started) / 1000, peakMb: peak / 1024 / 1024, ok: code === 0 });
    });
  });
}

async function buildCost(count: number): Promise<{ count: number; clean: Run; incremental: Run; pages: number; generated: number; blog: BlogFigures | null; search: SearchFigures | null }> {
  const copy = copyProject(`site-bench-${count}-`);
  try {
    writeGeneratedPosts(copy, count);
    const clean = await measure("npm", ["run", "build"], copy);
    const blog = clean.ok ? blogFigures(path.join(copy, "public"), path.join(copy, "content", "blog"), count) : null;
    const search = clean.ok ? await searchFigures(path.join(copy, "public"), SEARCH_WORD) : null;
    const incremental = await measure("npm", ["run", "build"], copy);
    const folders = readdirSync(path.join(copy, "public", "blog"));
    const generated = folders.filter((name) => name.startsWith("generated-post-")).length;
    return { count, clean, incremental, pages: folders.length, generated, blog, search };
  } finally {
    removeCopy(copy);
  }
}

/** Polls `url` until its body contains `text`; returns the seconds since `since`. */
async function servedAfter(url: string, text: string, since: number, timeoutMs = 120_000): Promise<number> {
  while (Date.now() - since < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok && (await response.text()).includes(text)) return (Date.now() - since) / 1000;
    } catch {
      // Not yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not show "${text}" within ${timeoutMs / 1000} s`);
}

/**
 * The preview's cold start, and the time from saving a post to the preview serving it: for a
 * new post and for an edited one, `runs` times each, measured on the page data the browser loads.
 */
async function previewTimings(runs: number): Promise<{ coldStart: number; added: number[]; edited: number[] }> {
  const copy = copyProject("site-bench-preview-");
  let pid = 0;
  try {
    const state = await startPreview(copy);
    pid = state.pid;
    const added: number[] = [];
    const edited: number[] = [];
    const post = (run: number, body: string) =>
      `---\ntitle: "Bench post ${run}"\nslug: bench-post-${run}\ndate: 2025-01-01\nsummary: "A post written by the benchmark to time the preview."\nimage: ./images/wifi-fixes.png\nimageAlt: "A router"\nkeywords:\n  - benchmark\ntopics:\n  - pcs-and-hardware\n---\n\n${body}\n`;
    for (let run = 1; run <= runs; run += 1) {
      const file = path.join(copy, "content", "blog", `bench-post-${run}.mdx`);
      const url = `${state.baseURL}/page-data/blog/bench-post-${run}/page-data.json`;
      let since = Date.now();
      writeFileSync(file, post(run, "The first version of the body."));
      added.push(await servedAfter(url, "The first version of the body.", since));
      since = Date.now();
      writeFileSync(file, post(run, "The second version of the body."));
      edited.push(await servedAfter(url, "The second version of the body.", since));
    }
    return { coldStart: state.coldStartSeconds, added, edited };
  } finally {
    if (pid) await stopPreview(pid);
    removeCopy(copy);
    removeCopy(`${copy}.log`);
  }
}

interface Target {
  target: string;
  measured: string;
  met: boolean;
}

/** A bar every route of the site is to meet: a score of at least `limit` (measured quiet only), or a figure of at most `limit`. */
interface Bar {
  name: string;
  get: (row: Row) => number;
  limit: number;
  score?: boolean;
  unit?: string;
  digits?: number;
}

const score = (name: string, category: string, limit: number): Bar => ({ name, get: (row) => row.scores[category], limit, score: true });
const lcp = (limit: number): Bar => ({ name: "LCP", get: (row) => row.lcp, limit, unit: " ms" });
const cls = (limit: number): Bar => ({ name: "CLS", get: (row) => row.cls, limit, digits: 3 });
/** The bars beside the starter, and those of the site alone (--skip-anchor), which runs all four categories. */
const BARS = {
  beside: [score("Performance", "performance", 100), lcp(800), cls(0)],
  alone: [score("Performance", "performance", 98), score("Accessibility", "accessibility", 100), score("Best Practices", "best-practices", 100), score("SEO", "seo", 100), lcp(1500), { name: "TBT", get: (row: Row) => row.tbt, limit: 100, unit: " ms" }, cls(0.01)],
};

function barTarget({ name, get, limit, score: lowest = false, unit = "", digits = 0 }: Bar, rows: Array<{ route: string; row: Row }>, condition: string): Target {
  const worst = [...rows].sort((a, b) => (lowest ? get(a.row) - get(b.row) : get(b.row) - get(a.row)))[0];
  const value = get(worst.row).toFixed(digits);
  return {
    target: `${name} ${lowest ? ">=" : "<="} ${limit}${unit} on every route (${condition})`,
    measured: `${lowest ? "lowest" : "highest"} ${value}${unit} (${worst.route})`,
    met: lowest ? Number(value) >= limit : Number(value) <= limit,
  };
}

/** Each route's median TBT at most its pair's on the starter, in a condition. */
function againstStarter(result: SideBySide, condition: string, routes: string[]): Target[] {
  const compared = routes.flatMap((route) => {
    const [site, starter] = ["site", "starter"].map((side) => result.row(condition, route, side)?.tbt);
    return site === undefined || starter === undefined ? [] : [{ over: site - starter, text: `${route} ${site.toFixed(0)} vs ${PAIRS[route]} ${starter.toFixed(0)} ms` }];
  });
  if (!compared.length) return [];
  const over = compared.filter((entry) => entry.over > 0);
  const closest = [...compared].sort((a, b) => b.over - a.over)[0];
  const measured = over.length ? `over on ${over.map((entry) => entry.text).join("; ")}` : `all ${compared.length} within; closest ${closest.text}`;
  return [{ target: `TBT of every route at most its pair's on the starter (${condition}, medians)`, measured, met: !over.length && compared.length === routes.length }];
}

/** The Lighthouse step's targets, in each condition: the bars (scores quiet only), the starter's TBT, and the weight of /. */
function lighthouseTargets(result: SideBySide, conditions: Condition[], routes: string[], alone: boolean): Target[] {
  const targets = conditions.flatMap(({ name, busy }) => {
    const rows = routes.flatMap((route) => {
      const row = result.row(name, route, "site");
      return row ? [{ route, row }] : [];
    });
    const bars = rows.length ? (alone ? BARS.alone : BARS.beside).filter((bar) => !busy || !bar.score) : [];
    return [...(alone ? [] : againstStarter(result, name, routes)), ...bars.map((bar) => barTarget(bar, rows, name))];
  });
  const home = conditions.map((condition) => result.row(condition.name, "/", "site")).find(Boolean);
  // The performance issue's 90 KiB target is retired: React stays (the stack the business
  // chose). npm test holds the line at 100 KiB (__tests__/e2e/budget.spec.ts).
  if (home) targets.push({ target: "JavaScript of / <= 100 KiB gzip", measured: `${kib(home.bytes.script)} KiB`, met: (home.bytes.script ?? 0) <= 100 * 1024 });
  if (home) targets.push({ target: "HTML of / <= 30 KiB gzip", measured: `${kib(home.bytes.document)} KiB`, met: (home.bytes.document ?? 0) <= 30 * 1024 });
  return targets;
}

/** The Lighthouse step: the site beside the starter, or alone with all four categories (--skip-anchor). */
async function lighthouseStep(routes: string[], runs: number, conditions: Condition[], targets: Target[]): Promise<string[]> {
  const alone = flag("skip-anchor");
  const measured = alone ? routes : routes.filter((route) => route in PAIRS);
  if (!measured.length) throw new Error(`none of ${routes.join(", ")} has a starter page to be measured beside (the pairs: ${Object.keys(PAIRS).join(", ")}); use --skip-anchor`);
  const anchor = alone ? null : await builtAnchor({ rebuild: flag("rebuild-anchor") });
  const sides: Side[] = [{ name: "site", publicDir: path.join(root, "public") }, ...(anchor ? [anchorSide(anchor)] : [])];
  const result = await sideBySide({ sides, routes: measured, runs, conditions, categories: alone ? ["performance", "accessibility", "best-practices", "seo"] : ["performance"] });
  const raw = { date: new Date().toISOString(), runs, conditions, routes: measured, sides: sides.map((side) => side.name), samples: result.samples, failures: result.failures };
  mkdirSync(path.join(root, ".reports"), { recursive: true });
  writeFileSync(path.join(root, ".reports", "bench-side-by-side.json"), `${JSON.stringify(raw, null, 2)}\n`);
  targets.push(...lighthouseTargets(result, conditions, measured, alone));
  const built = anchor?.buildSeconds ? `built in ${anchor.buildSeconds.toFixed(0)} s` : "an earlier build";
  const what = anchor
    ? `The official gatsby-starter-blog (${path.relative(root, anchor.dir)}, ${built}), served as the site is, each route beside a starter page of its kind; the performance category only`
    : "The site alone (--skip-anchor), all four categories";
  return [
    `## Lighthouse 12, mobile, ${anchor ? "side by side with the Gatsby blog starter" : "the site alone"} (medians of ${runs} run${runs === 1 ? "" : "s"})`,
    "",
    `${what}; interleaved (routes and sides in an order rotated every run) after one unrecorded warm-up run of each side. Main-thread times are Lighthouse's, at its simulated 4x CPU slowdown; the LCP phases are those of the simulated LCP.`,
    "",
    ...result.lines,
  ];
}

async function main() {
  const lighthouseRuns = Number(option("runs", "5"));
  const runs = Number(option("runs", "3"));
  if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) throw new Error("--runs must be a whole number of at least 1");
  const postCounts = option("posts", "300,1000") === "none" ? [] : option("posts", "300,1000").split(",").map(Number);
  const routes = list(option("routes", ROUTES.join(",")));
  const unknownRoutes = routes.filter((route) => !ROUTES.includes(route));
  if (unknownRoutes.length) throw new Error(`unknown route ${unknownRoutes.join(", ")}; the key routes are ${ROUTES.join(", ")}`);
  const conditions = chosenConditions(option("conditions", "quiet,busy"));
  const lines: string[] = [`# Benchmark (${new Date().toISOString()})`, ""];
  const targets: Target[] = [];
  if (!flag("skip-lighthouse")) checkChromium();

  if (flag("skip-builds")) {
    if (!existsSync(path.join(root, "public", "index.html"))) throw new Error("--skip-builds measures the site's public/, but there is no public/index.html: build the site first (npm run build)");
    lines.push("## Build of the real site", "", "Not built (--skip-builds): the public/ there was measured.", "");
  } else {
    rmSync(path.join(root, ".cache"), { recursive: true, force: true });
    rmSync(path.join(root, "public"), { recursive: true, force: true });
    const clean = await measure("npm", ["run", "build"], root);
    const incremental = await measure("npm", ["run", "build"], root);
    lines.push("## Build of the real site", "", "| build | seconds | peak memory (MB) |", "|---|---|---|");
    lines.push(`| clean | ${clean.seconds.toFixed(1)} | ${clean.peakMb.toFixed(0)} |`, `| incremental | ${incremental.seconds.toFixed(1)} | ${incremental.peakMb.toFixed(0)} |`, "");
  }

  if (!flag("skip-lighthouse")) lines.push(...(await lighthouseStep(routes, lighthouseRuns, conditions, targets)));

  if (!flag("skip-lighthouse") && !flag("skip-editor")) {
    const editor = await editorFigures(path.join(root, "public"), runs);
    lines.push("## The editor at /admin (its scripts; an existing post opened at 4x CPU slowdown, 375 px)", "", ...editorRows(editor), "");
    targets.push({ target: "The editor's first load <= 1.0 MB gzipped", measured: `${(editor.firstLoad.gzip / 1e6).toFixed(2)} MB`, met: editor.firstLoad.gzip <= 1e6 });
    targets.push({ target: "All the editor's scripts <= 1.4 MB gzipped", measured: `${(editor.all.gzip / 1e6).toFixed(2)} MB`, met: editor.all.gzip <= 1.4e6 });
    const slowest = Math.max(...editor.toEditable.map((row) => median(row.ms)));
    targets.push({ target: "An existing post editable within 6 s at 4x, with 300 posts too, on either backend", measured: `${(slowest / 1000).toFixed(1)} s (slowest median)`, met: slowest <= 6000 });
  }

  if (postCounts.length) {
    lines.push("## Build cost with generated MDX posts (about 800 words, three headings each)", "", "| extra posts | post pages built | clean s | incremental s | peak MB | s per 100 posts (clean) |", "|---|---|---|---|---|---|");
    const weights = [
      "## The blog's list pages and feed with generated posts (KiB, gzip -9; HTML / page data)",
      "",
      "| extra posts | /blog | its last page | a topic page | /rss.xml | checks |",
      "|---|---|---|---|---|---|",
    ];
    const searches = [
      `## The blog search with generated posts (first search for “${SEARCH_WORD}”, Chromium at 4x CPU slowdown)`,
      "",
      "| extra posts | title index KiB | Pagefind files / KiB gzip | first search fetches KiB | first results ms | text matches ms | found in text |",
      "|---|---|---|---|---|---|---|",
    ];
    for (const count of postCounts) {
      const result = await buildCost(count);
      if (result.search) {
        const s = result.search;
        searches.push(`| ${count} | ${s.titleIndex.toFixed(1)} | ${s.pagefindFiles} / ${s.pagefindGzip.toFixed(0)} | ${s.firstSearchKib.toFixed(1)} | ${s.firstResultsMs} | ${s.bodyResultsMs} | ${s.bodyMatches} |`);
      }
      if (count === 1000) {
        targets.push({ target: "1,000 posts: clean build <= 300 s", measured: `${result.clean.seconds.toFixed(1)} s`, met: result.clean.ok && result.clean.seconds <= 300 });
        const peak = Math.max(result.clean.peakMb, result.incremental.peakMb);
        targets.push({ target: "1,000 posts: peak memory <= 2,048 MB", measured: `${peak.toFixed(0)} MB`, met: peak <= 2048 });
        targets.push({ target: "1,000 posts: every post built", measured: `${result.generated} of 1000`, met: result.generated === 1000 });
      }
      if (result.blog) weights.push(`| ${count} | ${result.blog.blog.map((kb) => kb.toFixed(1)).join(" / ")} | ${result.blog.later.map((kb) => kb.toFixed(1)).join(" / ")} | ${result.blog.topic.map((kb) => kb.toFixed(1)).join(" / ")} | ${result.blog.feed.toFixed(1)} | ${result.blog.problems.length ? result.blog.problems.join("; ") : "all within budget, every post reached"} |`);
      lines.push(`| ${count} | ${result.pages} | ${result.clean.seconds.toFixed(1)}${result.clean.ok ? "" : " (failed)"} | ${result.incremental.seconds.toFixed(1)} | ${Math.max(result.clean.peakMb, result.incremental.peakMb).toFixed(0)} | ${((result.clean.seconds / count) * 100).toFixed(1)} |`);
      console.log(lines[lines.length - 1]);
    }
    lines.push("", ...weights, "", ...searches, "");
  }

  if (!flag("skip-preview")) {
    lines.push("## The authors' preview (npm start in a copy of the project)", "", "| measure | seconds |", "|---|---|");
    try {
      const preview = await previewTimings(runs);
      lines.push(
        `| cold start, npm start to the first page (no cache) | ${preview.coldStart.toFixed(1)} |`,
        `| new post saved to its page data served (each run: ${preview.added.map((value) => value.toFixed(1)).join(" / ")}) | ${median(preview.added).toFixed(1)} |`,
        `| edited post saved to its new body served (each run: ${preview.edited.map((value) => value.toFixed(1)).join(" / ")}) | ${median(preview.edited).toFixed(1)} |`,
        "",
      );
      targets.push({ target: "Preview: a saved post is served within 5 s", measured: `median ${median(preview.added).toFixed(1)} s new, ${median(preview.edited).toFixed(1)} s edited`, met: Math.max(median(preview.added), median(preview.edited)) < 5 });
    } catch (error) {
      // The figures above are kept: the table says what could not be measured.
      lines.push(`| not measured: ${error instanceof Error ? error.message : String(error)} | |`, "");
      targets.push({ target: "Preview: a saved post is served within 5 s", measured: "not measured", met: false });
    }
  }

  if (targets.length) {
    lines.push("## Targets", "", "| target | measured | met |", "|---|---|---|");
    lines.push(...targets.map((row) => `| ${row.target} | ${row.measured} | ${row.met ? "yes" : "no"} |`), "");
  }

  const report = lines.join("\n");
  mkdirSync(path.join(root, ".reports"), { recursive: true });
  writeFileSync(path.join(root, ".reports", "bench.md"), report);
  console.log(`\n${report}\nWritten to .reports/bench.md`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
