/**
 * Override: in the preview, a page's data is written even when its query finished while Gatsby
 * was still writing other pages' data.
 * `gatsby develop` writes the data of pages whose queries have run in `flush()`
 * (dist/utils/page-data.js), called once each round of queries ends. `flush()` returns at once
 * when a flush is already under way (`isFlushing`): on a busy machine a round of queries can
 * end while the round before it is still writing, and the second request is dropped. The page's
 * result then waits in the store's `pendingPageDataWrites` until some later change makes Gatsby
 * flush again, and meanwhile the browser's request for its data waits 15 s and fails
 * ("Query was not run and no cached result was found"), again and again: a post just saved in
 * the editor, with two new pictures, stayed an error page in the preview for minutes.
 * So, every half second, this asks Gatsby to flush again (its own `enqueueFlush`, which waits
 * for webpack as Gatsby's own call does) when a page's data has been waiting to be written for
 * a whole second although its query has run and is not running again.
 * Relies on (gatsby 5.16.1): dist/utils/page-data.js exporting `enqueueFlush`, and the store's
 * `pendingPageDataWrites.pagePaths` and `queries.trackedQueries` (each with `dirty` and
 * `running`, 0 once the query's result is stored). Guard: `assertFlushHandles` stops the preview
 * when they are not there; `page-data-flush.test.ts`.
 */
import { OverrideError } from "./override-error";

interface TrackedQuery {
  dirty: number;
  running: number;
}

/** The parts of Gatsby's store state read here. */
export interface PageDataState {
  pendingPageDataWrites: { pagePaths: Set<string> };
  queries: { trackedQueries: Map<string, TrackedQuery> };
}

const CHECK_EVERY_MS = 500;
/** How long a written query's data may wait before Gatsby is asked to flush again. */
const WAITING_MS = 1_000;

/** The pages whose query has its result but whose data is still to be written. */
export function writtenButNotFlushed(state: PageDataState): string[] {
  return [...state.pendingPageDataWrites.pagePaths].filter((pagePath) => {
    const query = state.queries.trackedQueries.get(pagePath);
    return query !== undefined && query.dirty === 0 && query.running === 0;
  });
}

/** Gatsby's page-data module and store, as this override uses them; stops the preview when they are not so. */
export function assertFlushHandles(pageData: unknown, state: unknown): asserts pageData is { enqueueFlush: () => void } {
  const handles = pageData as { enqueueFlush?: unknown };
  const store = state as Partial<PageDataState> | undefined;
  if (typeof handles.enqueueFlush !== "function") throw new OverrideError("page-data-flush", "gatsby/dist/utils/page-data no longer exports enqueueFlush");
  const kind = (value: unknown) => Object.prototype.toString.call(value);
  if (kind(store?.pendingPageDataWrites?.pagePaths) !== "[object Set]" || kind(store?.queries?.trackedQueries) !== "[object Map]") {
    throw new OverrideError("page-data-flush", "Gatsby's store has no pendingPageDataWrites.pagePaths set or queries.trackedQueries map");
  }
}

/**
 * A check to run every CHECK_EVERY_MS: asks for a flush when a page's written data has waited
 * WAITING_MS. `now` and the handles are given, so the unit test can drive it.
 */
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

/** A step of onPostBootstrap: in the preview, keeps asking Gatsby to write the data it dropped. */
export function keepPageDataFlowing(): void {
  if (process.env.NODE_ENV !== "development") return;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's internals, read as the comment above says
  const pageData = require("gatsby/dist/utils/page-data") as unknown;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { store } = require("gatsby/dist/redux") as { store: { getState: () => unknown } };
  assertFlushHandles(pageData, store.getState());
  const check = flushWatcher(() => store.getState() as PageDataState, () => pageData.enqueueFlush());
  setInterval(check, CHECK_EVERY_MS).unref();
}
