/**
 * @jest-environment node
 */
import type { CreatePagesArgs } from "gatsby";
import { contentFields } from "../../../gatsby/content-nodes";

/** gatsby/content-query.ts and pages.ts as the preview (NODE_ENV development) or a build loads them. */
function load(nodeEnv: string) {
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = nodeEnv;
  let modules!: { query: typeof import("../../../gatsby/content-query"); pages: typeof import("../../../gatsby/pages") };
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    modules = { query: require("../../../gatsby/content-query"), pages: require("../../../gatsby/pages") };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  process.env.NODE_ENV = saved;
  return modules;
}

const fields = contentFields({ collection: "blog", name: "printers", frontmatter: { title: "Printers", date: "2026-01-05", summary: "s", topics: ["security"], keywords: ["printer"] }, body: "Text.", problem: null });

/** The context createPages gives the post's page after reading its node with this digest. */
async function postContext({ query, pages }: ReturnType<typeof load>, contentDigest: string): Promise<unknown> {
  const node = { id: "mdx-printers", fields, internal: { contentFilePath: `${process.cwd()}/content/blog/printers.mdx`, contentDigest } };
  const graphql = async () => ({ data: { allMdx: { nodes: [node] } } });
  await query.readContent({ graphql, reporter: { panicOnBuild: () => undefined } } as unknown as CreatePagesArgs);
  const made: Array<{ path: string; context: unknown }> = [];
  await pages.createContentPages({ actions: { createPage: (page: { path: string; context: unknown }) => made.push(page) }, reporter: { error: () => undefined, panicOnBuild: () => undefined } } as unknown as CreatePagesArgs);
  return made.find((page) => page.path === "/blog/printers")?.context;
}

describe("a content page's context (Gatsby runs a page's query again when createPage gives it another context)", () => {
  it("in the preview, changes with its node's content, so a query that ran before the node's fields were made runs again", async () => {
    const preview = load("development");
    const before = await postContext(preview, "digest-before");
    const after = await postContext(preview, "digest-after");
    expect(before).toMatchObject({ id: "mdx-printers", revision: "digest-before" });
    expect(after).not.toEqual(before);
    expect(await postContext(preview, "digest-after")).toEqual(after);
  });

  it("in a build, carries no revision, so page data does not change with anything but what the page shows", async () => {
    const build = load("production");
    const context = await postContext(build, "digest-before");
    expect(context).toMatchObject({ id: "mdx-printers" });
    expect(context).not.toHaveProperty("revision");
    expect(await postContext(build, "digest-after")).toEqual(context);
  });
});
