/**
 * Every click lands: links clicked while the page is still starting up, on a slow phone (CPU
 * slowed 4× and 6×) and a slow connection (page data held 300 ms), each trial a fresh first
 * visit (checks/lib/early-clicks.ts). Half the trials count from the moment the link shows, as a
 * visitor taps; half from the moment Gatsby's app has started and React has not yet hydrated,
 * the moment a click was once lost in. One link kind for each way a click is taken:
 *   - a link in a post's body, a plain anchor in the body's HTML, which only
 *     gatsby-plugin-catch-links takes over, before hydration and after;
 *   - a footer link, a Gatsby <Link>: catch-links takes it before hydration, <Link>'s own
 *     handler after, both calling Gatsby's navigate through the navigation gate. Post cards,
 *     topic links, breadcrumbs, the header's links and pagination are <Link>s drawn in the page's
 *     HTML too, so they go the same way; the footer's missed most before the gate
 *     (docs/performance.md).
 * Each trial is a test of its own. `npm run bench:clicks` clicks every kind, with figures.
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
 * Each trial is a test of its own, with its own time: a trial takes 4 to 8 s on a quiet machine
 * and two to three times that beside other work, as the throttled page gets only its share of
 * what CPU is left (measured 29 November 2026), so one time for all 20 was overrun in CI while
 * every click was still landing.
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
