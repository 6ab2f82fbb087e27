/**
 * The Lighthouse step of `npm run bench` (bench/site.ts): the site measured beside the official
 * Gatsby blog starter (bench/lib/anchor.ts), interleaved, in one session, so that both sides see
 * the same machine.
 *   - Both are served by createSiteServer (src/server/site-server.ts), each on its own port, their
 *     scripts and styles from precompressed copies alike; the starter with trailingSlash: "keep",
 *     its pages being at "/hello-world/" (a redirect would cost it a round trip, and a start on
 *     "/hello-world" a navigation).
 *   - Each site route has a starter page of its kind (PAIRS). For each condition (quiet, then one
 *     core busy; bench/lib/conditions.ts), after one unrecorded warm-up run of each side: `runs`
 *     runs, each measuring every pair once on each side, the pairs in an order rotated every run
 *     and, within a pair, the sides too (site first in even runs, the starter in odd ones), so the
 *     two runs of a pair are next to each other and neither side always goes first.
 *   - Lighthouse 12, mobile preset, the performance category only (bench/lib/lighthouse.ts). A run
 *     whose trace failed to record is made again up to twice; one that still fails is left out.
 * Returns the report's lines (a table per condition with its CPU benchmark index) and the targets;
 * every sample is also written to .reports/bench-side-by-side.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createSiteServer, type SiteServerOptions } from "../../src/server/site-server";
import { builtAnchor } from "./anchor";
import { rotated, underCondition, warmUp, type Condition } from "./conditions";
import { lighthouseRun, MAIN_THREAD_GROUPS, type LcpPhases, type LighthouseResult, type MainThreadGroup } from "./lighthouse";
import { median } from "./median";

const root = path.resolve(__dirname, "../..");

export interface Pair {
  /** The site's route. */
  site: string;
  /** The starter's page of the same kind (its posts are at content/blog/<folder>/, served at "/<folder>/"). */
  starter: string;
}

/**
 * The site's key routes and the starter's page of the same kind: home, the list of posts, a post;
 * the starter has no contact or service page, so its home and its post stand in for them.
 */
export const PAIRS: Pair[] = [
  { site: "/", starter: "/" },
  { site: "/blog", starter: "/" },
  { site: "/blog/wifi-fixes", starter: "/hello-world/" },
  { site: "/contact", starter: "/" },
  { site: "/micro-it-support-plan", starter: "/hello-world/" },
];

type Side = "site" | "starter";

export interface Target {
  target: string;
  measured: string;
  met: boolean;
}

interface Sample {
  condition: string;
  run: number;
  /** The pair, by its site route. */
  route: string;
  side: Side;
  /** The address measured on this side. */
  path: string;
  /** Place in the run's order, from 1. */
  position: number;
  seconds: number;
  result: LighthouseResult;
}

interface Failure {
  condition: string;
  run: number;
  route: string;
  side: Side;
  error: string;
}

interface Served {
  side: Side;
  server: http.Server;
  url: string;
}

async function serve(side: Side, publicDir: string, options?: SiteServerOptions): Promise<Served> {
  const server = createSiteServer(publicDir, options).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { side, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Each address answers 200 as it is (no redirect), and is read once before it is measured. */
async function checkPaths(served: Served, paths: string[]): Promise<void> {
  for (const address of new Set(paths)) {
    const response = await fetch(`${served.url}${address}`, { redirect: "manual" });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`the ${served.side} answers ${response.status} for ${address}${response.headers.get("location") ? ` (to ${response.headers.get("location")})` : ""}`);
  }
}

const pathOf = (pair: Pair, side: Side) => (side === "site" ? pair.site : pair.starter);

async function measureAll(sides: Record<Side, Served>, pairs: Pair[], runs: number, conditions: Condition[]): Promise<{ samples: Sample[]; failures: Failure[] }> {
  const samples: Sample[] = [];
  const failures: Failure[] = [];
  const total = conditions.length * runs * pairs.length * 2;
  const started = Date.now();
  let done = 0;
  for (const condition of conditions) {
    await underCondition(condition, async () => {
      for (const side of ["site", "starter"] as const) {
        await warmUp(`${condition.name}, ${side}`, () => lighthouseRun(`${sides[side].url}${pathOf(pairs[0], side)}`, ["performance"]));
      }
      for (let run = 0; run < runs; run += 1) {
        let position = 0;
        for (const pair of rotated(pairs, run)) {
          for (const side of rotated<Side>(["site", "starter"], run)) {
            position += 1;
            const at = { condition: condition.name, run: run + 1, route: pair.site, side };
            const label = `[${done + 1}/${total}] ${condition.name}, run ${run + 1}/${runs}, ${pair.site} ↔ ${pair.starter}, ${side}`;
            const runStarted = Date.now();
            try {
              const result = await lighthouseRun(`${sides[side].url}${pathOf(pair, side)}`, ["performance"]);
              const seconds = (Date.now() - runStarted) / 1000;
              samples.push({ ...at, path: pathOf(pair, side), position, seconds, result });
              console.log(`${label}: perf ${result.scores.performance}, LCP ${result.lcp.toFixed(0)} ms, TBT ${result.tbt.toFixed(0)} ms, CLS ${result.cls.toFixed(3)}, CPU index ${result.cpu.toFixed(0)} (${seconds.toFixed(0)} s)`);
            } catch (error) {
              failures.push({ ...at, error: error instanceof Error ? error.message : String(error) });
              console.error(`${label}: failed: ${failures[failures.length - 1].error}`);
            }
            done += 1;
            if (done < total && done % (pairs.length * 2) === 0) console.log(`    about ${Math.ceil((((Date.now() - started) / done) * (total - done)) / 60_000)} min left`);
          }
        }
      }
    });
  }
  return { samples, failures };
}

/** The figures of one route, side and condition: medians over its runs. */
interface Row {
  n: number;
  perf: number;
  lcp: number;
  tbt: number;
  tbtRuns: number[];
  cls: number;
  scriptBytes: number;
  documentBytes: number;
  mainThread: Record<MainThreadGroup, number>;
  topScripts: Array<{ name: string; ms: number }>;
  lcpElement: LighthouseResult["lcpElement"];
  lcpPhases: LcpPhases | null;
  /** Runs in which a script ended before the observed LCP. */
  scriptsBeforeLcpRuns: number;
}

/** The value seen most often (the first of those, on a tie). */
function mostCommon<T>(values: T[], key: (value: T) => string): T | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(key(value), (counts.get(key(value)) ?? 0) + 1);
  return [...values].sort((a, b) => (counts.get(key(b)) ?? 0) - (counts.get(key(a)) ?? 0))[0];
}

function summarise(samples: Sample[]): Row | null {
  if (!samples.length) return null;
  const results = samples.map((sample) => sample.result);
  const of = (get: (result: LighthouseResult) => number) => median(results.map(get));
  const byScript = new Map<string, number[]>();
  for (const result of results) for (const script of result.topScripts) byScript.set(script.name, [...(byScript.get(script.name) ?? []), script.ms]);
  const withPhases = results.flatMap((result) => (result.lcpPhases ? [result.lcpPhases] : []));
  return {
    n: results.length,
    perf: of((result) => result.scores.performance ?? 0),
    lcp: of((result) => result.lcp),
    tbt: of((result) => result.tbt),
    tbtRuns: results.map((result) => result.tbt),
    cls: of((result) => result.cls),
    scriptBytes: of((result) => result.bytes.script ?? 0),
    documentBytes: of((result) => result.bytes.document ?? 0),
    mainThread: Object.fromEntries(Object.keys(MAIN_THREAD_GROUPS).map((group) => [group, of((result) => result.mainThread[group as MainThreadGroup])])) as Record<MainThreadGroup, number>,
    topScripts: [...byScript]
      .map(([name, ms]) => ({ name, ms: median(ms) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3),
    lcpElement: mostCommon(results.map((result) => result.lcpElement), (element) => (element ? `${element.type} ${element.selector}` : "none")) ?? null,
    lcpPhases: withPhases.length
      ? { ttfb: median(withPhases.map((p) => p.ttfb)), loadDelay: median(withPhases.map((p) => p.loadDelay)), loadTime: median(withPhases.map((p) => p.loadTime)), renderDelay: median(withPhases.map((p) => p.renderDelay)) }
      : null,
    scriptsBeforeLcpRuns: results.filter((result) => result.scriptsBeforeLcp > 0).length,
  };
}

const ms = (value: number) => value.toFixed(0);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** "total 2756: script evaluation 1055, other 928, style & layout 497". */
function mainThreadCell(row: Row): string {
  const groups = (Object.keys(MAIN_THREAD_GROUPS) as MainThreadGroup[]).map((group) => ({ group, value: row.mainThread[group] })).sort((a, b) => b.value - a.value);
  const total = groups.reduce((sum, { value }) => sum + value, 0);
  return `total ${ms(total)}: ${groups
    .slice(0, 3)
    .map(({ group, value }) => `${MAIN_THREAD_GROUPS[group]} ${ms(value)}`)
    .join(", ")}`;
}

/** "image `picture > img.hero`: TTFB 466, load delay 0, load time 27, render delay 572". */
function lcpCell(row: Row): string {
  const element = row.lcpElement ? `${row.lcpElement.type} \`${row.lcpElement.selector.split(" > ").slice(-2).join(" > ")}\`` : "no element";
  const phases = row.lcpPhases;
  return phases ? `${element}: TTFB ${ms(phases.ttfb)}, load delay ${ms(phases.loadDelay)}, load time ${ms(phases.loadTime)}, render delay ${ms(phases.renderDelay)}` : element;
}

type Rows = Map<string, Row | null>;
const rowKey = (condition: string, route: string, side: Side) => `${condition}\0${route}\0${side}`;

function conditionLines(condition: Condition, pairs: Pair[], rows: Rows, samples: Sample[]): string[] {
  const lines = [
    `### ${condition.name}`,
    "",
    "| route | side | n | Perf | LCP ms | TBT ms median (each run) | CLS | JS KiB | main thread ms (top 3 groups) | scripts with most main-thread ms | LCP element and phases ms | runs with JS loaded before the observed LCP |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const pair of pairs) {
    for (const side of ["site", "starter"] as const) {
      const row = rows.get(rowKey(condition.name, pair.site, side));
      const route = side === "site" ? pair.site : `${pair.starter}`;
      if (!row) {
        lines.push(`| ${route} | ${side} | 0 | – | – | – | – | – | – | – | – | – |`);
        continue;
      }
      lines.push(
        `| ${route} | ${side} | ${row.n} | ${row.perf} | ${ms(row.lcp)} | ${ms(row.tbt)} (${row.tbtRuns.map(ms).join(" / ")}) | ${row.cls.toFixed(3)} | ${kib(row.scriptBytes)} | ${mainThreadCell(row)} | ${row.topScripts.map((script) => `${script.name} ${ms(script.ms)}`).join(", ") || "none over 50"} | ${lcpCell(row)} | ${row.scriptsBeforeLcpRuns} of ${row.n} |`,
      );
    }
  }
  const cpu = samples.filter((sample) => sample.condition === condition.name).map((sample) => sample.result.cpu);
  if (cpu.length) lines.push("", `Lighthouse's CPU benchmark index in this condition: median ${ms(median(cpu))} (${ms(Math.min(...cpu))}–${ms(Math.max(...cpu))}; higher is faster, and TBT grows as it falls).`);
  lines.push("");
  return lines;
}

function targetsOf(conditions: Condition[], pairs: Pair[], rows: Rows): Target[] {
  const targets: Target[] = [];
  const siteRows = (condition: Condition) => pairs.flatMap((pair) => {
    const row = rows.get(rowKey(condition.name, pair.site, "site"));
    return row ? [{ route: pair.site, row }] : [];
  });
  for (const condition of conditions) {
    const compared = pairs.flatMap((pair) => {
      const site = rows.get(rowKey(condition.name, pair.site, "site"));
      const starter = rows.get(rowKey(condition.name, pair.site, "starter"));
      return site && starter ? [{ pair, site: site.tbt, starter: starter.tbt }] : [];
    });
    if (compared.length) {
      const over = compared.filter((entry) => entry.site > entry.starter);
      const worst = [...compared].sort((a, b) => b.site - b.starter - (a.site - a.starter))[0];
      const show = (entry: (typeof compared)[number]) => `${entry.pair.site} ${ms(entry.site)} vs ${entry.pair.starter} ${ms(entry.starter)} ms`;
      targets.push({
        target: `TBT of every route at most its pair's on the starter (${condition.name}, medians)`,
        measured: over.length ? `over on ${over.map(show).join("; ")}` : `all ${compared.length} within; closest ${show(worst)}`,
        met: over.length === 0 && compared.length === pairs.length,
      });
    }
    const measured = siteRows(condition);
    if (!measured.length) continue;
    if (!condition.busy) {
      const lowest = [...measured].sort((a, b) => a.row.perf - b.row.perf)[0];
      targets.push({ target: `Performance 100 on every route (${condition.name})`, measured: `lowest ${lowest.row.perf} (${lowest.route})`, met: lowest.row.perf >= 100 });
    }
    const slowest = [...measured].sort((a, b) => b.row.lcp - a.row.lcp)[0];
    targets.push({ target: `LCP <= 800 ms on every route (${condition.name})`, measured: `highest ${ms(slowest.row.lcp)} ms (${slowest.route})`, met: slowest.row.lcp <= 800 });
    const shifted = [...measured].sort((a, b) => b.row.cls - a.row.cls)[0];
    targets.push({ target: `CLS 0 on every route (${condition.name}, to 3 decimals)`, measured: `highest ${shifted.row.cls.toFixed(3)} (${shifted.route})`, met: shifted.row.cls < 0.0005 });
  }
  const home = conditions.map((condition) => rows.get(rowKey(condition.name, "/", "site"))).find(Boolean);
  if (home) {
    // The performance issue's 90 KiB target is retired: React stays (the stack the business
    // chose). npm test holds the line at 100 KiB (__tests__/e2e/budget.spec.ts).
    targets.push({ target: "JavaScript of / <= 100 KiB gzip", measured: `${kib(home.scriptBytes)} KiB`, met: home.scriptBytes <= 100 * 1024 });
    targets.push({ target: "HTML of / <= 30 KiB gzip", measured: `${kib(home.documentBytes)} KiB`, met: home.documentBytes <= 30 * 1024 });
  }
  return targets;
}

export interface SideBySideOptions {
  /** The site's built public/. */
  sitePublic: string;
  runs: number;
  conditions: Condition[];
  pairs: Pair[];
  /** Builds the starter again even if its build is current. */
  rebuildAnchor: boolean;
}

export async function sideBySide({ sitePublic, runs, conditions, pairs, rebuildAnchor }: SideBySideOptions): Promise<{ lines: string[]; targets: Target[] }> {
  const anchor = await builtAnchor({ rebuild: rebuildAnchor });
  const sides = { site: await serve("site", sitePublic), starter: await serve("starter", anchor.publicDir, { trailingSlash: "keep" }) };
  try {
    await checkPaths(sides.site, pairs.map((pair) => pair.site));
    await checkPaths(sides.starter, pairs.map((pair) => pair.starter));
    console.log(`side by side: the site on ${sides.site.url}, the Gatsby starter on ${sides.starter.url}`);
    const { samples, failures } = await measureAll(sides, pairs, runs, conditions);

    const rows: Rows = new Map();
    for (const condition of conditions) {
      for (const pair of pairs) {
        for (const side of ["site", "starter"] as const) {
          rows.set(rowKey(condition.name, pair.site, side), summarise(samples.filter((sample) => sample.condition === condition.name && sample.route === pair.site && sample.side === side)));
        }
      }
    }
    const lines = [
      `## Lighthouse 12, mobile, side by side with the Gatsby blog starter (medians of ${runs} run${runs === 1 ? "" : "s"})`,
      "",
      `The official gatsby-starter-blog (${path.relative(root, anchor.dir)}${anchor.buildSeconds ? `, built in ${ms(anchor.buildSeconds)} s` : ", an earlier build"}), served as the site is, each route beside a starter page of its kind; the performance category only; interleaved (pairs and sides in an order rotated every run) after one unrecorded warm-up run of each side. Main-thread times are Lighthouse's, at its simulated 4x CPU slowdown; the LCP phases are those of the simulated LCP.`,
      "",
    ];
    for (const condition of conditions) lines.push(...conditionLines(condition, pairs, rows, samples));
    if (failures.length) lines.push("Failed runs (left out):", "", ...failures.map((failure) => `- ${failure.condition}, run ${failure.run}, ${failure.route}, ${failure.side}: ${failure.error}`), "");

    mkdirSync(path.join(root, ".reports"), { recursive: true });
    writeFileSync(path.join(root, ".reports", "bench-side-by-side.json"), `${JSON.stringify({ date: new Date().toISOString(), runs, conditions, pairs, samples, failures }, null, 2)}\n`);
    return { lines, targets: targetsOf(conditions, pairs, rows) };
  } finally {
    for (const side of Object.values(sides)) side.server.close();
  }
}
