/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import { assertRunner, keepingLastResults, STATIC_QUERY_PREFIX, type RunQuery } from "../../../gatsby/overrides/static-results";

const SERVICE_LINKS = `${STATIC_QUERY_PREFIX}src-hooks-use-service-links-ts`;
const good = (links: string[]) => ({ data: { allMdx: { nodes: links } } });
const failed = { data: null, errors: [{ message: "Cannot read properties of undefined (reading 'id')" }] };

/** A query runner that gives the scripted results one after another, and the notes the wrapper made. */
function scripted(...results: object[]) {
  const notes: string[] = [];
  const seen: unknown[] = [];
  const run: RunQuery = async function (this: unknown) {
    seen.push(this);
    return results.shift()!;
  };
  return { query: keepingLastResults(run, (note) => notes.push(note)), notes, seen };
}

describe("keepingLastResults (the preview's static queries through a failure, race 8)", () => {
  it("gives a static query's last result when it fails, names the query and the error, and the new result once it runs again", async () => {
    const before = good(["/webdev"]);
    const after = good(["/webdev", "/support"]);
    const { query, notes } = scripted(before, failed, after);
    await expect(query("{ allMdx }", {}, { queryName: SERVICE_LINKS })).resolves.toBe(before);
    await expect(query("{ allMdx }", {}, { queryName: SERVICE_LINKS })).resolves.toBe(before);
    expect(notes).toEqual([expect.stringContaining(`${SERVICE_LINKS} failed while a change was being applied (Cannot read properties of undefined (reading 'id'))`)]);
    await expect(query("{ allMdx }", {}, { queryName: SERVICE_LINKS })).resolves.toBe(after);
  });

  it("keeps each static query's result apart", async () => {
    const cards = good(["card"]);
    const { query } = scripted(cards, good(["link"]), failed);
    await query("", {}, { queryName: `${STATIC_QUERY_PREFIX}cards` });
    await query("", {}, { queryName: SERVICE_LINKS });
    await expect(query("", {}, { queryName: `${STATIC_QUERY_PREFIX}cards` })).resolves.toBe(cards);
  });

  it("passes the failure on when the query never had a result, and a page query's failure always", async () => {
    const { query, notes } = scripted(failed, good(["/webdev"]), failed);
    await expect(query("", {}, { queryName: SERVICE_LINKS })).resolves.toBe(failed);
    await query("", {}, { queryName: "/webdev" });
    await expect(query("", {}, { queryName: "/webdev" })).resolves.toBe(failed);
    expect(notes).toEqual([]);
  });

  it("runs the query as the runner it was called on", async () => {
    const { query, seen } = scripted(good([]));
    const runner = { name: "runner" };
    await query.call(runner, "", {}, { queryName: SERVICE_LINKS });
    expect(seen).toEqual([runner]);
  });
});

describe("what the override relies on in the installed Gatsby", () => {
  const source = (module: string) => readFileSync(require.resolve(`gatsby/dist/query/${module}`), "utf8");

  it("GraphQLRunner has a query method to wrap", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect(() => assertRunner(require("gatsby/dist/query/graphql-runner"))).not.toThrow();
    expect(() => assertRunner({})).toThrow(/GraphQLRunner/);
  });

  it("each query job runs through it with its id as queryName, and a static query's id starts with the prefix", () => {
    expect(source("query-runner")).toMatch(/graphqlRunner\.query\(queryJob\.query, queryJob\.context, \{[^}]*queryName: queryJob\.id/);
    expect(source("query-compiler")).toContain(`query.id = \`${STATIC_QUERY_PREFIX}\` + _.kebabCase(`);
  });
});
