/**
 * `npm run bench:overrides`: an interleaved A/B of the site's performance overrides
 * (gatsby/overrides/README.md), measured by Lighthouse 12 (mobile preset, simulated throttling,
 * Debian Chromium, the performance category only). Figures, never pass/fail.
 *   1. Each variant (VARIANTS below) is a throwaway copy of the project with a few source edits;
 *      `baseline` has none. The copies are built one after another with `gatsby build`, then all
 *      served at once, each on its own port, as scripts/serve.ts serves the site.
 *   2. For each load condition (quiet, then one core kept busy by a child process spinning a
 *      loop), after one warm-up run that is not recorded: for each run, for each route, every
 *      variant is measured once, in an order rotated every run so that no variant always goes
 *      first. A run whose trace Lighthouse failed to record (NO_NAVSTART, say) is made again, up
 *      to twice (bench/lib/lighthouse.ts); a run that still fails is left out.
 *      After each run's Lighthouse runs, every variant also takes --clicks early-click trials
 *      (checks/lib/early-clicks.ts: a link of each kind by turns, clicked while the page starts
 *      up, CPU slowed 4× or 6×), in the same rotated order, so the visitor's click is in the loop.
 *   3. For each condition, route and variant it prints the median TBT and LCP with their
 *      min–max, the median CLS and performance score and the script and HTML transfer; and for
 *      each variant, its median TBT and LCP less baseline's beside baseline's spread (max − min),
 *      so a difference within the noise shows as such.
 * Options:
 *   --runs N            runs of each route and variant in each condition (default 5)
 *   --routes /,/contact routes to measure (default /,/blog/wifi-fixes)
 *   --variants a,b      only these variants (baseline is always included)
 *   --project DIR       copies DIR (which must have its node_modules) instead of this project
 *   --clicks N          early-click trials per variant and run (default 9; 0 for none)
 *   --keep              keeps the copies and prints where they are
 * The samples are written to .reports/bench-overrides.json and the table to
 * .reports/bench-overrides.md.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { listedPosts } from "../__tests__/e2e/content";
import { clickTrial, siteLinkCases, trialOptions, type TrialResult } from "../checks/lib/early-clicks";
import { option, list } from "./lib/args";
import { CONDITIONS, rotated, underCondition, warmUp, type Condition } from "./lib/conditions";
import { lighthouseRun as lighthouse } from "./lib/lighthouse";
import { onExit } from "./lib/on-exit";
import { median } from "./lib/median";
import { CHROMIUM, CHROMIUM_ARGS } from "../checks/lib/site-browser";
import { copyProject, removeCopy } from "../checks/lib/project-copy";
import { createSiteServer } from "../src/server/site-server";

/** One source edit: the first and only occurrence of `find` in `file` becomes `replace`. */
interface Edit {
  file: string;
  find: string;
  replace: string;
}

interface Variant {
  name: string;
  /** What the variant changes, for the report. */
  what: string;
  edits: Edit[];
  /** A problem with the built site showing the edit did not take, or null. */
  verify?: (publicDir: string) => string | null;
}

const VARIANTS: Variant[] = [
  { name: "baseline", what: "today's site, every override on", edits: [] },
  {
    name: "no-bundle-loader",
    what: "plain <script src async> tags for every bundle in place of the inline loader",
    edits: [
      {
        file: "gatsby/overrides/bundle-loader.ts",
        find: "return `<script>${bundleLoaderScript(sources)}</script>`;",
        // The comment keeps LOADER_MARK in the page, so a rebuild still recognises a rewritten page.
        replace: 'return sources.map((source) => `<script src="${source}" async></script>`).join("") + `<!--${LOADER_MARK}-->`;',
      },
    ],
    verify: (publicDir) => {
      const html = readFileSync(path.join(publicDir, "index.html"), "utf8");
      if (html.includes("<script>(function(s){var d=0;")) return "index.html still has the inline bundle loader";
      return /<script src="\/app-[^"]+\.js" async><\/script>/.test(html) ? null : "index.html has no <script src=\"/app-….js\" async> tag";
    },
  },];

const root = path.resolve(__dirname, "..");
function applyEdits(copy: string, variant: Variant): void {
  for (const edit of variant.edits) {
    const file = path.join(copy, edit.file);
    const text = existsSync(file) ? readFileSync(file, "utf8") : "";
    const count = text.split(edit.find).length - 1;
    if (count !== 1) {
      throw new Error(`variant ${variant.name}: ${edit.file} ${count ? `contains ${JSON.stringify(edit.find)} ${count} times` : `no longer contains ${JSON.stringify(edit.find)}`}: update this variant's edit`);
    }
    writeFileSync(file, text.replace(edit.find, () => edit.replace));
  }
}

/** Runs `gatsby build` in a copy; throws with the end of its output when it fails. */
function build(copy: string, label: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    // A process group of its own, so that Gatsby and its workers can be stopped with npx.
    const child = spawn("npx", ["gatsby", "build"], { cwd: copy, detached: true, env: { ...process.env, CI: "1", GATSBY_TELEMETRY_DISABLED: "1" }, stdio: ["ignore", "pipe", "pipe"] });
    const kill = () => {
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        // Already ended.
      }
    };
    onExit.add(kill);
    let output = "";
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", reject);
    child.on("close", (code) => {
      onExit.delete(kill);
      const seconds = (Date.now() - started) / 1000;
      if (code === 0) resolve(seconds);
      else reject(new Error(`${label}: gatsby build failed (exit ${code}) after ${seconds.toFixed(0)} s:\n${output}`));
    });
  });
}

interface Site {
  variant: Variant;
  copy: string;
  buildSeconds: number;
  server?: http.Server;
  url?: string;
}

/** Serves a built copy's public/ on a free port of 127.0.0.1. */
async function serve(site: Site): Promise<void> {
  const server = createSiteServer(path.join(site.copy, "public")).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  site.server = server;
  site.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Each route answers 200 from each site (and is read once before it is measured). */
async function checkRoutes(sites: Site[], routes: string[]): Promise<void> {
  for (const site of sites) {
    for (const route of routes) {
      const response = await fetch(`${site.url}${route}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${site.variant.name} answers ${response.status} for ${route}`);
    }
  }
}

interface Sample {
  condition: string;
  run: number;
  route: string;
  variant: string;
  /** Place of the variant in this run's order, from 1. */
  position: number;
  tbt: number;
  lcp: number;
  cls: number;
  performance: number;
  scriptBytes: number;
  totalBytes: number;
  documentBytes: number;
  benchmarkIndex: number;
  seconds: number;
  /** More than 1 when a trace failed to record and the run was made again. */
  attempts: number;
}

type Measurement = Pick<Sample, "tbt" | "lcp" | "cls" | "performance" | "scriptBytes" | "totalBytes" | "documentBytes" | "benchmarkIndex" | "attempts">;

/** One Lighthouse run of `url`, the performance category only. */
async function lighthouseRun(url: string): Promise<Measurement> {
  const result = await lighthouse(url, ["performance"]);
  return {
    tbt: result.tbt,
    lcp: result.lcp,
    cls: result.cls,
    performance: result.scores.performance ?? 0,
    scriptBytes: result.bytes.script ?? 0,
    totalBytes: result.bytes.total ?? 0,
    documentBytes: result.bytes.document ?? 0,
    benchmarkIndex: result.cpu,
    attempts: result.attempts,
  };
}

interface Failure {
  condition: string;
  run: number;
  route: string;
  variant: string;
  error: string;
}

interface ClickSample extends TrialResult {
  condition: string;
  run: number;
  variant: string;
}

/** `count` early-click trials on one variant, the link kinds and conditions taken in turn from `first`. */
async function clickTrials(browser: Browser, site: Site, count: number, first: number, at: { condition: string; run: number }): Promise<ClickSample[]> {
  const cases = siteLinkCases(listedPosts);
  const samples: ClickSample[] = [];
  for (let index = first; index < first + count; index += 1) {
    const result = await clickTrial(browser, site.url!, cases[index % cases.length], trialOptions(Math.floor(index / cases.length)));
    samples.push({ ...result, ...at, variant: site.variant.name });
  }
  return samples;
}

/** Every condition × run × route × variant, once each; failed runs are recorded and skipped. */
async function measureAll(sites: Site[], routes: string[], runs: number, clicksPerRun: number): Promise<{ samples: Sample[]; failures: Failure[]; clicks: ClickSample[] }> {
  const samples: Sample[] = [];
  const failures: Failure[] = [];
  const clicks: ClickSample[] = [];
  const browser = clicksPerRun > 0 ? await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }) : null;
  onExit.add(() => void browser?.close());
  const total = CONDITIONS.length * runs * routes.length * sites.length;
  const started = Date.now();
  let done = 0;
  for (const condition of CONDITIONS) {
    await underCondition(condition, async () => {
      const url = `${sites[0].url}${routes[0]}`;
      await warmUp(condition.name, () => lighthouseRun(url));
      for (let run = 0; run < runs; run += 1) {
        for (const route of routes) {
          for (const [index, site] of rotated(sites, run).entries()) {
            const at = { condition: condition.name, run: run + 1, route, variant: site.variant.name };
            const label = `[${done + 1}/${total}] ${condition.name}, run ${run + 1}/${runs}, ${route}, ${site.variant.name}`;
            const runStarted = Date.now();
            try {
              const measured = await lighthouseRun(`${site.url}${route}`);
              const seconds = (Date.now() - runStarted) / 1000;
              samples.push({ ...at, position: index + 1, ...measured, seconds });
              console.log(`${label}: TBT ${measured.tbt.toFixed(0)} ms, LCP ${measured.lcp.toFixed(0)} ms, CLS ${measured.cls.toFixed(3)}, perf ${measured.performance}, CPU index ${measured.benchmarkIndex.toFixed(0)} (${seconds.toFixed(0)} s)`);
            } catch (error) {
              failures.push({ ...at, error: error instanceof Error ? error.message : String(error) });
              console.error(`${label}: failed: ${failures[failures.length - 1].error}`);
            }
            done += 1;
            const left = ((Date.now() - started) / done) * (total - done);
            if (done < total && done % sites.length === 0) console.log(`    about ${Math.ceil(left / 60_000)} min left`);
          }
        }
        if (browser) {
          for (const site of rotated(sites, run)) {
            const made = await clickTrials(browser, site, clicksPerRun, run * clicksPerRun, { condition: condition.name, run: run + 1 });
            clicks.push(...made);
            console.log(`${condition.name}, run ${run + 1}/${runs}, ${site.variant.name}: ${made.filter((click) => click.landed).length} of ${made.length} early clicks landed`);
          }
        }
      }
    });
  }
  await browser?.close();
  return { samples, failures, clicks };
}

/** Per condition and variant: early clicks landed, and how fast the visitor saw an answer. */
function clickTable(variants: Variant[], clicks: ClickSample[]): string[] {
  if (!clicks.length) return [];
  const ms = (values: number[]) => (values.length ? `${median(values).toFixed(0)} (${Math.max(...values).toFixed(0)})` : "–");
  const lines = ["## Early clicks", "", "| condition | variant | landed | by the router | INP ms, median (max) | click to new page's paint ms, median (max) |", "|---|---|---|---|---|---|"];
  for (const condition of CONDITIONS) {
    for (const variant of variants) {
      const of = clicks.filter((click) => click.condition === condition.name && click.variant === variant.name);
      if (!of.length) continue;
      const inp = of.flatMap((click) => (click.inp === undefined ? [] : [click.inp]));
      const paint = of.flatMap((click) => (click.clickToNewPaint === undefined ? [] : [click.clickToNewPaint]));
      lines.push(`| ${condition.name} | ${variant.name} | ${of.filter((click) => click.landed).length} of ${of.length} | ${of.filter((click) => click.how === "client").length} | ${ms(inp)} | ${ms(paint)} |`);
    }
  }
  lines.push("");
  return lines;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const signed = (value: number) => `${value > 0 ? "+" : value < 0 ? "−" : "±"}${Math.abs(value).toFixed(0)}`;

interface Summary {
  n: number;
  tbt: number[];
  lcp: number[];
  cls: number[];
  performance: number[];
  scriptBytes: number[];
  documentBytes: number[];
  benchmarkIndex: number[];
}

function summarise(samples: Sample[]): Summary {
  return {
    n: samples.length,
    tbt: samples.map((sample) => sample.tbt),
    lcp: samples.map((sample) => sample.lcp),
    cls: samples.map((sample) => sample.cls),
    performance: samples.map((sample) => sample.performance),
    scriptBytes: samples.map((sample) => sample.scriptBytes),
    documentBytes: samples.map((sample) => sample.documentBytes),
    benchmarkIndex: samples.map((sample) => sample.benchmarkIndex),
  };
}

const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
const withRange = (values: number[]) => `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;

/** A variant's median less baseline's, and whether it exceeds baseline's spread (which needs two runs). */
function difference(values: number[], baseline: number[]): string {
  const delta = median(values) - median(baseline);
  if (baseline.length < 2) return `${signed(delta)} (one baseline run, no spread)`;
  const noise = spread(baseline);
  return `${signed(delta)} (spread ${noise.toFixed(0)}, ${Math.abs(delta) > noise ? "beyond" : "within"})`;
}

/** The Markdown table of one condition: a row per route and variant. */
function conditionTable(condition: Condition, routes: string[], variants: Variant[], samples: Sample[]): string[] {
  const lines = [
    `## ${condition.name}`,
    "",
    "| route | variant | n | TBT ms median (min–max) | LCP ms median (min–max) | CLS | perf | JS KiB | HTML KiB | TBT vs baseline ms (baseline spread) | LCP vs baseline ms (baseline spread) |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  const of = (route: string, variant: string) => summarise(samples.filter((sample) => sample.condition === condition.name && sample.route === route && sample.variant === variant));
  for (const route of routes) {
    const baseline = of(route, "baseline");
    for (const variant of variants) {
      const row = of(route, variant.name);
      if (!row.n) {
        lines.push(`| ${route} | ${variant.name} | 0 | – | – | – | – | – | – | – | – |`);
        continue;
      }
      const compared = variant.name !== "baseline" && baseline.n > 0;
      lines.push(
        `| ${route} | ${variant.name} | ${row.n} | ${withRange(row.tbt)} | ${withRange(row.lcp)} | ${median(row.cls).toFixed(3)} | ${median(row.performance).toFixed(0)} | ${kib(median(row.scriptBytes))} | ${kib(median(row.documentBytes))} | ${compared ? difference(row.tbt, baseline.tbt) : "–"} | ${compared ? difference(row.lcp, baseline.lcp) : "–"} |`,
      );
    }
  }
  const cpu = samples.filter((sample) => sample.condition === condition.name).map((sample) => sample.benchmarkIndex);
  if (cpu.length) lines.push("", `Lighthouse's CPU benchmark index in this condition: median ${median(cpu).toFixed(0)} (${Math.min(...cpu).toFixed(0)}–${Math.max(...cpu).toFixed(0)}; higher is faster).`);
  lines.push("");
  return lines;
}

function report(options: { project: string; runs: number; routes: string[]; variants: Variant[]; sites: Site[]; samples: Sample[]; failures: Failure[]; clicks: ClickSample[] }): string {
  const lines = [
    `# Overrides A/B (${new Date().toISOString()})`,
    "",
    `Project ${options.project}; Lighthouse 12, mobile preset, performance category; ${options.runs} run${options.runs === 1 ? "" : "s"} of each route and variant per condition, interleaved, the variants' order rotated every run, after one unrecorded warm-up run. "beyond" marks a median difference from baseline larger than baseline's own spread (max − min).`,
    "",
    "| variant | what it changes | build s |",
    "|---|---|---|",
    ...options.sites.map((site) => `| ${site.variant.name} | ${site.variant.what} | ${site.buildSeconds.toFixed(0)} |`),
    "",
  ];
  for (const condition of CONDITIONS) lines.push(...conditionTable(condition, options.routes, options.variants, options.samples));
  lines.push(...clickTable(options.variants, options.clicks));
  if (options.failures.length) {
    lines.push("## Failed runs (left out)", "", ...options.failures.map((failure) => `- ${failure.condition}, run ${failure.run}, ${failure.route}, ${failure.variant}: ${failure.error}`), "");
  }
  return lines.join("\n");
}

function selectedVariants(): Variant[] {
  const wanted = list(option("variants", VARIANTS.map((variant) => variant.name).join(",")));
  const unknown = wanted.filter((name) => !VARIANTS.some((variant) => variant.name === name));
  if (unknown.length) throw new Error(`unknown variant ${unknown.join(", ")}; the variants are ${VARIANTS.map((variant) => variant.name).join(", ")}`);
  return VARIANTS.filter((variant) => variant.name === "baseline" || wanted.includes(variant.name));
}

function projectToCopy(): string | null {
  const given = option("project", "");
  if (!given) return null;
  const project = path.resolve(given);
  for (const needed of ["package.json", "gatsby-config.ts", "node_modules"]) {
    if (!existsSync(path.join(project, needed))) throw new Error(`--project ${project} has no ${needed}`);
  }
  return project;
}

/** Copies, edits and builds each variant, one after another. */
async function buildSites(variants: Variant[], project: string | null, sites: Site[]): Promise<void> {
  for (const variant of variants) {
    const prefix = `site-overrides-${variant.name}-`;
    const copy = copyProject(prefix, project ?? undefined);
    const site: Site = { variant, copy, buildSeconds: 0 };
    sites.push(site);
    applyEdits(copy, variant);
    console.log(`building ${variant.name} in ${copy}`);
    site.buildSeconds = await build(copy, variant.name);
    const problem = variant.verify?.(path.join(copy, "public")) ?? null;
    if (problem) throw new Error(`variant ${variant.name} built, but its edit did not take: ${problem}`);
    console.log(`built ${variant.name} in ${site.buildSeconds.toFixed(0)} s`);
  }
}

async function main(): Promise<void> {
  const runs = Number(option("runs", "5"));
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1`);
  const routes = list(option("routes", "/,/blog/wifi-fixes"));
  const variants = selectedVariants();
  const project = projectToCopy();
  const keep = process.argv.includes("--keep");
  const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromePath)) throw new Error(`Lighthouse needs Debian's Chromium at ${chromePath} (apt-get install -y chromium, or set CHROMIUM_PATH); nothing was measured.`);

  const sites: Site[] = [];
  const removeCopies = () => {
    for (const site of sites) removeCopy(site.copy);
  };
  if (!keep) onExit.add(removeCopies);
  try {
    await buildSites(variants, project, sites);
    for (const site of sites) await serve(site);
    await checkRoutes(sites, routes);
    console.log(`serving ${sites.map((site) => `${site.variant.name} on ${site.url}`).join(", ")}`);
    const { samples, failures, clicks } = await measureAll(sites, routes, runs, Number(option("clicks", "9")));
    const text = report({ project: project ?? root, runs, routes, variants, sites, samples, failures, clicks });
    const reports = path.join(root, ".reports");
    mkdirSync(reports, { recursive: true });
    const raw = {
      date: new Date().toISOString(),
      project: project ?? root,
      runs,
      routes,
      conditions: CONDITIONS,
      variants: sites.map((site) => ({ name: site.variant.name, what: site.variant.what, edits: site.variant.edits, buildSeconds: site.buildSeconds })),
      samples,
      failures,
      clicks,
    };
    writeFileSync(path.join(reports, "bench-overrides.json"), `${JSON.stringify(raw, null, 2)}\n`);
    writeFileSync(path.join(reports, "bench-overrides.md"), text);
    console.log(`\n${text}\nWritten to .reports/bench-overrides.md and .reports/bench-overrides.json`);
  } finally {
    for (const site of sites) site.server?.close();
    if (keep) console.log(`kept the copies: ${sites.map((site) => site.copy).join(" ")}`);
    else {
      removeCopies();
      onExit.delete(removeCopies);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
