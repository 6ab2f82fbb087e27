/**
 * Every click lands: links clicked while the page starts up, at 4× and 6× CPU slowdown, each trial
 * a fresh first visit (checks/lib/early-clicks.ts). One link kind for each way a click is taken: a
 * body link (a plain anchor only gatsby-plugin-catch-links takes) and a footer link (a Gatsby
 * <Link>, as post cards and pagination are); docs/performance.md, "Early clicks".
 */
import { clickTrial, describeRun, siteLinkCases, trialOptions, type TrialOptions } from "../../checks/lib/early-clicks";
import { listedPosts } from "./content";
import { BASE_URL } from "./playwright.config";
// Playwright's own test: each trial opens a context of its own (throttledPage answers every
// external request), so the fixtures' page, which every test of ./fixtures opens, is not made.
import { expect, test } from "@playwright/test";

/** Trials per link kind, in the conditions trialOptions sweeps. */
const TRIALS = 20;

/**
 * Each trial's own time: 4 to 8 s quiet, two to three times that beside other work (29 November
 * 2026), so one time for all 20 was overrun in CI while every click still landed.
 */
const TRIAL_TIMEOUT_MS = 90_000;

// One trial after another, in one worker: two throttled pages at once slowed each other to 11 to
// 17 s a trial (40 trials in 4.6 min on both workers, against 5 s a trial alone).
test.describe.configure({ mode: "default" });

/** The link kinds tried, one for each way a click is taken (above). */
const KINDS = ["body link", "footer navigation"];

/** "at 6×, 210 ms after the app started, page data held 300 ms", for a trial's title. */
const when = ({ cpu, delay, from, slowData }: TrialOptions) =>
  `at ${cpu}×, ${delay} ms after ${from === "app" ? "the app started" : "it showed"}${slowData ? `, page data held ${slowData} ms` : ""}`;

for (const linkCase of siteLinkCases(listedPosts).filter((one) => KINDS.includes(one.kind))) {
  for (let trial = 0; trial < TRIALS; trial += 1) {
    const options = trialOptions(trial);
    test(`a ${linkCase.kind} on ${linkCase.from.replace(/\?.*/, "")} clicked while the page starts up lands on its page (trial ${trial + 1} of ${TRIALS}: ${when(options)})`, async ({ browser }) => {
      test.setTimeout(TRIAL_TIMEOUT_MS);
      const result = await clickTrial(browser, BASE_URL, linkCase, options);
      expect(result.landed, describeRun([result])).toBe(true);
      expect(result.errors ?? [], "no page printed an error (a hydration mismatch re-renders the whole page)").toEqual([]);
    });
  }
}
