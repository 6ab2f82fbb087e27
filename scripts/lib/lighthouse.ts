/**
 * One Lighthouse 12 run (mobile preset, simulated throttling) in a fresh Debian Chromium, for
 * the benchmarks (scripts/bench.ts, scripts/bench-overrides.ts).
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
}

/** Lighthouse on `url`; only the `categories` given, or all of them. */
export async function lighthouseRun(url: string, categories?: string[]): Promise<LighthouseResult> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: "error", output: "json", ...(categories ? { onlyCategories: categories } : {}) });
    const lhr = result?.lhr;
    if (!lhr) throw new Error("Lighthouse returned no result");
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
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
