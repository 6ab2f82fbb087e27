/**
 * In the preview, a static query (the service cards', the menus' service links) that fails while
 * Gatsby applies a content change gives its last result instead of the failure, so the open pages
 * keep working: race 8, docs/architecture.md#the-previews-repair. The query runs again once the
 * change has settled (gatsby/content-revision.ts), and its new result reaches the pages then.
 * Relies on (gatsby 5.16.1): every query runs through `GraphQLRunner.prototype.query(query,
 * context, { queryName })` (`dist/query/graphql-runner.js`), which `dist/query/query-runner.js`
 * calls with the query job's id as `queryName`, and a static query's id starts with `sq--`
 * (`dist/query/query-compiler.js`). Checked by __tests__/unit/gatsby/static-results.test.ts.
 */
import type { ParentSpanPluginArgs } from "gatsby";
import { previewing } from "../problems";
import { OverrideError } from "./override-error";

interface QueryResult {
  data?: unknown;
  errors?: ReadonlyArray<{ message?: string }>;
}

export type RunQuery = (this: unknown, query: unknown, context: unknown, options: { queryName?: string }) => Promise<QueryResult>;

/** The prefix Gatsby gives a static query's id. */
export const STATIC_QUERY_PREFIX = "sq--";

/** `query` that gives a static query's last good result when it fails; `note` hears of each time. */
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

/** Throws an OverrideError when Gatsby's query runner is not there to wrap. */
export function assertRunner(module: unknown): asserts module is { GraphQLRunner: { prototype: { query: RunQuery } } } {
  const runner = (module as { GraphQLRunner?: { prototype?: { query?: unknown } } } | undefined)?.GraphQLRunner;
  if (typeof runner?.prototype?.query !== "function") throw new OverrideError("static results", "gatsby/dist/query/graphql-runner no longer exports GraphQLRunner with a query method");
}

/** A step of onPreBootstrap: in the preview, static queries keep their last result through a failure. */
export function keepStaticResults({ reporter }: Pick<ParentSpanPluginArgs, "reporter">): void {
  if (!previewing) return;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's internals, as README.md here lists them
  const module = require("gatsby/dist/query/graphql-runner") as unknown;
  assertRunner(module);
  module.GraphQLRunner.prototype.query = keepingLastResults(module.GraphQLRunner.prototype.query, (message) => reporter.info(message));
}
