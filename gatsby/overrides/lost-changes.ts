/**
 * Override: the preview's repair of file changes Gatsby loses. `gatsby develop` collects the
 * node changes its file watcher reports for 500 ms before it acts on them; a page request in
 * that time (an author opening a new post's address, or reloading a page) makes it run queries
 * at once, and the collected changes are dropped. The file is on disk but Gatsby never makes its
 * node: a new post stays a 404, and an added picture leaves its post's problem in place, until
 * the file is saved again.
 * So, in the preview, every second this compares each file of the content folders with its File
 * node, and touches a file whose node is missing or older than the file, once it has been so for
 * two seconds: the watcher reports it again, and this time Gatsby takes it in. A node older than
 * its file but holding the same content is in step: Gatsby keeps a node whose content did not
 * change, with its old mtime (an edit undone before Gatsby took the edit in, as the editor's
 * round trip does), so touching it would change nothing.
 * Relies on (gatsby 5.16.1: `NODE_MUTATION_BATCH_TIMEOUT` in dist/state-machines/waiting;
 * gatsby-source-filesystem 5.16.0): File nodes carry the file's `absolutePath`, `mtimeMs` and,
 * as `internal.contentDigest`, the MD5 of its content; touching a file makes the watcher report
 * it again.
 * Guards: a file touched three times over and still without its node is reported, with what to
 * do; __tests__/dev/3-pictures.spec.ts opens a post's address the moment its file or its
 * picture is added, and waits for the page.
 */
import { md5 } from "../digest";
import { readdirSync, readFileSync, statSync, utimesSync } from "node:fs";
import path from "node:path";
import type { ParentSpanPluginArgs } from "gatsby";
import { collections } from "../../src/lib/content-schema";

const CHECK_EVERY_MS = 1_000;
/** How long a file may differ from its node before it is touched: Gatsby acts within a second. */
const SETTLE_MS = 2_000;
const MAX_TOUCHES = 3;

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

/** One comparison of the disk with the nodes; returns the files it touched. */
/** gatsby-source-filesystem's content digest of a file: the MD5 of its bytes. */
const digestOf = (file: string) => {
  try {
    return md5(readFileSync(file));
  } catch {
    return null;
  }
};

export function repairLostChanges(
  folders: readonly string[],
  nodes: ReadonlyArray<{ absolutePath?: unknown; mtimeMs?: unknown; internal?: { contentDigest?: unknown } }>,
  lost: Map<string, Lost>,
  now: number,
  touch: (file: string) => void = (file) => utimesSync(file, new Date(), new Date()),
): { touched: string[]; givenUp: string[] } {
  const known = new Map(nodes.filter((node) => typeof node.absolutePath === "string").map((node) => [node.absolutePath as string, { mtimeMs: Number(node.mtimeMs ?? 0), digest: node.internal?.contentDigest }]));
  const touched: string[] = [];
  const givenUp: string[] = [];
  const seen = new Set<string>();
  for (const file of folders.flatMap(filesUnder)) {
    seen.add(file);
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      continue;
    }
    const node = known.get(file);
    if (node !== undefined && (node.mtimeMs >= mtimeMs || (typeof node.digest === "string" && node.digest === digestOf(file)))) {
      lost.delete(file);
      continue;
    }
    const entry = lost.get(file) ?? { since: now, touches: 0 };
    lost.set(file, entry);
    if (now - entry.since < SETTLE_MS || entry.touches > MAX_TOUCHES) continue;
    if (entry.touches === MAX_TOUCHES) {
      givenUp.push(file);
      entry.touches += 1;
      continue;
    }
    touch(file);
    entry.touches += 1;
    entry.since = now;
    touched.push(file);
  }
  for (const file of lost.keys()) if (!seen.has(file)) lost.delete(file);
  return { touched, givenUp };
}

/** A step of onPostBootstrap: in the preview, the check above, every second, for as long as it runs. */
export function watchForLostChanges({ getNodesByType, reporter }: ParentSpanPluginArgs): void {
  if (process.env.NODE_ENV !== "development") return;
  const folders = collections.map((collection) => path.resolve("content", collection));
  const lost = new Map<string, Lost>();
  const timer = setInterval(() => {
    const { touched, givenUp } = repairLostChanges(folders, getNodesByType("File") as never, lost, Date.now());
    for (const file of touched) reporter.verbose(`Gatsby had not taken in ${path.relative(process.cwd(), file)}: touched it so the preview reads it again`);
    for (const file of givenUp) reporter.warn(`The preview has not taken in ${path.relative(process.cwd(), file)} after ${MAX_TOUCHES} tries: save the file again, or stop npm start and run it again.`);
  }, CHECK_EVERY_MS);
  timer.unref();
}
