/**
 * The interleaved Lighthouse loop of `npm run bench` and `npm run bench:overrides`: N sides, each
 * a built public/ on its own server, measured route by route in rotated order in each condition;
 * returns a table per condition, the medians and every sample (docs/performance.md, "Side by
 * side with the Gatsby starter", "The loop"). A run that still fails after its retries is left out.
 */
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { createSiteServer, type SiteServerOptions } from "../../src/server/site-server";
import { rotated, underCondition, warmUp, type Condition } from "./conditions";
import { lighthouseRun, MAIN_THREAD_GROUPS, type LighthouseResult, type MainThreadGroup } from "./lighthouse";
import { median } from "./median";

export interface Side {
  /** Its name in the tables ("site", "starter", a variant's). */
  name: string;
  publicDir: string;
  server?: SiteServerOptions;
  /** The address measured on this side for a route; the route itself when not given. */
  pathOf?: (route: string) => string;
}

interface Sample {
  condition: string;
  run: number;
  route: string;
  side: string;
  /** The address measured, place in the run's order (from 1), seconds taken. */
  path: string;
  position: number;
  seconds: number;
  result: LighthouseResult;
}

type Failure = Pick<Sample, "condition" | "run" | "route" | "side"> & { error: string };

interface Served {
  side: Side;
  server: http.Server;
  url: string;
}

const pathOf = (side: Side, route: string) => side.pathOf?.(route) ?? route;

async function serve(side: Side): Promise<Served> {
  const server = createSiteServer(side.publicDir, side.server).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { side, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Each address answers 200 as it is (no redirect), and is read once before it is measured. */
async function checkPaths({ side, url }: Served, routes: string[]): Promise<void> {
  for (const address of new Set(routes.map((route) => pathOf(side, route)))) {
    const response = await fetch(`${url}${address}`, { redirect: "manual" });
    await response.arrayBuffer();
    const location = response.headers.get("location");
    if (response.status !== 200) throw new Error(`${side.name} answers ${response.status} for ${address}${location ? ` (to ${location})` : ""}`);
  }
}

/** Every condition × run × route × side, once each, in the order said above; a failed run is recorded and left out. */
async function measureAll(served: Served[], { routes, runs, conditions, categories }: SideBySideOptions): Promise<{ samples: Sample[]; failures: Failure[] }> {
  const samples: Sample[] = [];
  const failures: Failure[] = [];
  const total = conditions.length * runs * routes.length * served.length;
  const started = Date.now();
  for (const condition of conditions) {
    await underCondition(condition, async () => {
      for (const { side, url } of served) await warmUp(`${condition.name}, ${side.name}`, () => lighthouseRun(`${url}${pathOf(side, routes[0])}`, categories));
      for (let run = 0; run < runs; run += 1) {
        const order = rotated(routes, run).flatMap((route) => rotated(served, run).map((each) => ({ route, ...each })));
        for (const [index, { route, side, url }] of order.entries()) {
          const at = { condition: condition.name, run: run + 1, route, side: side.name };
          const address = pathOf(side, route);
          const label = `[${samples.length + failures.length + 1}/${total}] ${condition.name}, run ${run + 1}/${runs}, ${route}${address === route ? "" : ` ↔ ${address}`}, ${side.name}`;
          const runStarted = Date.now();
          try {
            const result = await lighthouseRun(`${url}${address}`, categories);
            samples.push({ ...at, path: address, position: index + 1, seconds: (Date.now() - runStarted) / 1000, result });
            console.log(`${label}: perf ${result.scores.performance}, LCP ${ms(result.lcp)} ms, TBT ${ms(result.tbt)} ms, CLS ${result.cls.toFixed(3)}, CPU index ${ms(result.cpu)} (${ms((Date.now() - runStarted) / 1000)} s)`);
          } catch (error) {
            failures.push({ ...at, error: error instanceof Error ? error.message : String(error) });
            console.error(`${label}: failed: ${failures[failures.length - 1].error}`);
          }
        }
        const done = samples.length + failures.length;
        if (done < total) console.log(`    about ${Math.ceil((((Date.now() - started) / done) * (total - done)) / 60_000)} min left`);
      }
    });
  }
  return { samples, failures };
}

/** The value seen most often (the first of those, on a tie). */
function mostCommon<T>(values: T[], key: (value: T) => string): T {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(key(value), (counts.get(key(value)) ?? 0) + 1);
  return [...values].sort((a, b) => (counts.get(key(b)) ?? 0) - (counts.get(key(a)) ?? 0))[0];
}

/** The median of each key of some records (a key a record lacks counts as 0). */
function medians<K extends string>(records: Array<Partial<Record<K, number>>>): Record<K, number> {
  const keys = [...new Set(records.flatMap((record) => Object.keys(record)))] as K[];
  return Object.fromEntries(keys.map((key) => [key, median(records.map((record) => record[key] ?? 0))])) as Record<K, number>;
}

/** The figures of one route, side and condition: medians over its runs, and each run's TBT and LCP. */
function summarise(results: LighthouseResult[]) {
  if (!results.length) return null;
  const byScript = new Map<string, number[]>();
  for (const { topScripts } of results) for (const script of topScripts) byScript.set(script.name, [...(byScript.get(script.name) ?? []), script.ms]);
  const withPhases = results.flatMap((result) => result.lcpPhases ?? []);
  return {
    n: results.length,
    scores: medians(results.map((result) => result.scores)),
    lcp: median(results.map((result) => result.lcp)),
    lcpRuns: results.map((result) => result.lcp),
    tbt: median(results.map((result) => result.tbt)),
    tbtRuns: results.map((result) => result.tbt),
    cls: median(results.map((result) => result.cls)),
    bytes: medians(results.map((result) => result.bytes)),
    mainThread: medians(results.map((result) => result.mainThread)),
    topScripts: [...byScript].map(([name, times]) => ({ name, ms: median(times) })).sort((a, b) => b.ms - a.ms).slice(0, 3),
    lcpElement: mostCommon(results.map((result) => result.lcpElement), (element) => (element ? `${element.type} ${element.selector}` : "none")),
    lcpPhases: withPhases.length ? medians(withPhases) : null,
    /** Runs in which a script ended before the observed LCP. */
    scriptsBeforeLcpRuns: results.filter((result) => result.scriptsBeforeLcp > 0).length,
  };
}

export type Row = NonNullable<ReturnType<typeof summarise>>;

const ms = (value: number) => value.toFixed(0);
export const kib = (bytes = 0) => (bytes / 1024).toFixed(1);
const withRange = (values: number[]) => `${ms(median(values))} (${ms(Math.min(...values))}–${ms(Math.max(...values))})`;

/** "total 2756: script evaluation 1055, other 928, style & layout 497". */
function mainThreadCell(row: Row): string {
  const groups = (Object.keys(MAIN_THREAD_GROUPS) as MainThreadGroup[]).map((group) => ({ group, value: row.mainThread[group] ?? 0 })).sort((a, b) => b.value - a.value);
  const top = groups.slice(0, 3).map(({ group, value }) => `${MAIN_THREAD_GROUPS[group]} ${ms(value)}`);
  return `total ${ms(groups.reduce((sum, { value }) => sum + value, 0))}: ${top.join(", ")}`;
}

/** "image `picture > img.hero`: TTFB 466, load delay 0, load time 27, render delay 572". */
function lcpCell({ lcpElement, lcpPhases: phases }: Row): string {
  const element = lcpElement ? `${lcpElement.type} \`${lcpElement.selector.split(" > ").slice(-2).join(" > ")}\`` : "no element";
  return phases ? `${element}: TTFB ${ms(phases.ttfb)}, load delay ${ms(phases.loadDelay)}, load time ${ms(phases.loadTime)}, render delay ${ms(phases.renderDelay)}` : element;
}

/** A later side's median less the first side's, and whether it exceeds the first side's spread (which needs two runs). */
function difference(values: number[], first: number[]): string {
  const delta = median(values) - median(first);
  const signed = `${delta > 0 ? "+" : delta < 0 ? "−" : "±"}${ms(Math.abs(delta))}`;
  if (first.length < 2) return `${signed} (one run to compare with, no spread)`;
  const spread = Math.max(...first) - Math.min(...first);
  return `${signed} (spread ${ms(spread)}, ${Math.abs(delta) > spread ? "beyond" : "within"})`;
}

const CATEGORY_HEADS: Record<string, string> = { performance: "Perf", accessibility: "A11y", "best-practices": "Best pr.", seo: "SEO" };

/** A column after route, side and n: its heading, and its cell given the row and, for a later side, the first side's row of the same route. */
type Column = [string, (row: Row, first: Row | null) => string];

function columns({ categories, compare = false, sides }: SideBySideOptions): Column[] {
  const against = (get: (row: Row) => number[]) => (row: Row, first: Row | null) => (first ? difference(get(row), get(first)) : "–");
  const compared: Column[] = [
    [`TBT vs ${sides[0].name} ms (its spread)`, against((row) => row.tbtRuns)],
    [`LCP vs ${sides[0].name} ms (its spread)`, against((row) => row.lcpRuns)],
  ];
  return [
    ...categories.map((category): Column => [CATEGORY_HEADS[category] ?? category, (row) => String(row.scores[category] ?? "–")]),
    ["LCP ms median (min–max)", (row) => withRange(row.lcpRuns)],
    ["TBT ms median (min–max)", (row) => withRange(row.tbtRuns)],
    ["TBT ms of each run", (row) => row.tbtRuns.map(ms).join(" / ")],
    ["CLS", (row) => row.cls.toFixed(3)],
    ["JS KiB", (row) => kib(row.bytes.script)],
    ["HTML KiB", (row) => kib(row.bytes.document)],
    ["CSS / img / font / total KiB", (row) => ["stylesheet", "image", "font", "total"].map((type) => kib(row.bytes[type])).join(" / ")],
    ["main thread ms (top 3 groups)", mainThreadCell],
    ["scripts with most main-thread ms", (row) => row.topScripts.map((script) => `${script.name} ${ms(script.ms)}`).join(", ") || "none over 50"],
    ["LCP element and phases ms", lcpCell],
    ["runs with JS loaded before the observed LCP", (row) => `${row.scriptsBeforeLcpRuns} of ${row.n}`],
    ...(compare ? compared : []),
  ];
}

function conditionLines(options: SideBySideOptions, condition: Condition, row: SideBySide["row"], samples: Sample[]): string[] {
  const { sides, routes } = options;
  const table = columns(options);
  const lines = [`### ${condition.name}`, "", `| route | side | n | ${table.map(([head]) => head).join(" | ")} |`, `|${"---|".repeat(table.length + 3)}`];
  for (const route of routes) {
    const first = row(condition.name, route, sides[0].name);
    for (const side of sides) {
      const figures = row(condition.name, route, side.name);
      const cells = figures ? [figures.n, ...table.map(([, cell]) => cell(figures, side === sides[0] ? null : first))] : [0, ...table.map(() => "–")];
      lines.push(`| ${pathOf(side, route)} | ${side.name} | ${cells.join(" | ")} |`);
    }
  }
  const cpu = samples.filter((sample) => sample.condition === condition.name).map((sample) => sample.result.cpu);
  if (cpu.length) lines.push("", `Lighthouse's CPU benchmark index in this condition: median ${ms(median(cpu))} (${ms(Math.min(...cpu))}–${ms(Math.max(...cpu))}; higher is faster, and TBT grows as it falls).`);
  return [...lines, ""];
}

export interface SideBySideOptions {
  /** The sides; with `compare`, the later ones are compared with the first. */
  sides: Side[];
  routes: string[];
  runs: number;
  conditions: Condition[];
  /** Lighthouse's categories to run, a column of scores each. */
  categories: string[];
  compare?: boolean;
}

export interface SideBySide {
  lines: string[];
  /** The medians of a route on a side in a condition; null when none of its runs succeeded. */
  row: (condition: string, route: string, side: string) => Row | null;
  samples: Sample[];
  failures: Failure[];
}

export async function sideBySide(options: SideBySideOptions): Promise<SideBySide> {
  const served = await Promise.all(options.sides.map(serve));
  try {
    for (const each of served) await checkPaths(each, options.routes);
    console.log(`side by side: ${served.map(({ side, url }) => `${side.name} on ${url}`).join(", ")}`);
    const { samples, failures } = await measureAll(served, options);
    const row = (condition: string, route: string, side: string) => summarise(samples.filter((sample) => sample.condition === condition && sample.route === route && sample.side === side).map((sample) => sample.result));
    const lines = options.conditions.flatMap((condition) => conditionLines(options, condition, row, samples));
    if (failures.length) lines.push("Failed runs (left out):", "", ...failures.map((failure) => `- ${failure.condition}, run ${failure.run}, ${failure.route}, ${failure.side}: ${failure.error}`), "");
    return { lines, row, samples, failures };
  } finally {
    for (const { server } of served) server.close();
  }
}
