/**
 * No run on a cache made with other inputs (gatsby/build-inputs.ts), whatever command started it:
 * onPreInit stops the run and says what to run (npm's pre-scripts clear such a cache first,
 * scripts/clear-stale-cache.ts); onPostBootstrap records this run's inputs, once Gatsby has set
 * its cache up.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PreInitArgs } from "gatsby";
import { buildInputs, hasCache, INPUTS_RECORD, recordedInputs, staleBecause } from "./build-inputs";

/** This run's inputs, worked out once. */
let inputs: string | null = null;

export function refuseStaleCache({ reporter }: PreInitArgs): void {
  inputs = buildInputs();
  const stale = hasCache() ? staleBecause(recordedInputs(), inputs) : null;
  if (stale) {
    reporter.panic(`The cache in .cache and public/ does not fit this run: ${stale}. Clear it with \`npm run clean\` (gatsby clean) and run again; \`npm run build\`, \`npm start\` and \`npm run cms\` clear it on their own.`);
  }
}

export function recordBuildInputs(): void {
  mkdirSync(path.dirname(INPUTS_RECORD), { recursive: true });
  writeFileSync(INPUTS_RECORD, inputs ?? buildInputs());
}
