/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { contentFields } from "../../../gatsby/content-nodes";
import { filesUnder } from "../../../gatsby/files";

/** The createPages steps as the preview (NODE_ENV development) or a build loads them. */
function load(nodeEnv: string) {
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = nodeEnv;
  let modules!: { query: typeof import("../../../gatsby/content-query"); revision: typeof import("../../../gatsby/content-revision"); pages: typeof import("../../../gatsby/pages") };
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    modules = { query: require("../../../gatsby/content-query"), revision: require("../../../gatsby/content-revision"), pages: require("../../../gatsby/pages") };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  process.env.NODE_ENV = saved;
  return modules;
}

const fields = contentFields({ collection: "blog", name: "printers", frontmatter: { title: "Printers", date: "2026-01-05", summary: "s", topics: ["security"], keywords: ["printer"] }, body: "Text.", problem: null });
const node = { id: "mdx-printers", fields, internal: { contentFilePath: `${process.cwd()}/content/blog/printers.mdx`, contentDigest: "digest" } };

/** One createPages run over the same post: the ContentRevision nodes it makes, and the context it gives the post's page. */
async function createPages({ query, revision, pages }: ReturnType<typeof load>) {
  const nodes: Array<{ revision: number }> = [];
  const made: Array<{ path: string; context: unknown }> = [];
  const args = {
    graphql: async () => ({ data: { allMdx: { nodes: [node] } } }),
    actions: { createNode: (made: { revision: number }) => nodes.push(made), createPage: (page: { path: string; context: unknown }) => made.push(page) },
    createNodeId: (name: string) => `id-${name}`,
    createContentDigest: (value: unknown) => JSON.stringify(value),
    reporter: { error: () => undefined, panicOnBuild: () => undefined },
  } as unknown as CreatePagesArgs;
  await query.readContent(args);
  revision.noteContentRevision(args);
  await pages.createContentPages(args);
  return { revisions: nodes.map((made) => made.revision), context: made.find((page) => page.path === "/blog/printers")?.context };
}

describe("the content revision (Gatsby runs a query again when a node it read is made again)", () => {
  it("in the preview, is new on every createPages run, so a query run while a change was applied runs again", async () => {
    const preview = load("development");
    const first = await createPages(preview);
    const second = await createPages(preview);
    expect(first.revisions).toEqual([1]);
    expect(second.revisions).toEqual([2]);
  });

  it("leaves a page's context as it was, so a change makes no other page, nor the development 404 page, stale", async () => {
    const preview = load("development");
    const first = await createPages(preview);
    expect(first.context).toMatchObject({ id: "mdx-printers" });
    expect((await createPages(preview)).context).toEqual(first.context);
  });

  it("in a build, makes no node in createPages", async () => {
    const build = load("production");
    expect((await createPages(build)).revisions).toEqual([]);
  });

  it("is read by every query that reads content, its id alone, so each of them runs again and its result changes only with the content", () => {
    const src = path.resolve("src");
    const queries = filesUnder(src, (name) => /\.tsx?$/.test(name)).flatMap((file) =>
      [...readFileSync(path.join(src, file), "utf8").matchAll(/graphql`([^`]*)`/g)].map((match) => ({ file, text: match[1] })),
    );
    const readingContent = queries.filter((query) => !/^\s*fragment /.test(query.text) && /\b(mdx|allMdx)\s*\(/.test(query.text));
    expect(readingContent.map((query) => query.file)).toEqual(expect.arrayContaining(["templates/blog-post.tsx", "templates/service.tsx", "templates/page.tsx", "templates/blog-list.tsx"]));
    expect(readingContent.filter((query) => !/\.\.\.ContentRevision\b/.test(query.text)).map((query) => query.file)).toEqual([]);
    const fragment = queries.filter((query) => /^\s*fragment ContentRevision on Query\b/.test(query.text));
    expect(fragment).toHaveLength(1);
    expect(fragment[0].text).toMatch(/\{\s*contentRevision \{ id \}\s*\}\s*$/);
  });
});
