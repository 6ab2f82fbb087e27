/**
 * Every click lands: links of every kind clicked while the page is still starting up, on a
 * slow phone (CPU slowed 4× and 6×) and a slow connection (page data held 300 ms), each trial a
 * fresh first visit (checks/lib/early-clicks.ts). Half the trials count from the moment the
 * link shows, as a visitor taps; half from the moment Gatsby's app has started and React has not
 * yet hydrated, the moment a click was once lost in. `npm run bench:clicks` makes more, with
 * figures. Pagination, found only on a blog of more than one page, is tried by
 * checks/many-posts.ts.
 */
import { clickTrial, describeRun, siteLinkCases, trialOptions, type TrialResult } from "../../checks/lib/early-clicks";
import { listedPosts } from "./content";
import { BASE_URL } from "./playwright.config";
import { expect, test } from "./fixtures";

/** Trials per link kind, in the conditions trialOptions sweeps. */
const TRIALS = 20;

test.describe.configure({ mode: "parallel" });

for (const linkCase of siteLinkCases(listedPosts)) {
  test(`a ${linkCase.kind} on ${linkCase.from.replace(/\?.*/, "")} clicked while the page starts up lands on its page, ${TRIALS} times of ${TRIALS}`, async ({ browser }) => {
    test.setTimeout(TRIALS * 15_000);
    const results: TrialResult[] = [];
    for (let trial = 0; trial < TRIALS; trial += 1) results.push(await clickTrial(browser, BASE_URL, linkCase, trialOptions(trial)));
    expect(results.filter((result) => result.landed).length, describeRun(results)).toBe(TRIALS);
    const errors = results.flatMap((result) => (result.errors ?? []).map((error) => `${result.delay} ms at ${result.cpu}×: ${error}`));
    expect(errors, "no page printed an error (a hydration mismatch re-renders the whole page)").toEqual([]);
  });
}
