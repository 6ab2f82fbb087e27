/**
 * Override: a run starts from a clean cache when the build's inputs (gatsby/build-inputs.ts)
 * differ from the last run's. Gatsby keeps content nodes, the fields onCreateNode gave them and
 * every query's result between runs, and clears them itself only when its own inputs change.
 * Relies on (gatsby 5.16.1, `dist/services/initialize.js`): a run that finds its node store
 * (`.cache/caches-lmdb`) but no `public/` deletes everything in `.cache` ("the cache is
 * incomplete"). So when the inputs differ, onPreInit removes `public/`, having written this
 * override's state file into `.cache`; onPostBootstrap stops the run if that file survived,
 * which it does when Gatsby no longer clears its cache this way (its store renamed, say).
 * The wipe happens whenever there is a cache to wipe: this override's state file from an earlier
 * run, or Gatsby's node store.
 * Tested on real builds by scripts/check-incremental-build.ts (a node-side change, the lock
 * file and the Node version each start a clean cache, and Gatsby says so).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { buildInputs } from "../build-inputs";
import { OverrideError } from "./override-error";

const STATE_FILE = path.resolve(".cache/build-inputs.json");
const NODE_STORE = path.resolve(".cache/caches-lmdb");
const PUBLIC = path.resolve("public");

let wiped = false;

export const wipeCacheOnNewInputs: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const inputs = buildInputs();
  const previous = existsSync(STATE_FILE) ? readFileSync(STATE_FILE, "utf8") : null;
  const cached = previous !== null || existsSync(NODE_STORE);
  if (previous === inputs || !cached) return;
  reporter.info(`The cache was made with ${previous ?? "unknown inputs"}; this run has ${inputs}: starting from a clean cache.`);
  mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  writeFileSync(STATE_FILE, "wiping");
  rmSync(PUBLIC, { recursive: true, force: true });
  wiped = true;
};

export function confirmCacheWipe(): void {
  if (wiped && existsSync(STATE_FILE)) {
    throw new OverrideError("cache-wipe", `${path.relative(process.cwd(), STATE_FILE)} is still there after public/ was removed, so Gatsby kept its cache (it clears it when it finds ${path.relative(process.cwd(), NODE_STORE)} without public/)`);
  }
  mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  writeFileSync(STATE_FILE, buildInputs());
}
