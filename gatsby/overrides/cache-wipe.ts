/**
 * Override: a run starts from a clean cache when what Gatsby's node cache was made with has
 * changed. Gatsby keeps content nodes, and the fields onCreateNode gave them, between runs; it
 * clears them itself only when package.json, a plugin's version, gatsby-config.ts or
 * gatsby-node.ts changes. Two more things decide those fields here:
 *   - the publication context (src/lib/publishing.ts): preview or build, INCLUDE_UNPUBLISHED
 *     and today's date, which decide whether a draft or scheduled post is published;
 *   - the code of the node-side hooks, now in gatsby/ and reached from gatsby-node.ts
 *     (module-graph.ts finds it; the body renderer is left out: its own key reaches every
 *     page's query through the page context, gatsby/body.ts).
 * When either differs from the last run's, `public/` is removed, and Gatsby then clears its
 * cache ("the cache is incomplete").
 * Relies on (gatsby 5.16.1, `dist/services/initialize.js`): a run that finds
 * `.cache/caches-lmdb` without `public/` deletes the files in `.cache`. After such a run,
 * `onPostBootstrap` checks that this override's own state file in `.cache` went with them, and
 * stops the run when Gatsby kept it. Also guarded by __tests__/dev/6-production.spec.ts (a build after the preview has no
 * drafts) and scripts/check-incremental-build.ts.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { publicationContext } from "../../src/lib/publishing";
import { RENDERER_ENTRY } from "../body";
import { graphKey, moduleGraph } from "../module-graph";
import { OverrideError } from "./contract";

const STATE_FILE = path.resolve(".cache/node-inputs.json");
const NODE_STORE = path.resolve(".cache/caches-lmdb");

/** What the cached nodes were made with: the publication context and the node-side code. */
export function nodeInputs(root = process.cwd()): string {
  const code = graphKey(moduleGraph(["gatsby-node.ts"], root, [RENDERER_ENTRY]), root, null);
  return JSON.stringify({ publication: JSON.parse(publicationContext()) as unknown, code });
}

let wiped = false;

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const inputs = nodeInputs();
  const previous = existsSync(STATE_FILE) ? readFileSync(STATE_FILE, "utf8") : null;
  if (previous !== inputs && existsSync(NODE_STORE) && existsSync(path.resolve("public"))) {
    reporter.info(`Content nodes were made with ${previous ?? "unknown inputs"}; this run has ${inputs}: starting from a clean cache.`);
    rmSync(path.resolve("public"), { recursive: true, force: true });
    wiped = true;
  }
};

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  if (wiped && existsSync(STATE_FILE)) {
    throw new OverrideError("cache-wipe", `${path.relative(process.cwd(), STATE_FILE)} is still there after public/ was removed, so Gatsby kept its cache`);
  }
  mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  writeFileSync(STATE_FILE, nodeInputs());
  // The preview copies static/ into public/ once, ten seconds after it starts, perhaps before
  // public/ was removed above: copy it again (a build copies it later by itself).
  if (wiped && process.env.NODE_ENV === "development" && existsSync(path.resolve("static"))) {
    cpSync(path.resolve("static"), path.resolve("public"), { recursive: true });
  }
};
