/**
 * One Lighthouse 12 run (mobile preset, simulated throttling) in a fresh Debian Chromium, for
 * the benchmarks (bench/site.ts, bench/overrides.ts).
 */
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"];

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
  /** Runs it took: more than 1 when a trace failed to record. */
  attempts: number;
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
