/**
 * @jest-environment node
 */
import { assertFlushHandles, flushWatcher, writtenButNotFlushed, type PageDataState } from "../../../gatsby/overrides/page-data-flush";

const state = (pending: string[], queries: Record<string, { dirty: number; running: number }>): PageDataState => ({
  pendingPageDataWrites: { pagePaths: new Set(pending) },
  queries: { trackedQueries: new Map(Object.entries(queries)) },
});

describe("page data Gatsby dropped while writing other pages'", () => {
  it("is a pending write whose query has its result and is not running again", () => {
    expect(writtenButNotFlushed(state(["/a", "/b", "/c", "/d"], { "/a": { dirty: 0, running: 0 }, "/b": { dirty: 1, running: 0 }, "/c": { dirty: 0, running: 1 } }))).toEqual(["/a"]);
  });

  it("makes the watcher ask Gatsby to flush once it has waited a second, and not before", () => {
    let now = 0;
    let flushes = 0;
    let current = state(["/blog/new-post"], { "/blog/new-post": { dirty: 0, running: 0 } });
    const check = flushWatcher(() => current, () => (flushes += 1), () => now);
    check();
    now = 500;
    check();
    expect(flushes).toBe(0);
    now = 1_000;
    check();
    expect(flushes).toBe(1);
    // Still waiting after that flush (a flush under way dropped it again): asked again a second later.
    now = 1_500;
    check();
    expect(flushes).toBe(1);
    now = 2_000;
    check();
    expect(flushes).toBe(2);
    // Written: nothing more is asked.
    current = state([], { "/blog/new-post": { dirty: 0, running: 0 } });
    now = 5_000;
    check();
    expect(flushes).toBe(2);
  });

  it("runs on the installed Gatsby's own module and store", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const pageData = require("gatsby/dist/utils/page-data") as unknown;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { store } = require("gatsby/dist/redux") as { store: { getState: () => unknown } };
    expect(() => assertFlushHandles(pageData, store.getState())).not.toThrow();
    expect(() => assertFlushHandles({}, store.getState())).toThrow(/enqueueFlush/);
  });
});
