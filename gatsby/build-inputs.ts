/**
 * What Gatsby's cached nodes and query results depend on beyond what Gatsby compares itself
 * (package.json, the plugins' versions, gatsby-config.ts and gatsby-node.ts). When any of it
 * differs from the last run's, the run starts from a clean cache (overrides/cache-wipe.ts):
 *   - the code of the node-side hooks: every file gatsby-node.ts reaches, followed through its
 *     imports (gatsby/module-graph.ts), without the body renderer's part, whose own key reaches
 *     every page's query through the page context (gatsby/renderer-key.ts);
 *   - the publication context (src/lib/publishing.ts): preview or build, INCLUDE_UNPUBLISHED and
 *     today's date, which decide whether a draft or scheduled post is published;
 *   - package-lock.json, which pins every package below the ones the code imports (the heading
 *     ids come from github-slugger, below rehype-slug);
 *   - the Node version, whose JavaScript engine and date and number formatting run the build.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { publicationContext } from "../src/lib/publishing";
import { graphKey, moduleGraph } from "./module-graph";
import { RENDERER_ENTRY } from "./renderer-key";

const LOCK_FILE = "package-lock.json";

/** The inputs above, as one line of JSON. */
export function buildInputs(root = process.cwd()): string {
  const code = graphKey(moduleGraph(["gatsby-node.ts"], root, [RENDERER_ENTRY]), root, null);
  const lockFile = path.join(root, LOCK_FILE);
  if (!existsSync(lockFile)) throw new Error(`${LOCK_FILE} is missing: run npm install, which writes it, and commit it`);
  const lock = createHash("sha256").update(readFileSync(lockFile)).digest("hex").slice(0, 16);
  return JSON.stringify({ publication: JSON.parse(publicationContext()) as unknown, code, lock, node: process.version });
}
