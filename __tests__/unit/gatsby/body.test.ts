/**
 * Each body's `rendered` field (gatsby/body.ts): the Mdx node's body, given to the renderer
 * with the file's text (for its lines), both as if saved with LF and no byte-order mark.
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { GraphQLResolveInfo } from "gatsby/graphql";
import { renderBodies } from "../../../gatsby/body";

// The renderer's plugins are ES modules jest does not load; what it is given is the point here.
const mockRender = jest.fn(async ({ body }: { body: string; source: string }) => ({ html: body, css: "" }));
jest.mock("../../../src/mdx/render", () => ({
  MdxRenderError: class extends Error {},
  renderMdx: (input: { body: string; source: string }) => mockRender(input),
}));

type Resolve = (source: unknown, args: unknown, context: unknown, info: GraphQLResolveInfo) => Promise<{ html: string }>;

/** The `rendered` field's resolver, as renderBodies gives it to Gatsby. */
function renderedResolver() {
  let resolvers: { Mdx: { rendered: { resolve: Resolve } } } | undefined;
  const reporter = { setErrorMap: jest.fn(), panicOnBuild: jest.fn(), error: jest.fn() };
  (renderBodies as (args: unknown) => void)({ createResolvers: (given: typeof resolvers) => (resolvers = given), reporter });
  return { resolve: (body: string, contentFilePath: string) => resolvers!.Mdx.rendered.resolve({ body, internal: { contentFilePath } }, {}, {}, {} as GraphQLResolveInfo), reporter };
}

const folder = mkdtempSync(path.join(os.tmpdir(), "body-test-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
beforeEach(() => mockRender.mockClear());

test("a body renders from its node when its file has just gone (deleted while a page's query runs)", async () => {
  const { resolve, reporter } = renderedResolver();
  const body = "A sentence **in bold**.\n";
  await expect(resolve(body, path.join(folder, "gone.mdx"))).resolves.toEqual({ html: body, css: "" });
  expect(mockRender).toHaveBeenCalledWith(expect.objectContaining({ body, source: body }));
  expect(reporter.panicOnBuild).not.toHaveBeenCalled();
});

test("a file saved on Windows is rendered as the same file saved with LF", async () => {
  const { resolve } = renderedResolver();
  const text = "---\ntitle: A post\n---\n\nFirst line.\n\nSecond line.\n";
  const body = "\nFirst line.\n\nSecond line.\n";
  const windows = path.join(folder, "windows.mdx");
  writeFileSync(windows, `\uFEFF${text.replace(/\n/g, "\r\n")}`);
  await resolve(body.replace(/\n/g, "\r\n"), windows);
  expect(mockRender).toHaveBeenCalledWith(expect.objectContaining({ body, source: text }));
});

test("a body that does not render gives its problem in its place, and a build does not stop in the query's worker", async () => {
  const { MdxRenderError } = jest.requireMock("../../../src/mdx/render") as { MdxRenderError: new (message: string) => Error };
  mockRender.mockRejectedValueOnce(new MdxRenderError("content/blog/broken.mdx: body uses <Carousel>"));
  const { resolve, reporter } = renderedResolver();
  await expect(resolve("<Carousel />\n", path.join(folder, "broken.mdx"))).resolves.toEqual({ html: "", css: "", problem: "content/blog/broken.mdx: body uses <Carousel>" });
  expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  expect(reporter.error).not.toHaveBeenCalled();
});
