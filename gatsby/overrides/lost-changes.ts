/**
 * Override: the preview's repair of file changes Gatsby loses, in three ways.
 *   1. `gatsby develop` collects the node changes its file watcher reports for 500 ms before it
 *      acts on them; a page request in that time (an author opening a new post's address, or
 *      reloading a page) makes it run queries at once, and the collected changes are dropped.
 *      The file is on disk but Gatsby never makes its node: a new post stays a 404, and an added
 *      picture leaves its post's problem in place, until the file is saved again.
 *   2. gatsby-source-filesystem digests a changed file when the watcher reports it, and caches
 *      that digest under the file's modification time. An editor that saves by emptying the file
 *      and writing it again (decap-server does) can be caught in between: the node then holds the
 *      empty file's content, and the next report of the same file can look unchanged.
 *   3. gatsby develop runs createPages as soon as it has applied the watcher's changes, without
 *      waiting for the onCreateNode calls they start (`runMutationBatch` does not wait on them).
 *      When gatsby-plugin-mdx's node and this site's fields take longer than the schema's rebuild
 *      (a busy machine), createPages reads the content without the file's new node, and removes
 *      its page as stale; the node then arrives by a direct dispatch, not a deferred mutation,
 *      so nothing runs createPages again: the page stays a 404 while the author looks at it.
 * So, in the preview, every second this compares each file of the content folders with its File
 * node, and touches a file whose node is missing, or holds other content than the file (by its
 * digest, the MD5 of its bytes), or whose node was finished after createPages last read the
 * content, once it has been so for two seconds: the watcher reports it again, Gatsby takes it
 * in, and runs createPages again, which now finds the node. A touch can be lost as the change
 * was, so a file still out of step is touched again, waiting twice as long each time (at most
 * 30 s), for as long as it stays so: the repair never gives up on a file.
 * A node older than its file but holding the same content is in step: Gatsby keeps a node whose
 * content did not change, with its old mtime (an edit undone before Gatsby took the edit in, as
 * the editor's round trip does), so touching it would change nothing.
 * Relies on (gatsby 5.16.1: `NODE_MUTATION_BATCH_TIMEOUT` in dist/state-machines/waiting; every
 * committed batch of watcher changes, even one that changes no node, ends in createPages;
 * gatsby-source-filesystem 5.16.0): File nodes carry the file's `absolutePath`, `mtimeMs` and,
 * as `internal.contentDigest`, the MD5 of its bytes; touching a file makes the watcher report
 * it again.
 * Guards: `assertDigestIsMd5`, run on every build on the first content file's real node
 * (gatsby/content-nodes.ts, onPostBootstrap), stops the build when a digest is not the file's
 * MD5 (the repair would otherwise touch every file); a file touched three times over and still
 * not in step is reported, with what to do; __tests__/dev/3-pictures.spec.ts opens a post's
 * address the moment its file or its picture is added, and the editor's specs save through
 * decap-server.
 */
import { md5 } from "../digest";
import { readdirSync, readFileSync, statSync, utimesSync, type Stats } from "node:fs";
import path from "node:path";
import type { ParentSpanPluginArgs } from "gatsby";
import { collections } from "../../src/lib/content-schema";
import { OverrideError } from "./override-error";

/** A content file's digest must be the MD5 of its bytes, as the repair below assumes. */
export function assertDigestIsMd5(file: string, digest: string, read: (file: string) => Buffer = (name) => readFileSync(name)): void {
  const expected = md5(read(file));
  if (digest !== expected) {
    throw new OverrideError("lost-changes", `the File node of ${file} has contentDigest ${digest}, not the MD5 of the file (${expected})`);
  }
}

const CHECK_EVERY_MS = 1_000;
/** How long a file may differ from its node before it is touched: Gatsby acts within a second. */
const SETTLE_MS = 2_000;
/**
 * Each touch that is lost again (a page request can drop it as it dropped the change) doubles
 * the wait before the next, up to LONGEST_WAIT_MS; the repair never stops trying. After
 * REPORT_AFTER touches the author is told, once per file.
 */
const LONGEST_WAIT_MS = 30_000;
const REPORT_AFTER = 3;

/** What gatsby-source-filesystem leaves out (its default ignore list) or an editor leaves behind. */
const IGNORED = /(^\.|\.un~$|^node_modules$|~$|\.swp$)/;

function filesUnder(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((name) => !IGNORED.test(name)).flatMap((name) => {
    const file = path.join(dir, name);
    try {
      return statSync(file).isDirectory() ? filesUnder(file) : [file];
    } catch {
      return [];
    }
  });
}

interface Lost {
  since: number;
  touches: number;
}

/** Each file's digest as last read, with the modification time and size it was read at. */
export type Digests = Map<string, { mtimeMs: number; size: number; digest: string | null }>;

/** gatsby-source-filesystem's content digest of a file, the MD5 of its bytes, read again only when its time or size changed. */
function digestOf(file: string, stats: Stats, digests: Digests): string | null {
  const known = digests.get(file);
  if (known && known.mtimeMs === stats.mtimeMs && known.size === stats.size) return known.digest;
  let digest: string | null;
  try {
    digest = md5(readFileSync(file));
  } catch {
    digest = null;
  }
  digests.set(file, { mtimeMs: stats.mtimeMs, size: stats.size, digest });
  return digest;
}

/** One comparison of the disk with the nodes; returns the files it touched and those it gave up on. */
export function repairLostChanges(
  folders: readonly string[],
  nodes: ReadonlyArray<{ absolutePath?: unknown; mtimeMs?: unknown; internal?: { contentDigest?: unknown } }>,
  lost: Map<string, Lost>,
  now: number,
  touch: (file: string) => void = (file) => utimesSync(file, new Date(), new Date()),
  digests: Digests = new Map(),
  pagesBehind: (file: string) => boolean = () => false,
): { touched: string[]; stuck: string[] } {
  const known = new Map(nodes.filter((node) => typeof node.absolutePath === "string").map((node) => [node.absolutePath as string, { mtimeMs: Number(node.mtimeMs ?? 0), digest: node.internal?.contentDigest }]));
  const touched: string[] = [];
  const stuck: string[] = [];
  const seen = new Set<string>();
  for (const file of folders.flatMap(filesUnder)) {
    seen.add(file);
    let stats: Stats;
    try {
      stats = statSync(file);
    } catch {
      continue;
    }
    const node = known.get(file);
    // In step: holding the file's content, or, for a node without a digest, no older than the file.
    const inStep = node !== undefined && (typeof node.digest === "string" ? node.digest === digestOf(file, stats, digests) : node.mtimeMs >= stats.mtimeMs) && !pagesBehind(file);
    if (inStep) {
      lost.delete(file);
      continue;
    }
    const entry = lost.get(file) ?? { since: now, touches: 0 };
    lost.set(file, entry);
    if (now - entry.since < Math.min(SETTLE_MS * 2 ** entry.touches, LONGEST_WAIT_MS)) continue;
    touch(file);
    entry.touches += 1;
    entry.since = now;
    touched.push(file);
    if (entry.touches === REPORT_AFTER) stuck.push(file);
  }
  for (const file of lost.keys()) if (!seen.has(file)) lost.delete(file);
  for (const file of digests.keys()) if (!seen.has(file)) digests.delete(file);
  return { touched, stuck };
}

/** When each content file's fields were last made (its Mdx node finished), by absolute path. */
const fieldsMadeAt = new Map<string, number>();
/** When createPages last began to read the content nodes. */
let contentReadAt = 0;

/** Called as a content file's fields are made (gatsby/content-nodes.ts, onCreateNode). */
export function contentNodeMade(file: string, now = Date.now()): void {
  fieldsMadeAt.set(file, now);
}

/** Called as createPages begins to read the content nodes (gatsby/content-query.ts). */
export function contentRead(now = Date.now()): void {
  contentReadAt = now;
}

/** Whether the file's node was finished after createPages last read the nodes: its pages are behind. */
export function pagesBehind(file: string): boolean {
  return (fieldsMadeAt.get(file) ?? 0) > contentReadAt;
}

/** A step of onPostBootstrap: in the preview, the check above, every second, for as long as it runs. */
export function watchForLostChanges({ getNodesByType, reporter }: ParentSpanPluginArgs): void {
  if (process.env.NODE_ENV !== "development") return;
  const folders = collections.map((collection) => path.resolve("content", collection));
  const lost = new Map<string, Lost>();
  const digests: Digests = new Map();
  const timer = setInterval(() => {
    const { touched, stuck } = repairLostChanges(folders, getNodesByType("File") as never, lost, Date.now(), undefined, digests, pagesBehind);
    for (const file of touched) reporter.verbose(`Gatsby had not taken in ${path.relative(process.cwd(), file)}: touched it so the preview reads it again`);
    for (const file of stuck) reporter.warn(`The preview has not taken in ${path.relative(process.cwd(), file)} after ${REPORT_AFTER} tries; it keeps trying, every ${LONGEST_WAIT_MS / 1000} s at most. If the page stays out of date, save the file again, or stop npm start and run it again.`);
  }, CHECK_EVERY_MS);
  timer.unref();
}
