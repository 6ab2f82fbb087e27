import { rehypeHeadings } from "../../../src/mdx/rehype-headings";
import type { HastNode } from "../../../src/mdx/hast";

const element = (tagName: string, children: HastNode[] = []): HastNode => ({ type: "element", tagName, properties: {}, children });

test("a body's level-one headings, Markdown's and JSX's, become level two; other headings and elements stay", () => {
  const jsx: HastNode = { type: "mdxJsxFlowElement", name: "h1", children: [] };
  const tree: HastNode = { type: "root", children: [element("h1"), element("section", [element("h1"), element("h3")]), jsx, element("p")] };
  rehypeHeadings()(tree);
  const [first, section, written, paragraph] = tree.children!;
  expect([first.tagName, section.children!.map((child) => child.tagName), written.name, paragraph.tagName]).toEqual(["h2", ["h2", "h3"], "h2", "p"]);
});
