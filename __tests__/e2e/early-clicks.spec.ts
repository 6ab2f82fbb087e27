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
 * `npm run bench:clicks` clicks every kind, with figures.
 */
import { clickTrial, describeRun, siteLinkCases, trialOptions, type TrialResult } from "../../checks/lib/early-clicks";
import { listedPosts } from "./content";
import { BASE_URL } from "./playwright.config";
import { expect, test } from "./fixtures";

/** Trials per link kind, in the conditions trialOptions sweeps. */
const TRIALS = 20;

test.describe.configure({ mode: "parallel" });

/** The link kinds tried, one for each way a click is taken (above). */
const KINDS = ["body link", "footer navigation"];

for (const linkCase of siteLinkCases(listedPosts).filter((one) => KINDS.includes(one.kind))) {
  test(`a ${linkCase.kind} on ${linkCase.from.replace(/\?.*/, "")} clicked while the page starts up lands on its page, ${TRIALS} times of ${TRIALS}`, async ({ browser }) => {
    test.setTimeout(TRIALS * 15_000);
    const results: TrialResult[] = [];
    for (let trial = 0; trial < TRIALS; trial += 1) results.push(await clickTrial(browser, BASE_URL, linkCase, trialOptions(trial)));
    expect(results.filter((result) => result.landed).length, describeRun(results)).toBe(TRIALS);
    const errors = results.flatMap((result) => (result.errors ?? []).map((error) => `${result.delay} ms at ${result.cpu}×: ${error}`));
    expect(errors, "no page printed an error (a hydration mismatch re-renders the whole page)").toEqual([]);
  });
}
