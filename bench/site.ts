/**
 * `npm run bench`: figures, never pass/fail.
 *   1. Clean and incremental build of the real site: wall time and peak memory (all processes).
 *   2. Lighthouse 12 (mobile preset, simulated throttling, Debian Chromium) on each key route of
 *      that build, served as the CDN will serve it, side by side with the official Gatsby blog
 *      starter (bench/lib/side-by-side.ts, bench/lib/anchor.ts): interleaved, quiet and with one
 *      core busy, each route beside a starter page of its kind; both sides' Perf, LCP, TBT (each
 *      run's), CLS, JavaScript, main-thread breakdown and LCP phases, and the targets against the
 *      starter. With --skip-anchor, the site alone as before: medians of the four scores, LCP,
 *      TBT, CLS and bytes by type.
 *   3. Build cost of throwaway copies with generated MDX posts (default 300 and 1,000).
 *   4. The authors' preview (npm start in a copy): cold start, and the time from saving a new
 *      or edited post to the preview serving it (target: under 5 s).
 *   5. The editor: its first load and all its scripts, raw and gzipped, and the time to an
 *      editable post at 4x CPU slowdown with the local server and with GitHub's backend (a fake
 *      of its API), at today's posts and at 300 (bench/lib/editor.ts; targets: first load at
 *      most 1.0 MB gzipped, all at most 1.4 MB, editable within 6 s).
 * Options:
 *   --runs N              Lighthouse runs of each route and side per condition (default 5); runs of
 *                         the preview's and the editor's timings (default 3)
 *   --conditions quiet    the load conditions of the side by side: quiet, busy, or quiet,busy (default)
 *   --routes /,/blog      only these of the key routes (Lighthouse)
 *   --skip-anchor         the site alone (today's table, all four categories), no starter
 *   --rebuild-anchor      builds the starter again though its build (node_modules/.cache/bench-anchor) is current
 *   --skip-builds         no clean and incremental build of the site: measures the public/ there is
 *   --posts 300,1000      build cost with generated posts (or --posts none)
 *   --skip-lighthouse, --skip-editor, --skip-preview   leave out those parts
 * The table is printed and written to .reports/bench.md (the side by side's samples to
 * .reports/bench-side-by-side.json).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { startPreview, stopPreview } from "../checks/lib/preview";
import { blogFigures, type BlogFigures } from "../checks/many-posts";
import { SEARCH_WORD, searchFigures, type SearchFigures } from "../checks/lib/search-figures";
import { writeGeneratedPosts } from "../checks/lib/generated-posts";
import { copyProject, removeCopy } from "../checks/lib/project-copy";
import { flag, list, option } from "./lib/args";
import { CONDITIONS } from "./lib/conditions";
import { editorFigures, editorRows } from "./lib/editor";
import { lighthouseRun, type LighthouseResult } from "./lib/lighthouse";
import { PAIRS, sideBySide, type Target } from "./lib/side-by-side";
import { createSiteServer } from "../src/server/site-server";

const root = path.resolve(__dirname, "..");
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
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
function measure(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd, env: { ...process.env, CI: "1", GATSBY_TELEMETRY_DISABLED: "1", ...env }, stdio: ["ignore", "ignore", "pipe"] });
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

interface LighthouseRow extends Pick<LighthouseResult, "scores" | "lcp" | "tbt" | "cls" | "bytes" | "cpu"> {
  route: string;
  /** TBT of each run, in order: it moves with the machine's load far more than the other figures. */
  tbtRuns: number[];
}

/** The site alone (--skip-anchor): `runs` runs of each route, one after another. */
async function lighthouseRows(baseUrl: string, routes: string[], runs: number): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  for (const route of routes) {
    const samples: Array<Omit<LighthouseRow, "tbtRuns">> = [];
    for (let run = 0; run < runs; run += 1) samples.push({ route, ...(await lighthouseRun(`${baseUrl}${route}`)) });
    const pick = (get: (row: Omit<LighthouseRow, "tbtRuns">) => number) => median(samples.map(get));
    rows.push({
      route,
      scores: Object.fromEntries(Object.keys(samples[0].scores).map((key) => [key, pick((row) => row.scores[key])])),
      lcp: pick((row) => row.lcp),
      tbt: pick((row) => row.tbt),
      tbtRuns: samples.map((row) => row.tbt),
      cls: pick((row) => row.cls),
      bytes: Object.fromEntries(Object.keys(samples[0].bytes).map((key) => [key, pick((row) => row.bytes[key] ?? 0)])),
      cpu: pick((row) => row.cpu),
    });
    console.log(`lighthouse ${route}: ${JSON.stringify(rows[rows.length - 1].scores)}`);
  }
  return rows;
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

/** The Lighthouse step with --skip-anchor: the site alone, all four categories, as before the side by side. */
async function siteAlone(routes: string[], runs: number, targets: Target[]): Promise<string[]> {
  const server = createSiteServer(path.join(root, "public")).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const rows = await lighthouseRows(`http://127.0.0.1:${port}`, routes, runs);
  server.close();
  const worst = (get: (row: LighthouseRow) => number, lowest: boolean) =>
    rows.reduce((found, row) => ((lowest ? get(row) < get(found) : get(row) > get(found)) ? row : found));
  const floor = (name: string, key: string, bar: number) => {
    const row = worst((candidate) => candidate.scores[key], true);
    targets.push({ target: `${name} >= ${bar} on every route`, measured: `lowest ${row.scores[key]} (${row.route})`, met: row.scores[key] >= bar });
  };
  floor("Performance", "performance", 98);
  floor("Accessibility", "accessibility", 100);
  floor("Best Practices", "best-practices", 100);
  floor("SEO", "seo", 100);
  const ceiling = (name: string, get: (row: LighthouseRow) => number, bar: number, unit: string, digits = 0) => {
    const row = worst(get, false);
    targets.push({ target: `${name} <= ${bar}${unit} on every route`, measured: `highest ${get(row).toFixed(digits)}${unit} (${row.route})`, met: get(row) <= bar });
  };
  ceiling("LCP", (row) => row.lcp, 1500, " ms");
  ceiling("TBT", (row) => row.tbt, 100, " ms");
  ceiling("CLS", (row) => row.cls, 0.01, "", 3);
  const home = rows.find((row) => row.route === "/");
  if (home) {
    // The performance issue's 90 KiB target is retired: React stays (the stack the business
    // chose). npm test now holds the line at 100 KiB (__tests__/e2e/budget.spec.ts).
    targets.push({ target: "JavaScript of / <= 100 KiB gzip (the 90 KiB target is retired)", measured: `${kib(home.bytes.script ?? 0)} KiB`, met: (home.bytes.script ?? 0) <= 100 * 1024 });
    targets.push({ target: "HTML of / <= 30 KiB gzip", measured: `${kib(home.bytes.document ?? 0)} KiB`, met: (home.bytes.document ?? 0) <= 30 * 1024 });
  }
  return [
    `## Lighthouse 12, mobile, the site alone (medians of ${runs})`,
    "",
    "| route | perf | a11y | best pr. | SEO | LCP ms | TBT ms | TBT of each run | CLS | JS KiB | HTML KiB | CSS KiB | img KiB | font KiB | total KiB |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (row) =>
        `| ${row.route} | ${row.scores.performance} | ${row.scores.accessibility} | ${row.scores["best-practices"]} | ${row.scores.seo} | ${row.lcp.toFixed(0)} | ${row.tbt.toFixed(0)} | ${row.tbtRuns.map((tbt) => tbt.toFixed(0)).join(" / ")} | ${row.cls.toFixed(3)} | ${kib(row.bytes.script ?? 0)} | ${kib(row.bytes.document ?? 0)} | ${kib(row.bytes.stylesheet ?? 0)} | ${kib(row.bytes.image ?? 0)} | ${kib(row.bytes.font ?? 0)} | ${kib(row.bytes.total ?? 0)} |`,
    ),
    "",
    `Lighthouse's CPU benchmark index of this machine (median of the routes; higher is faster, and TBT grows as it falls): ${median(rows.map((row) => row.cpu)).toFixed(0)}.`,
    "",
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
  const conditionNames = list(option("conditions", "quiet,busy"));
  if (!conditionNames.length || conditionNames.some((name) => name !== "quiet" && name !== "busy")) throw new Error("--conditions takes quiet, busy or quiet,busy");
  const conditions = CONDITIONS.filter((condition) => conditionNames.includes(condition.busy ? "busy" : "quiet"));
  const lines: string[] = [`# Benchmark (${new Date().toISOString()})`, ""];
  const targets: Target[] = [];
  if (!flag("skip-lighthouse") && !existsSync(chromePath)) {
    throw new Error(`Lighthouse needs Debian's Chromium at ${chromePath} (apt-get install -y chromium, or set CHROMIUM_PATH); nothing was measured.`);
  }

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

  if (!flag("skip-lighthouse") && flag("skip-anchor")) lines.push(...(await siteAlone(routes, lighthouseRuns, targets)));
  else if (!flag("skip-lighthouse")) {
    const pairs = PAIRS.filter((pair) => routes.includes(pair.site));
    if (!pairs.length) throw new Error(`none of ${routes.join(", ")} has a starter page to be measured beside (the pairs: ${PAIRS.map((pair) => pair.site).join(", ")}); use --skip-anchor`);
    const result = await sideBySide({ sitePublic: path.join(root, "public"), runs: lighthouseRuns, conditions, pairs, rebuildAnchor: flag("rebuild-anchor") });
    lines.push(...result.lines);
    targets.push(...result.targets);
  }

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
