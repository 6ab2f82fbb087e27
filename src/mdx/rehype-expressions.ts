/**
 * Braces in a body's text, as a rehype plugin (options.ts). MDX runs what is between them as
 * code and shows what it works out to: `{50}` shows as 50 and `{"Free"}` as Free, so an author
 * who meant the braces loses them without a word, and `{today}` stops as "today is not defined".
 * Every expression in the text is refused, with its line. A comment (`{/* a note *\/}`), which MDX
 * leaves out of the page, is let through, as are expressions in a box's attributes
 * (`<Callout title={…}>`), which are not text.
 */
import { refusal, type HastNode } from "./hast";

const EXPRESSIONS = new Set(["mdxTextExpression", "mdxFlowExpression"]);
const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

/** Words of the refusal, which the editor's save check (admin/src/save-check.ts) recognises. */
export const BRACES_IN_TEXT = "in the text is read as code by MDX, not as the braces and what is between them";

function walk(node: HastNode, file: { path?: string }): void {
  if (EXPRESSIONS.has(node.type)) {
    const code = node.value ?? "";
    const comment = code.replace(COMMENTS, "") !== code && code.replace(COMMENTS, "").trim() === "";
    if (!comment) throw refusal(node, file, `{${code}} ${BRACES_IN_TEXT}: write \\{ and \\} for the braces themselves`);
  }
  for (const child of node.children ?? []) walk(child, file);
}

export function rehypeExpressions() {
  return (tree: HastNode, file: { path?: string }): void => walk(tree, file);
}
