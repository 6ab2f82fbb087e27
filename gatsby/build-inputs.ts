/**
 * What Gatsby's cached nodes and query results depend on beyond what Gatsby compares itself: the
 * code gatsby-node.ts reaches (gatsby/code-key.ts) but the body renderer's, what the clock decides
 * (src/lib/publishing.ts), package-lock.json and the Node version ("Caches that cannot go stale",
 * docs/architecture.md). Each run records them in .cache (gatsby/cache-guard.ts).
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { readContentFile } from "../src/lib/front-matter";
import { publicationContext } from "../src/lib/publishing";
import { filesUnder } from "./files";
import { codeKey, RENDERER_ENTRY } from "./code-key";

const LOCK_FILE = "package-lock.json";
/** Where the inputs of the run that made the cache are kept. */
export const INPUTS_RECORD = path.join(".cache", "build-inputs.json");
/** Gatsby's node store: there is a cache when it exists. */
const NODE_STORE = path.join(".cache", "caches-lmdb");

/** Each content file's date, by its path under the root. */
function contentDates(root: string): Record<string, unknown> {
  const content = path.join(root, "content");
  const files = filesUnder(content, (file) => /\.mdx?$/.test(file));
  return Object.fromEntries(files.map((file) => [`content/${file}`, readContentFile(readFileSync(path.join(content, file), "utf8")).frontmatter.date]));
}

/** The inputs above, as one line of JSON. */
export function buildInputs(root = process.cwd()): string {
  const code = codeKey(["gatsby-node.ts"], root, { leaveOut: [RENDERER_ENTRY] });
  const lockFile = path.join(root, LOCK_FILE);
  if (!existsSync(lockFile)) throw new Error(`${LOCK_FILE} is missing: run npm install, which writes it, and commit it`);
  const lock = createHash("sha256").update(readFileSync(lockFile)).digest("hex").slice(0, 16);
  return JSON.stringify({ publication: JSON.parse(publicationContext(contentDates(root))) as unknown, code, lock, node: process.version });
}

/** Whether `root` has a Gatsby cache: a record of the inputs, or Gatsby's node store. */
export function hasCache(root = process.cwd()): boolean {
  return existsSync(path.join(root, INPUTS_RECORD)) || existsSync(path.join(root, NODE_STORE));
}

/** The inputs the cache was made with, or null when it holds no record of them. */
export function recordedInputs(root = process.cwd()): string | null {
  const file = path.join(root, INPUTS_RECORD);
  return existsSync(file) ? readFileSync(file, "utf8") : null;
}

/**
 * Why a cache made with `recorded` does not fit a run with `current`, in words ("the code of
 * the build, the Node version"), or null when it fits.
 */
export function staleBecause(recorded: string | null, current: string): string | null {
  if (recorded === current) return null;
  if (recorded === null) return "it holds no record of what it was made with";
  let before: Record<string, unknown>;
  try {
    before = JSON.parse(recorded) as Record<string, unknown>;
  } catch {
    return "its record of what it was made with cannot be read";
  }
  const now = JSON.parse(current) as Record<string, unknown>;
  const names: Record<string, string> = { publication: "what is published (drafts, scheduled posts, the year)", code: "the build's code", lock: "package-lock.json", node: "the Node version" };
  const changed = Object.keys(names).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(now[key]));
  const list = changed.map((key) => names[key]);
  return list.length ? `since it was made, ${list.length > 1 ? `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}` : list[0]} changed` : "its record of what it was made with differs";
}
