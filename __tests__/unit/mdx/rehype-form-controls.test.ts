import { ContentRuleError } from "../../../src/mdx/hast";
import { rehypeFormControls } from "../../../src/mdx/rehype-form-controls";

type Node = { type: string; tagName?: string; name?: string; value?: string; properties?: Record<string, unknown>; children?: Node[]; position?: { start: { line: number } } };

const text = (value: string): Node => ({ type: "text", value });
const checkbox = (checked: boolean): Node => ({ type: "element", tagName: "input", properties: { type: "checkbox", checked, disabled: true }, children: [] });
const taskItem = (...children: Node[]): Node => ({ type: "element", tagName: "li", properties: { className: ["task-list-item"] }, children });
const root = (...children: Node[]): Node => ({ type: "root", children });

function run(tree: Node, path = "content/blog/post.mdx"): Node {
  rehypeFormControls()(tree, { path });
  return tree;
}

/** The item as a screen reader and a stylesheet see it: its classes and its words. */
function describeItem(item: Node): { classes: unknown; words: string; controls: number } {
  const words: string[] = [];
  let controls = 0;
  const visit = (node: Node) => {
    if (node.type === "text") words.push(node.value ?? "");
    if (node.tagName === "input") controls += 1;
    node.children?.forEach(visit);
  };
  visit(item);
  return { classes: item.properties?.className, words: words.join(""), controls };
}

describe("rehypeFormControls", () => {
  it("turns a tight task list's checkboxes into words read before each item", () => {
    const todo = taskItem(checkbox(false), text(" Real photos of your team"));
    const done = taskItem(checkbox(true), text(" HTTPS with no browser warnings"));
    run(root({ type: "element", tagName: "ul", properties: { className: ["contains-task-list"] }, children: [todo, done] }));
    expect(describeItem(todo)).toEqual({ classes: ["task-list-item", "task-todo"], words: "To do: Real photos of your team", controls: 0 });
    expect(describeItem(done)).toEqual({ classes: ["task-list-item", "task-done"], words: "Done: HTTPS with no browser warnings", controls: 0 });
    expect(todo.children?.[0]).toMatchObject({ tagName: "span", properties: { className: ["task-state"] } });
  });

  it("handles a loose task list, where the checkbox sits inside the item's paragraph", () => {
    const item = taskItem(text("\n"), { type: "element", tagName: "p", children: [checkbox(false), text(" A map")] }, text("\n"));
    run(root(item));
    expect(describeItem(item)).toEqual({ classes: ["task-list-item", "task-todo"], words: "\nTo do: A map\n", controls: 0 });
  });

  it.each([
    ["an <input> element", { type: "element", tagName: "input", properties: { type: "text" }, position: { start: { line: 12 } } }, "input"],
    ["a JSX <input />", { type: "mdxJsxFlowElement", name: "input", position: { start: { line: 12 } } }, "input"],
    ["a JSX <select>", { type: "mdxJsxTextElement", name: "select", position: { start: { line: 12 } } }, "select"],
    ["a <textarea>", { type: "element", tagName: "textarea", position: { start: { line: 12 } } }, "textarea"],
    ["a <button>", { type: "element", tagName: "button", position: { start: { line: 12 } } }, "button"],
  ])("stops on %s, naming the file and line", (_name, control, tag) => {
    const tree = root({ type: "element", tagName: "p", children: [control as Node] });
    expect(() => run(tree)).toThrow(ContentRuleError);
    expect(() => run(tree)).toThrow(`content/blog/post.mdx: line 12: <${tag}> is a form control, which content files may not use`);
  });

  it("stops on a checkbox outside a task list", () => {
    expect(() => run(root({ type: "element", tagName: "p", children: [checkbox(false)] }))).toThrow("<input> is a form control");
  });

  it("leaves ordinary lists and the rest of the content alone", () => {
    const list = { type: "element", tagName: "ul", properties: {}, children: [{ type: "element", tagName: "li", properties: {}, children: [text("Plain item")] }] };
    const before = JSON.stringify(list);
    run(root(list));
    expect(JSON.stringify(list)).toBe(before);
  });
});
