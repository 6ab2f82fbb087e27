/**
 * Override: the preview's repair of races 1–3 and 8–10 of `gatsby develop`, with all its state
 * (what each race is, where in Gatsby, how to reproduce it: docs/architecture.md, "The preview's
 * repair"; contract and guards: README.md here).
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { CreateDevServerArgs, CreateNodeArgs, ParentSpanPluginArgs } from "gatsby";
import { collections } from "../../src/lib/content-schema";
import { filesUnder, perVersion, type PerVersion } from "../files";
import { md5 } from "../digest";
import { OverrideError } from "./override-error";

const previewing = process.env.NODE_ENV === "development";
const CHECK_EVERY_MS = 1_000;
/** A file out of step is touched after 2 s, then after twice as long each time (30 s at most); the author is told at the fourth touch. */
const SETTLE_MS = 2_000;
const LONGEST_WAIT_MS = 30_000;
const REPORT_AFTER = 4;

/** What gatsby-source-filesystem leaves out (its default ignore list) or an editor leaves behind. */
const IGNORED = /(^|\/)(\.[^/]*|node_modules)(\/|$)|\.un~$|~$|\.swp$/;

export interface RepairState {
  lost: Map<string, { since: number; touches: number }>;
  digests: PerVersion<string | null>;
  fieldsMadeAt: Map<string, number>;
  contentReadAt: number;
}

export const newRepairState = (): RepairState => ({ lost: new Map(), digests: new Map(), fieldsMadeAt: new Map(), contentReadAt: 0 });
const state = newRepairState();

/** A content file's digest must be the MD5 of its bytes, as the repair assumes. */
export function assertDigestIsMd5(file: string, digest: string, read: (file: string) => Buffer = (name) => readFileSync(name)): void {
  const expected = md5(read(file));
  if (digest !== expected) throw new OverrideError("lost-changes", `the File node of ${file} has contentDigest ${digest}, not the MD5 of the file (${expected})`);
}

function readable(file: string): string | null {
  try {
    return md5(readFileSync(file));
  } catch {
    return null;
  }
}

const touchFile = (file: string) => utimesSync(file, new Date(), new Date());

/** One comparison of the disk with the nodes; returns the files it touched and those it reports as stuck. */
export function repairLostChanges(
  folders: readonly string[],
  nodes: ReadonlyArray<{ absolutePath?: unknown; internal?: { contentDigest?: unknown } }>,
  now: number,
  repair: RepairState = state,
  touch: (file: string) => void = touchFile,
  busy = false,
): { touched: string[]; stuck: string[] } {
  const digestByFile = new Map(nodes.map((node) => [node.absolutePath, node.internal?.contentDigest]));
  const touched: string[] = [];
  const stuck: string[] = [];
  const seen = new Set<string>();
  for (const file of folders.flatMap((folder) => filesUnder(folder, (name) => !IGNORED.test(name)).map((name) => path.join(folder, name)))) {
    seen.add(file);
    const digest = perVersion(repair.digests, file, () => readable(file));
    if (!digest) continue;
    const pagesBehind = (repair.fieldsMadeAt.get(file) ?? 0) > repair.contentReadAt;
    if (digestByFile.get(file) === digest && !pagesBehind) {
      repair.lost.delete(file);
      continue;
    }
    const entry = repair.lost.get(file) ?? { since: now, touches: 0 };
    repair.lost.set(file, entry);
    // While Gatsby is at work a change waits for the round: its wait starts again when Gatsby is done.
    if (busy) entry.since = now;
    if (now - entry.since < Math.min(SETTLE_MS * 2 ** entry.touches, LONGEST_WAIT_MS)) continue;
    touch(file);
    entry.touches += 1;
    entry.since = now;
    touched.push(file);
    if (entry.touches === REPORT_AFTER) stuck.push(file);
  }
  for (const map of [repair.lost, repair.digests]) for (const file of map.keys()) if (!seen.has(file)) map.delete(file);
  return { touched, stuck };
}

interface TrackedQuery {
  dirty: number;
  running: number;
}

export interface PageDataState {
  pendingPageDataWrites: { pagePaths: Set<string> };
  queries: { trackedQueries: Map<string, TrackedQuery> };
  jobsV2: { incomplete: Map<string, unknown> };
}

/** Whether Gatsby runs a query or a job, not counting one under way for longer than LONGEST_WAIT_MS (a failed job stays incomplete). */
export function busyWatcher(getState: () => PageDataState, now: () => number = Date.now): () => boolean {
  const since = new Map<string, number>();
  return () => {
    const at = now();
    const { jobsV2, queries } = getState();
    const running = [...queries.trackedQueries].filter(([, query]) => query.running > 0).map(([id]) => `query ${id}`);
    const work = new Set([...[...jobsV2.incomplete.keys()].map((digest) => `job ${digest}`), ...running]);
    for (const key of since.keys()) if (!work.has(key)) since.delete(key);
    for (const key of work) if (!since.has(key)) since.set(key, at);
    return [...since.values()].some((began) => at - began < LONGEST_WAIT_MS);
  };
}

const FLUSH_CHECK_EVERY_MS = 500;
const WAITING_MS = 1_000;

/** The pages whose query has its result but whose data is still to be written. */
export function writtenButNotFlushed(state: PageDataState): string[] {
  return [...state.pendingPageDataWrites.pagePaths].filter((pagePath) => {
    const query = state.queries.trackedQueries.get(pagePath);
    return query !== undefined && query.dirty === 0 && query.running === 0;
  });
}

export function assertFlushHandles(pageData: unknown, state: unknown): asserts pageData is { enqueueFlush: () => void } {
  const handles = pageData as { enqueueFlush?: unknown };
  const store = state as Partial<PageDataState> | undefined;
  if (typeof handles.enqueueFlush !== "function") throw new OverrideError("lost-changes", "gatsby/dist/utils/page-data no longer exports enqueueFlush");
  const kind = (value: unknown) => Object.prototype.toString.call(value);
  if (kind(store?.pendingPageDataWrites?.pagePaths) !== "[object Set]" || kind(store?.queries?.trackedQueries) !== "[object Map]" || kind(store?.jobsV2?.incomplete) !== "[object Map]") {
    throw new OverrideError("lost-changes", "Gatsby's store has no pendingPageDataWrites.pagePaths set, queries.trackedQueries map or jobsV2.incomplete map");
  }
}

/** Race 3: asks for a flush when a page's data has waited WAITING_MS to be written. */
export function flushWatcher(getState: () => PageDataState, enqueueFlush: () => void, now: () => number = Date.now): () => void {
  const waitingSince = new Map<string, number>();
  return () => {
    const waiting = new Set(writtenButNotFlushed(getState()));
    for (const pagePath of waitingSince.keys()) if (!waiting.has(pagePath)) waitingSince.delete(pagePath);
    let due = false;
    for (const pagePath of waiting) {
      const since = waitingSince.get(pagePath) ?? now();
      waitingSince.set(pagePath, since);
      if (now() - since >= WAITING_MS) due = true;
    }
    if (due) {
      enqueueFlush();
      // A page still waiting after this flush is given another whole second.
      for (const pagePath of waiting) waitingSince.set(pagePath, now());
    }
  };
}

/** A step of onCreateNode, after the content fields: when each file's Mdx node was finished. */
export function noteFieldsMade({ node, getNode }: Pick<CreateNodeArgs, "node" | "getNode">, now = Date.now()): void {
  if (!previewing || node.internal.type !== "Mdx" || !node.parent) return;
  const file = getNode(node.parent)?.absolutePath;
  if (typeof file === "string") state.fieldsMadeAt.set(file, now);
}

/** The first step of createPages: when it began to read the content. */
export function noteContentRead(_args?: unknown, now = Date.now()): void {
  if (previewing) state.contentReadAt = now;
}

interface QueryResult {
  data?: unknown;
  errors?: ReadonlyArray<{ message?: string }>;
}

export type RunQuery = (this: unknown, query: unknown, context: unknown, options: { queryName?: string }) => Promise<QueryResult>;

export const STATIC_QUERY_PREFIX = "sq--";

/** Race 8: Gatsby's `GraphQLRunner.prototype.query`, giving a static query's last good result when it fails. */
export function keepingLastResults(query: RunQuery, note: (message: string) => void): RunQuery {
  const last = new Map<string, QueryResult>();
  return async function (this: unknown, document, context, options) {
    const result = await query.call(this, document, context, options);
    const name = options?.queryName;
    if (!name?.startsWith(STATIC_QUERY_PREFIX)) return result;
    if (!result.errors?.length) {
      last.set(name, result);
      return result;
    }
    const kept = last.get(name);
    if (!kept) return result;
    note(`The static query ${name} failed while a change was being applied (${result.errors.map((error) => error.message).join("; ")}); the pages keep its last result until it runs again.`);
    return kept;
  };
}

export function assertRunner(module: unknown): asserts module is { GraphQLRunner: { prototype: { query: RunQuery } } } {
  const runner = (module as { GraphQLRunner?: { prototype?: { query?: unknown } } } | undefined)?.GraphQLRunner;
  if (typeof runner?.prototype?.query !== "function") throw new OverrideError("lost-changes", "gatsby/dist/query/graphql-runner no longer exports GraphQLRunner with a query method");
}

export const LAZY_PICTURES_HANDLER = "splitOperationsByRequestedFile";

type Handle = (request: { path: string }, response: { headersSent: boolean; status: (code: number) => { end: () => void } }, next: () => void) => unknown;

/** Race 9: sharp's handler, answering 404 when the picture a size is made from is gone or unreadable, instead of stopping the preview. */
export function answeringWhenGone(handle: Handle, note: (message: string) => void): Handle {
  return (request, response, next) =>
    Promise.resolve(handle(request, response, next)).catch((error: unknown) => {
      note(`The preview could not make ${request.path}, a size of a picture that is no longer there or cannot be read (${error instanceof Error ? error.message : String(error)}); it answered "not found".`);
      if (!response.headersSent) response.status(404).end();
    });
}

/** Wraps gatsby-plugin-sharp's one handler of sizes made on request (none when it makes them at once). */
export function wrapLazyPictures(app: unknown, makesOnRequest: boolean, note: (message: string) => void): void {
  const stack = (app as { _router?: { stack?: Array<{ handle: Handle }> } })._router?.stack;
  if (!Array.isArray(stack)) throw new OverrideError("lost-changes", "the development server's Express app has no _router.stack");
  const layers = stack.filter((layer) => String(layer.handle).includes(LAZY_PICTURES_HANDLER));
  if (layers.length !== (makesOnRequest ? 1 : 0)) throw new OverrideError("lost-changes", `${layers.length} handlers of gatsby-plugin-sharp's sizes made on request, where ${makesOnRequest ? 1 : 0} was expected`);
  for (const layer of layers) layer.handle = answeringWhenGone(layer.handle, note);
}

export type PictureWork = (job: { inputPaths: ReadonlyArray<{ path: string }>; outputDir: string; args: { isLazy?: boolean } }) => Promise<unknown>;

/** Race 10: sharp's worker, making a job's sizes from copies of its pictures taken as it is handed over (a lazy job reads none). */
export function fromCopies(work: PictureWork, copiesIn = tmpdir()): PictureWork {
  return async (job) => {
    if (job.args.isLazy) return work(job);
    const dir = mkdtempSync(path.join(copiesIn, "picture-job-"));
    try {
      const inputPaths = job.inputPaths.map((input, index) => {
        const copy = path.join(dir, `${index}-${path.basename(input.path)}`);
        copyFileSync(input.path, copy);
        return { ...input, path: copy };
      });
      return await work({ ...job, inputPaths });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

export function wrapPictureWorker(worker: unknown): void {
  const module = worker as { IMAGE_PROCESSING_JOB_NAME?: unknown; IMAGE_PROCESSING?: unknown };
  if (module.IMAGE_PROCESSING_JOB_NAME !== "IMAGE_PROCESSING" || typeof module.IMAGE_PROCESSING !== "function") {
    throw new OverrideError("lost-changes", "gatsby-plugin-sharp/gatsby-worker no longer exports an IMAGE_PROCESSING worker");
  }
  module.IMAGE_PROCESSING = fromCopies(module.IMAGE_PROCESSING as PictureWork);
}

/** onCreateDevServer, after gatsby-plugin-sharp's: races 9 and 10. */
export function guardLazyPictures({ app, reporter }: Pick<CreateDevServerArgs, "app" | "reporter">): void {
  const sharp = require("gatsby-plugin-sharp") as { _lazyJobsEnabled: () => boolean };
  wrapLazyPictures(app, sharp._lazyJobsEnabled(), (message) => reporter.warn(message));
  // The module the jobs manager imports (dist/utils/import-gatsby-plugin.js).
  wrapPictureWorker(require("gatsby-plugin-sharp/gatsby-worker"));
}

/** A step of onPostBootstrap: a build checks the digest the repair relies on; the preview starts the repair. */
export function watchForLostChanges({ getNodesByType, reporter }: ParentSpanPluginArgs): void {
  const folders = collections.map((collection) => path.resolve("content", collection));
  if (!previewing) {
    const first = getNodesByType("File").find((node) => typeof node.absolutePath === "string" && folders.some((folder) => (node.absolutePath as string).startsWith(`${folder}${path.sep}`) && (node.absolutePath as string).endsWith(".mdx")));
    if (!first) throw new Error("No content file was found under content/: the build has nothing to check its digest against");
    assertDigestIsMd5(first.absolutePath as string, first.internal.contentDigest);
    return;
  }
  const pageData = require("gatsby/dist/utils/page-data") as unknown;
  const { store } = require("gatsby/dist/redux") as { store: { getState: () => unknown } };
  assertFlushHandles(pageData, store.getState());
  const runner = require("gatsby/dist/query/graphql-runner") as unknown;
  assertRunner(runner);
  runner.GraphQLRunner.prototype.query = keepingLastResults(runner.GraphQLRunner.prototype.query, (message) => reporter.info(message));
  setInterval(flushWatcher(() => store.getState() as PageDataState, () => pageData.enqueueFlush()), FLUSH_CHECK_EVERY_MS).unref();
  const busy = busyWatcher(() => store.getState() as PageDataState);
  const timer = setInterval(() => {
    const { touched, stuck } = repairLostChanges(folders, getNodesByType("File") as never, Date.now(), state, touchFile, busy());
    for (const file of touched) reporter.verbose(`Gatsby had not taken in ${path.relative(process.cwd(), file)}: touched it so the preview reads it again`);
    for (const file of stuck) reporter.warn(`The preview has not taken in ${path.relative(process.cwd(), file)} after ${REPORT_AFTER} tries; it keeps trying, every ${LONGEST_WAIT_MS / 1000} s at most. If the page stays out of date, save the file again, or stop npm start and run it again.`);
  }, CHECK_EVERY_MS);
  timer.unref();
}
