/**
 * A body's level-one headings drawn as level two, as a rehype plugin (options.ts): a page's
 * title is its one h1 (a post's, a service's, a text page's), so a `# ` an author types at the
 * start of a line, or an `<h1>` in a file, never gives a page a second one.
 */
import type { HastNode } from "./hast";

export function rehypeHeadings() {
  return (tree: HastNode) => {
    const visit = (node: HastNode) => {
      if (node.type === "element" && node.tagName === "h1") node.tagName = "h2";
      if (node.type.startsWith("mdxJsx") && node.name === "h1") node.name = "h2";
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
