/**
 * `npm run bench:clicks`: early clicks on the build in public/ (checks/lib/early-clicks.ts), by
 * link kind and slowdown: how many landed, how, and how fast; figures, never pass/fail
 * (docs/performance.md, "Early clicks"). bench/overrides.ts calls earlyClicks below.
 * Options:
 *   --trials N       trials per link kind and slowdown (default 30), made as
 *                    checks/lib/early-clicks.ts's trialOptions says (moments swept, page data
 *                    held 300 ms on every other pair)
 *   --cpu 4,6        CPU slowdowns (default 4,6)
 *   --kinds a,b      only these link kinds ("post card", "footer navigation", …)
 *   --after          clicks once the page has started instead (hydrated, half a second
 *                    later), for the INP of a loaded page
 *   --public DIR     another build (default public/); --public A,B measures both, interleaved
 *                    trial by trial in an order that rotates, and labels each row with its
 *                    folder's name, for a before-and-after comparison
 * Writes .reports/bench-clicks.json and .reports/bench-clicks.md.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { listedPosts } from "../__tests__/e2e/content";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { chromium } from "@playwright/test";
import { clickTrial, siteLinkCases, trialOptions, type LinkCase, type TrialResult } from "../checks/lib/early-clicks";
import { list, option, flag } from "./lib/args";
import { rotated } from "./lib/conditions";
import { median } from "./lib/median";
import { CHROMIUM, CHROMIUM_ARGS } from "../checks/lib/chromium";
import { createSiteServer } from "../src/server/site-server";

const root = path.resolve(__dirname, "..");

/** Waits for the page to have started (the layout marks <html data-hydrated>) before the link is offered. */
const afterStart = (linkCase: LinkCase): LinkCase => ({
  ...linkCase,
  kind: `${linkCase.kind}, after start-up`,
  link: async (page) => {
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
    await page.waitForTimeout(500);
    return linkCase.link(page);
  },
});

export type ClickResult = TrialResult & { build: string };

/** Landed, by the router, INP (router) and click to the new page's paint and to the loading bar (page loads), ms. */
function figuresOf(group: ClickResult[], kind: string) {
  const values = (get: (result: ClickResult) => number | undefined) => group.flatMap((result) => get(result) ?? []);
  const [inps, paints, bars] = [values((result) => result.inp), values((result) => result.clickToNewPaint), values((result) => result.clickToBar)];
  const medianMax = (list: number[]) => (list.length ? { median: median(list), max: Math.max(...list) } : undefined);
  return {
    build: group[0].build,
    kind,
    cpu: [...new Set(group.map((result) => `${result.cpu}×`))].join(", "),
    trials: group.length,
    landed: group.filter((result) => result.landed).length,
    byRouter: group.filter((result) => result.how === "client").length,
    inp: medianMax(inps),
    toNewPaint: medianMax(paints),
    toBar: medianMax(bars),
    misses: group.filter((result) => !result.landed).map((result) => `${result.kind}, ${result.delay} ms: ${result.problem}`),
  };
}

/** The results grouped by `key`, in the order each group first appears. */
function groupBy(results: ClickResult[], key: (result: ClickResult) => string): ClickResult[][] {
  const groups = new Map<string, ClickResult[]>();
  for (const result of results) groups.set(key(result), [...(groups.get(key(result)) ?? []), result]);
  return [...groups.values()];
}

/** A row per link kind, slowdown and build, then, when there are several kinds, one per build for every kind and slowdown together. */
function summarise(results: ClickResult[]): Array<ReturnType<typeof figuresOf>> {
  const several = new Set(results.map((result) => result.kind)).size > 1;
  return [
    ...groupBy(results, (result) => `${result.kind}\0${result.cpu}\0${result.build}`).map((group) => figuresOf(group, group[0].kind)),
    ...(several ? groupBy(results, (result) => result.build).map((group) => figuresOf(group, "every kind")) : []),
  ];
}

function table(figures: Array<ReturnType<typeof figuresOf>>): string {
  const ms = (value?: { median: number; max: number }, max = true) => (value ? `${Math.round(value.median)}${max ? ` (${Math.round(value.max)})` : ""}` : "–");
  return [
    "| link kind | CPU | build | landed | by the router | INP median (max), ms | click to loading bar, median ms | click to new page's paint, median (max) ms |",
    "|---|---|---|---|---|---|---|---|",
    ...figures.map((row) => `| ${row.kind} | ${row.cpu} | ${row.build} | ${row.landed} of ${row.trials} | ${row.byRouter} | ${ms(row.inp)} | ${ms(row.toBar, false)} | ${ms(row.toNewPaint)} |`),
  ].join("\n");
}

interface ClickOptions {
  /** Trials per link kind, slowdown and build. */
  trials: number;
  cpus: number[];
  /** Only these link kinds (all when not given); clicks once the page has started (afterStart). */
  kinds?: string[];
  after?: boolean;
}

/** Early clicks on each build (a built public/, labelled in the table), interleaved trial by trial, the builds' order rotated every trial. */
export async function earlyClicks(builds: Array<{ label: string; dir: string }>, { trials, cpus, kinds, after }: ClickOptions) {
  const cases = siteLinkCases(listedPosts)
    .filter((linkCase) => !kinds || kinds.includes(linkCase.kind))
    .map((linkCase) => (after ? afterStart(linkCase) : linkCase));
  const servers = builds.map(({ label, dir }) => ({ label, server: createSiteServer(dir).listen(0, "127.0.0.1") }));
  await Promise.all(servers.map(({ server }) => new Promise((resolve) => server.once("listening", resolve))));
  const origin = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results: ClickResult[] = [];
  try {
    for (const linkCase of cases) {
      for (const cpu of cpus) {
        for (let trial = 0; trial < trials; trial += 1) {
          for (const { label, server } of rotated(servers, trial)) {
            const result = { ...(await clickTrial(browser, origin(server), linkCase, { ...trialOptions(trial), cpu })), build: label };
            results.push(result);
            process.stdout.write(result.landed ? "." : `\n  missed${label ? ` (${label})` : ""}: ${result.kind} at ${result.cpu}×, ${result.delay} ms: ${result.problem}\n`);
          }
        }
      }
    }
  } finally {
    await browser.close();
    for (const { server } of servers) server.close();
  }
  const figures = summarise(results);
  return { results, figures, table: table(figures) };
}

async function main(): Promise<void> {
  const dirs = list(option("public", path.join(root, "public"))).map((dir) => path.resolve(dir));
  const builds = dirs.map((dir) => ({ label: dirs.length > 1 ? path.basename(dir) : "", dir }));
  const kinds = option("kinds", "") ? list(option("kinds", "")) : undefined;
  const { results, figures, table: report } = await earlyClicks(builds, { trials: Number(option("trials", "30")), cpus: list(option("cpu", "4,6")).map(Number), kinds, after: flag("after") });
  console.log(`\n\n${report}`);
  const reports = path.join(root, ".reports");
  mkdirSync(reports, { recursive: true });
  writeFileSync(path.join(reports, "bench-clicks.json"), JSON.stringify({ results, figures }, null, 2));
  writeFileSync(path.join(reports, "bench-clicks.md"), `${report}\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
