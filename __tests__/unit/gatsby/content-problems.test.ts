/**
 * A build's stop on the bodies that did not render (gatsby/content-problems.ts): every one at
 * once, as each published page's data holds its problem, once the pages are written.
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { stopOnBodyProblems } from "../../../gatsby/content-problems";
import type { ContentNode } from "../../../gatsby/content-query";

let mockNodes: Array<Pick<ContentNode, "file"> & { fields: { route: string; published: boolean } }> = [];
jest.mock("../../../gatsby/content-query", () => ({ contentNodes: () => mockNodes }));

const project = mkdtempSync(path.join(os.tmpdir(), "content-problems-"));
const cwd = process.cwd();
beforeAll(() => process.chdir(project));
afterAll(() => {
  process.chdir(cwd);
  rmSync(project, { recursive: true, force: true });
});

/** Writes a page's data as Gatsby does, its body's problem in the content fragment's place. */
function pageData(route: string, problem: string | null): void {
  const dir = path.join("public", "page-data", route === "/" ? "index" : route);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "page-data.json"), JSON.stringify({ path: route, result: { data: { mdx: { rendered: { html: problem ? "" : "<p>Text.</p>", css: "", problem } } } } }));
}

const reporter = () => ({ setErrorMap: jest.fn(), panicOnBuild: jest.fn(), error: jest.fn() });

test("stops once, naming every published file whose body did not render, and no other", () => {
  mockNodes = [
    { file: "content/blog/first.mdx", fields: { route: "/blog/first", published: true } },
    { file: "content/blog/fine.mdx", fields: { route: "/blog/fine", published: true } },
    { file: "content/pages/home.mdx", fields: { route: "/", published: true } },
    { file: "content/blog/draft.mdx", fields: { route: "/blog/draft", published: false } },
  ];
  pageData("/blog/first", "content/blog/first.mdx: body is not valid MDX at line 9");
  pageData("/blog/fine", null);
  pageData("/", "content/pages/home.mdx: body uses <Carousel>");
  pageData("/blog/draft", "content/blog/draft.mdx: never looked at");
  const given = reporter();
  stopOnBodyProblems({ reporter: given } as never);
  expect(given.panicOnBuild).toHaveBeenCalledTimes(1);
  const message = given.panicOnBuild.mock.calls[0][0].context.sourceMessage as string;
  expect(message).toContain("content/blog/first.mdx: body is not valid MDX at line 9\ncontent/pages/home.mdx: body uses <Carousel>");
  expect(message).not.toContain("draft");
});

test("carries on when every body rendered", () => {
  mockNodes = [{ file: "content/blog/fine.mdx", fields: { route: "/blog/fine", published: true } }];
  const given = reporter();
  stopOnBodyProblems({ reporter: given } as never);
  expect(given.panicOnBuild).not.toHaveBeenCalled();
});

test("stops, naming the file, when a published page has no data where Gatsby writes it", () => {
  mockNodes = [{ file: "content/blog/lost.mdx", fields: { route: "/blog/lost", published: true } }];
  expect(() => stopOnBodyProblems({ reporter: reporter() } as never)).toThrow("content/blog/lost.mdx is published at /blog/lost, but the build wrote no public/page-data/blog/lost/page-data.json");
});
