/**
 * `npm run bench:clicks`: early clicks on the built site in public/ (checks/lib/early-clicks.ts),
 * more of them than npm test makes, with their figures. Figures, never pass/fail.
 * For each link kind and CPU slowdown: how many clicks landed on their page, how they got
 * there (Gatsby's router or a full page load), and how fast the visitor saw an answer: the
 * click's Interaction to Next Paint by Event Timing where the router took it, and the time from
 * the click to the new page's first paint where a page load did.
 * Options:
 *   --trials N       trials per link kind and slowdown (default 30), made as
 *                    checks/lib/early-clicks.ts's trialOptions says (moments swept, page data
 *                    held 300 ms on every other pair)
 *   --cpu 4,6        CPU slowdowns (default 4,6)
 *   --kinds a,b      only these link kinds ("post card", "footer navigation", …)
 *   --after          clicks once the page has started instead (hydrated, half a second
 *                    later), for the INP of a loaded page
 *   --public DIR     another build (default public/); --public A,B measures both, interleaved
 *                    trial by trial in an order that alternates, and labels each row with its
 *                    folder's name, for a before-and-after comparison
 * Writes .reports/bench-clicks.json and .reports/bench-clicks.md.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { listedPosts } from "../__tests__/e2e/content";
import type { AddressInfo } from "node:net";
import { chromium } from "@playwright/test";
import { clickTrial, siteLinkCases, trialOptions, type LinkCase, type TrialResult } from "../checks/lib/early-clicks";
import { median } from "./lib/median";
import { CHROMIUM, CHROMIUM_ARGS } from "../checks/lib/site-browser";
import { createSiteServer } from "../src/server/site-server";

const root = path.resolve(__dirname, "..");

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > -1 ? process.argv[at + 1] : undefined;
}

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

interface ClickFigures {
  build: string;
  kind: string;
  cpu: number;
  trials: number;
  landed: number;
  byRouter: number;
  /** Median INP of the clicks the router took, ms. */
  inp?: number;
  inpMax?: number;
  /** Median ms from click to the new page's first paint, for full page loads. */
  toNewPaint?: number;
  /** Median ms from click to the old page's loading bar, for full page loads that drew it. */
  toBar?: number;
  misses: string[];
}

type Labelled = TrialResult & { build: string };

function summarise(results: Labelled[]): ClickFigures[] {
  const groups = new Map<string, Labelled[]>();
  for (const result of results) {
    const key = `${result.kind}\u0000${result.cpu}\u0000${result.build}`;
    groups.set(key, [...(groups.get(key) ?? []), result]);
  }
  return [...groups.values()].map((group) => {
    const inps = group.flatMap((result) => (result.inp === undefined ? [] : [result.inp]));
    const paints = group.flatMap((result) => (result.clickToNewPaint === undefined ? [] : [result.clickToNewPaint]));
    const bars = group.flatMap((result) => (result.clickToBar === undefined ? [] : [result.clickToBar]));
    return {
      build: group[0].build,
      kind: group[0].kind,
      cpu: group[0].cpu,
      trials: group.length,
      landed: group.filter((result) => result.landed).length,
      byRouter: group.filter((result) => result.how === "client").length,
      inp: inps.length ? median(inps) : undefined,
      inpMax: inps.length ? Math.max(...inps) : undefined,
      toNewPaint: paints.length ? median(paints) : undefined,
      toBar: bars.length ? median(bars) : undefined,
      misses: group.filter((result) => !result.landed).map((result) => `${result.delay} ms: ${result.problem}`),
    };
  });
}

function table(figures: ClickFigures[]): string {
  const ms = (value?: number) => (value === undefined ? "–" : String(Math.round(value)));
  return [
    "| link kind | CPU | build | landed | by the router | INP median (max), ms | click to loading bar, median ms | click to new page's paint, median ms |",
    "|---|---|---|---|---|---|---|---|",
    ...figures.map((row) => `| ${row.kind} | ${row.cpu}× | ${row.build} | ${row.landed} of ${row.trials} | ${row.byRouter} | ${ms(row.inp)} (${ms(row.inpMax)}) | ${ms(row.toBar)} | ${ms(row.toNewPaint)} |`),
  ].join("\n");
}

async function main(): Promise<void> {
  const trials = Number(option("trials") ?? 30);
  const cpus = (option("cpu") ?? "4,6").split(",").map(Number);
  const kinds = option("kinds")?.split(",");
  const builds = (option("public") ?? path.join(root, "public")).split(",").map((dir) => path.resolve(dir));
  let cases = siteLinkCases(listedPosts).filter((linkCase) => !kinds || kinds.includes(linkCase.kind));
  if (process.argv.includes("--after")) cases = cases.map(afterStart);
  const servers = await Promise.all(
    builds.map(async (dir) => {
      const server = createSiteServer(dir).listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      return { label: builds.length > 1 ? path.basename(dir) : "", server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
    }),
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results: Labelled[] = [];
  try {
    for (const linkCase of cases) {
      for (const cpu of cpus) {
        for (let trial = 0; trial < trials; trial += 1) {
          const order = trial % 2 ? [...servers].reverse() : servers;
          for (const site of order) {
            const result = { ...(await clickTrial(browser, site.origin, linkCase, { ...trialOptions(trial), cpu })), build: site.label };
            results.push(result);
            process.stdout.write(result.landed ? "." : `\n  missed${site.label ? ` (${site.label})` : ""}: ${result.kind} at ${result.cpu}×, ${result.delay} ms: ${result.problem}\n`);
          }
        }
      }
    }
  } finally {
    await browser.close();
    for (const site of servers) site.server.close();
  }
  const figures = summarise(results);
  const report = table(figures);
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
