/**
 * `npm run bench:overrides`: figures, never pass/fail. Builds a copy per variant (VARIANTS, each
 * an override off by a source edit), then runs Lighthouse and early clicks on them interleaved,
 * baseline first (docs/performance.md, "The overrides, on and off").
 * Options:
 *   --runs N              runs of each route and variant in each condition (default 5)
 *   --routes /,/contact   routes to measure (default /,/blog/wifi-fixes)
 *   --conditions quiet    the load conditions: quiet, busy, or quiet,busy (default)
 *   --variants a,b        only these variants (baseline is always included)
 *   --project DIR         copies DIR (which must have its node_modules) instead of this project
 *   --clicks N            early-click trials of each link kind at each slowdown, per variant and
 *                         condition (default 2; 0 for none)
 *   --keep                keeps the copies and prints where they are
 * Writes .reports/bench-overrides.json (every sample) and .reports/bench-overrides.md.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gatsbyBuild } from "../checks/lib/gatsby-build";
import { copyProject, removeCopy } from "../checks/lib/project-copy";
import { earlyClicks, type ClickResult } from "./clicks";
import { flag, list, option } from "./lib/args";
import { chosenConditions, underCondition, type Condition } from "./lib/conditions";
import { onExit } from "./lib/on-exit";
import { checkChromium } from "./lib/lighthouse";
import { sideBySide, type Side } from "./lib/side-by-side";

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
  },
  {
    name: "frame-start",
    what: "on a page without a main image, the bundles start a frame after the loader, not once the page's largest text is presented",
    edits: [{ file: "gatsby/overrides/bundle-loader.ts", find: "}else{p();}", replace: "}else{g();}" }],
    verify: (publicDir) => (readFileSync(path.join(publicDir, "contact", "index.html"), "utf8").includes("}else{g();}") ? null : "contact/index.html still waits for the presented paint"),
  },
];

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

interface Site {
  variant: Variant;
  copy: string;
  buildSeconds: number;
}

function selectedVariants(): Variant[] {
  const wanted = list(option("variants", VARIANTS.map((variant) => variant.name).join(",")));
  const unknown = wanted.filter((name) => !VARIANTS.some((variant) => variant.name === name));
  if (unknown.length) throw new Error(`unknown variant ${unknown.join(", ")}; the variants are ${VARIANTS.map((variant) => variant.name).join(", ")}`);
  return VARIANTS.filter((variant) => variant.name === "baseline" || wanted.includes(variant.name));
}

function projectToCopy(): string | undefined {
  const given = option("project", "");
  if (!given) return undefined;
  const project = path.resolve(given);
  for (const needed of ["package.json", "gatsby-config.ts", "node_modules"]) {
    if (!existsSync(path.join(project, needed))) throw new Error(`--project ${project} has no ${needed}`);
  }
  return project;
}

/** Copies, edits and builds each variant, one after another. */
function buildSites(variants: Variant[], project: string, sites: Site[]): void {
  for (const variant of variants) {
    const copy = copyProject(`site-overrides-${variant.name}-`, project);
    const site: Site = { variant, copy, buildSeconds: 0 };
    sites.push(site);
    applyEdits(copy, variant);
    console.log(`building ${variant.name} in ${copy}`);
    const build = gatsbyBuild(copy);
    if (!build.ok) throw new Error(`${variant.name}: the build failed after ${build.seconds.toFixed(0)} s:\n${build.log.slice(-4000)}`);
    site.buildSeconds = build.seconds;
    const problem = variant.verify?.(path.join(copy, "public")) ?? null;
    if (problem) throw new Error(`variant ${variant.name} built, but its edit did not take: ${problem}`);
    console.log(`built ${variant.name} in ${site.buildSeconds.toFixed(0)} s`);
  }
}

/** Early clicks on every variant in each condition, a table per condition. */
async function clicksUnder(conditions: Condition[], sides: Side[], trials: number): Promise<{ lines: string[]; results: Array<ClickResult & { condition: string }> }> {
  const lines: string[] = [`## Early clicks (${trials} of each link kind at each slowdown, per variant and condition)`, ""];
  const results: Array<ClickResult & { condition: string }> = [];
  for (const condition of conditions) {
    const clicks = await underCondition(condition, () => earlyClicks(sides.map((side) => ({ label: side.name, dir: side.publicDir })), { trials, cpus: [4, 6] }));
    lines.push(`### ${condition.name}`, "", clicks.table, "");
    results.push(...clicks.results.map((result) => ({ condition: condition.name, ...result })));
  }
  return { lines, results };
}

/** The report: the variants, the Lighthouse tables per condition, the early clicks. */
function reportText(project: string, runs: number, sites: Site[], lines: string[]): string {
  return [
    `# Overrides A/B (${new Date().toISOString()})`,
    "",
    `Project ${project}; Lighthouse 12, mobile preset, performance category; ${runs} run${runs === 1 ? "" : "s"} of each route and variant per condition, interleaved, the variants' order rotated every run, after one unrecorded warm-up run of each. "beyond" marks a median difference from baseline larger than baseline's own spread (max − min).`,
    "",
    "| variant | what it changes | build s |",
    "|---|---|---|",
    ...sites.map((site) => `| ${site.variant.name} | ${site.variant.what} | ${site.buildSeconds.toFixed(0)} |`),
    "",
    ...lines,
  ].join("\n");
}

interface Options {
  project: string;
  runs: number;
  routes: string[];
  conditions: Condition[];
  /** Early-click trials of each link kind at each slowdown, per variant and condition. */
  trials: number;
}

/** Measures the built variants, then writes and prints the report. */
async function measure(sites: Site[], { project, runs, routes, conditions, trials }: Options): Promise<void> {
  const sides = sites.map((site) => ({ name: site.variant.name, publicDir: path.join(site.copy, "public") }));
  const lighthouse = await sideBySide({ sides, routes, runs, conditions, categories: ["performance"], compare: true });
  const clicks = trials > 0 ? await clicksUnder(conditions, sides, trials) : { lines: [], results: [] };
  const text = reportText(project, runs, sites, ["## Lighthouse", "", ...lighthouse.lines, ...clicks.lines]);
  const variants = sites.map(({ variant, buildSeconds }) => ({ name: variant.name, what: variant.what, edits: variant.edits, buildSeconds }));
  const raw = { date: new Date().toISOString(), project, runs, routes, conditions, variants, samples: lighthouse.samples, failures: lighthouse.failures, clicks: clicks.results };
  mkdirSync(path.join(root, ".reports"), { recursive: true });
  writeFileSync(path.join(root, ".reports", "bench-overrides.json"), `${JSON.stringify(raw, null, 2)}\n`);
  writeFileSync(path.join(root, ".reports", "bench-overrides.md"), text);
  console.log(`\n${text}\nWritten to .reports/bench-overrides.md and .reports/bench-overrides.json`);
}

async function main(): Promise<void> {
  const runs = Number(option("runs", "5"));
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a whole number of at least 1");
  const options = { project: projectToCopy() ?? root, runs, routes: list(option("routes", "/,/blog/wifi-fixes")), conditions: chosenConditions(option("conditions", "quiet,busy")), trials: Number(option("clicks", "2")) };
  checkChromium();
  const sites: Site[] = [];
  const removeCopies = () => sites.forEach((site) => removeCopy(site.copy));
  if (!flag("keep")) onExit.add(removeCopies);
  try {
    buildSites(selectedVariants(), options.project, sites);
    await measure(sites, options);
  } finally {
    if (flag("keep")) console.log(`kept the copies: ${sites.map((site) => site.copy).join(" ")}`);
    else removeCopies();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
