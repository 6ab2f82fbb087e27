/**
 * One Lighthouse 12 run (mobile preset, simulated throttling) in a fresh Debian Chromium for
 * bench/lib/side-by-side.ts: scores, metrics, the main thread (mainThreadOf) and the LCP (lcpOf).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { CHROMIUM as chromePath, CHROMIUM_ARGS } from "../../checks/lib/chromium";

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

export interface LighthouseResult {
  /** Each category's score, 0 to 100. */
  scores: Record<string, number>;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes transferred by resource type ("script", "document", "total"…). */
  bytes: Record<string, number>;
  /** Lighthouse's CPU speed score for the machine during the run (higher is faster). */
  cpu: number;
  /** Main-thread time by Lighthouse's groups (`mainthread-work-breakdown`), ms at the simulated 4x CPU slowdown. */
  mainThread: Record<MainThreadGroup, number>;
  /** The scripts (and documents) with the most main-thread time (`bootup-time`, top 3): file name and ms at 4x. */
  topScripts: Array<{ name: string; ms: number }>;
  /** The LCP element: its CSS selector, and whether it is a picture or text; null when Lighthouse found none. */
  lcpElement: { selector: string; type: "image" | "text" } | null;
  /** The simulated LCP in its four phases (ms; load delay and load time are 0 for a text LCP); null when Lighthouse gave none. */
  lcpPhases: LcpPhases | null;
  /** Scripts whose download ended before the observed LCP, which Lighthouse's simulation counts in its LCP (docs/performance.md). */
  scriptsBeforeLcp: number;
  /** Runs it took: more than 1 when a trace failed to record. */
  attempts: number;
}

/** Lighthouse's task groups (lighthouse/core/lib/tracehouse/task-groups.js), in the order the bench prints them. */
export const MAIN_THREAD_GROUPS = {
  scriptEvaluation: "script evaluation",
  scriptParseCompile: "script parse & compile",
  styleLayout: "style & layout",
  paintCompositeRender: "rendering",
  parseHTML: "parse HTML & CSS",
  garbageCollection: "garbage collection",
  other: "other",
} as const;

export type MainThreadGroup = keyof typeof MAIN_THREAD_GROUPS;

interface LcpPhases {
  ttfb: number;
  loadDelay: number;
  loadTime: number;
  renderDelay: number;
}

/** Stops a benchmark before it measures anything when Lighthouse's Chromium is not there. */
export function checkChromium(): void {
  if (!existsSync(chromePath)) throw new Error(`Lighthouse needs Debian's Chromium at ${chromePath} (apt-get install -y chromium, or set CHROMIUM_PATH); nothing was measured.`);
}

/**
 * Lighthouse's errors for a trace it failed to record ("Please run Lighthouse again"): they say
 * nothing of the page, so such a run is made again, up to twice, and says so.
 */
const TRACE_ERRORS = new Set(["NO_NAVSTART", "NO_TRACING_STARTED", "NO_DCL", "NO_LOAD"]);

class TraceError extends Error {}

/** Lighthouse on `url`; only the `categories` given, or all of them. */
export async function lighthouseRun(url: string, categories?: string[]): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return { ...(await lighthouseOnce(url, categories)), attempts: attempt };
    } catch (error) {
      if (!(error instanceof TraceError) || attempt === 3) throw error;
      console.log(`${error.message}: run ${attempt} of ${url} made again`);
    }
  }
}

async function lighthouseOnce(url: string, categories?: string[]): Promise<Omit<LighthouseResult, "attempts">> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: "error", output: "json", ...(categories ? { onlyCategories: categories } : {}) });
    const lhr = result?.lhr;
    if (!lhr) throw new Error("Lighthouse returned no result");
    if (lhr.runtimeError) {
      const message = `Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
      throw TRACE_ERRORS.has(lhr.runtimeError.code) ? new TraceError(message) : new Error(message);
    }
    const items = (lhr.audits["resource-summary"].details as unknown as { items: Array<{ resourceType: string; transferSize: number }> }).items;
    return {
      // The parts read are named in the two functions; Lighthouse's own types for details are a wide union.
      ...mainThreadOf(lhr.audits as unknown as Audits),
      ...lcpOf(lhr.audits as unknown as Audits),
      scores: Object.fromEntries(Object.entries(lhr.categories).map(([key, category]) => [key, Math.round((category.score ?? 0) * 100)])),
      lcp: lhr.audits["largest-contentful-paint"].numericValue ?? Number.NaN,
      tbt: lhr.audits["total-blocking-time"].numericValue ?? Number.NaN,
      cls: lhr.audits["cumulative-layout-shift"].numericValue ?? Number.NaN,
      bytes: Object.fromEntries(items.map((item) => [item.resourceType, item.transferSize])),
      cpu: lhr.environment.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}

/** An audit of the result, loosely typed: only the parts read below. */
interface Audit {
  numericValue?: number;
  details?: { items?: unknown[]; debugData?: Record<string, unknown> };
}

type Audits = Record<string, Audit | undefined>;

const itemsOf = <T>(audit: Audit | undefined): T[] => (audit?.details?.items ?? []) as T[];

/** A script's file name ("app-1a2b.js"), a page's path ("/blog/wifi-fixes": its inline scripts and parsing), or Lighthouse's own word ("Unattributable"). */
function shortName(url: string): string {
  try {
    const { pathname } = new URL(url);
    const name = path.posix.basename(pathname);
    return name.includes(".") ? name : pathname;
  } catch {
    return url;
  }
}

/**
 * `mainthread-work-breakdown`: details.items, one { group, duration } per task group.
 * `bootup-time`: details.items, one { url, total } per script or document over 50 ms, largest first.
 * Both are the observed times multiplied by the simulated CPU slowdown (4 in the mobile preset).
 */
function mainThreadOf(audits: Audits): Pick<LighthouseResult, "mainThread" | "topScripts"> {
  const mainThread = Object.fromEntries(Object.keys(MAIN_THREAD_GROUPS).map((group) => [group, 0])) as Record<MainThreadGroup, number>;
  for (const item of itemsOf<{ group: string; duration: number }>(audits["mainthread-work-breakdown"])) {
    const group = (item.group in mainThread ? item.group : "other") as MainThreadGroup;
    mainThread[group] += item.duration;
  }
  const topScripts = itemsOf<{ url: string; total: number }>(audits["bootup-time"])
    .sort((a, b) => b.total - a.total)
    .slice(0, 3)
    .map((item) => ({ name: shortName(item.url), ms: item.total }));
  return { mainThread, topScripts };
}

/**
 * The LCP element and phases, and the scripts loaded before it, from Lighthouse 12.8's audits
 * (shapes as read below). The phases are the simulated LCP's (LCPBreakdown scales the request's
 * observed times), not `lcp-breakdown-insight`'s unthrottled ones; the trace clock is in µs.
 */
function lcpOf(audits: Audits): Pick<LighthouseResult, "lcpElement" | "lcpPhases" | "scriptsBeforeLcp"> {
  const tables = itemsOf<{ items?: Array<Record<string, unknown>> }>(audits["largest-contentful-paint-element"]);
  const node = tables[0]?.items?.[0]?.node as { selector?: string; snippet?: string; path?: string } | undefined;
  const isImage = /^<(img|image|video)\b/i.test(node?.snippet ?? "") || /,(IMG|image|VIDEO)$/.test(node?.path ?? "");
  const lcpElement = node ? { selector: node.selector ?? node.snippet ?? "?", type: isImage ? ("image" as const) : ("text" as const) } : null;

  const timing = new Map((tables[1]?.items ?? []).map((item) => [String(item.phase), Number(item.timing)]));
  const lcpPhases = timing.has("TTFB")
    ? { ttfb: timing.get("TTFB") ?? 0, loadDelay: timing.get("Load Delay") ?? 0, loadTime: timing.get("Load Time") ?? 0, renderDelay: timing.get("Render Delay") ?? 0 }
    : null;

  const observedLcpTs = itemsOf<{ observedLargestContentfulPaintTs?: number }>(audits.metrics)[0]?.observedLargestContentfulPaintTs;
  const networkStartTs = Number(audits["network-requests"]?.details?.debugData?.networkStartTimeTs);
  const requests = itemsOf<{ resourceType?: string; networkEndTime?: number }>(audits["network-requests"]);
  const scriptsBeforeLcp =
    observedLcpTs === undefined || !Number.isFinite(networkStartTs)
      ? 0
      : requests.filter((request) => request.resourceType === "Script" && request.networkEndTime !== undefined && networkStartTs / 1000 + request.networkEndTime < observedLcpTs / 1000).length;
  return { lcpElement, lcpPhases, scriptsBeforeLcp };
}
