import { ContentRuleError } from "../../../src/mdx/hast";
import { BRACES_IN_TEXT, rehypeExpressions } from "../../../src/mdx/rehype-expressions";

type Node = { type: string; tagName?: string; value?: string; children?: Node[]; position?: { start: { line: number } } };

const expression = (type: "mdxTextExpression" | "mdxFlowExpression", value: string, line = 4): Node => ({ type, value, position: { start: { line } } });
const paragraph = (...children: Node[]): Node => ({ type: "element", tagName: "p", children });
const run = (...children: Node[]) => rehypeExpressions()({ type: "root", children }, { path: "content/blog/post.mdx" });

describe("rehypeExpressions", () => {
  it.each(["50", '"Free"', "1 + 1", "today", "", " "])("refuses {%s} in the text, naming the file and line", (code) => {
    const refused = () => run(paragraph({ type: "text", value: "Up to " }, expression("mdxTextExpression", code)));
    expect(refused).toThrow(ContentRuleError);
    expect(refused).toThrow(`content/blog/post.mdx: line 4: {${code}} ${BRACES_IN_TEXT}: write \\{ and \\} for the braces themselves`);
  });

  it("refuses braces on a line of their own", () => {
    expect(() => run(expression("mdxFlowExpression", "50", 9))).toThrow("line 9: {50}");
  });

  it("lets a comment through, and code beside a comment is still refused", () => {
    expect(() => run(paragraph(expression("mdxTextExpression", "/* a note for the next author */")), expression("mdxFlowExpression", "// a line's note"))).not.toThrow();
    expect(() => run(paragraph(expression("mdxTextExpression", "/* a */ 5")))).toThrow("{/* a */ 5}");
  });
});
