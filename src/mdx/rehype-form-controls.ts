/**
 * Form controls in MDX content, as a rehype plugin (options.ts).
 *
 * A Markdown task list ("- [ ] item", remark-gfm) becomes a list of disabled checkboxes with no
 * label, which screen readers announce as "checkbox, not checked, dimmed" and nothing more. Each
 * checkbox is replaced here by words read out before the item ("To do:" or "Done:", visually
 * hidden) and a class on the item, from which the prose style draws an empty or ticked box.
 *
 * Any other form control written into content (an <input>, <select>, <textarea> or <button>)
 * stops the build with the file and line named: content is static text, and a control there
 * would have no label, no form and nothing to do.
 */

import { refusal, type HastNode } from "./hast";

interface ContentFile {
  path?: string;
}

const FORM_CONTROLS = new Set(["input", "select", "textarea", "button"]);

/** Class names of the list item, whatever form hast gives them in. */
function classNames(node: HastNode): string[] {
  const value = node.properties?.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === "string" ? value.split(/\s+/) : [];
}

function isTaskCheckbox(node: HastNode | undefined): boolean {
  return node?.type === "element" && node.tagName === "input" && node.properties?.type === "checkbox";
}

/** The checkbox GFM puts first in a task item (or first in its paragraph, in a loose list). */
function taskCheckbox(item: HastNode): { parent: HastNode; index: number } | null {
  const children = item.children ?? [];
  const first = children.findIndex((child) => child.type === "element");
  if (first === -1) return null;
  if (isTaskCheckbox(children[first])) return { parent: item, index: first };
  const paragraph = children[first];
  if (paragraph.tagName === "p") {
    const inner = (paragraph.children ?? []).findIndex((child) => child.type === "element" || (child.type === "text" && child.value?.trim()));
    if (inner !== -1 && isTaskCheckbox(paragraph.children![inner])) return { parent: paragraph, index: inner };
  }
  return null;
}

/** Replaces one task item's checkbox with hidden words and marks the item done or to do. */
function rewriteTaskItem(item: HastNode): void {
  const found = taskCheckbox(item);
  if (!found) return;
  const { parent, index } = found;
  const done = Boolean(parent.children![index].properties?.checked);
  parent.children!.splice(index, 1, {
    type: "element",
    tagName: "span",
    properties: { className: ["task-state"] },
    children: [{ type: "text", value: done ? "Done: " : "To do: " }],
  });
  const next = parent.children![index + 1];
  if (next?.type === "text" && next.value) next.value = next.value.replace(/^\s+/, "");
  item.properties = { ...item.properties, className: [...classNames(item), done ? "task-done" : "task-todo"] };
}

function controlName(node: HastNode): string | null {
  if (node.type === "element" && node.tagName && FORM_CONTROLS.has(node.tagName)) return node.tagName;
  if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && node.name && FORM_CONTROLS.has(node.name)) return node.name;
  return null;
}

function walk(node: HastNode, file: ContentFile): void {
  if (node.type === "element" && node.tagName === "li" && classNames(node).includes("task-list-item")) rewriteTaskItem(node);
  const control = controlName(node);
  if (control) throw refusal(node, file, `<${control}> is a form control, which content files may not use (write a checklist as a Markdown task list, "- [ ] item")`);
  for (const child of node.children ?? []) walk(child, file);
}

/** The rehype plugin: task lists without checkboxes, and no other form control let through. */
export function rehypeFormControls() {
  return (tree: HastNode, file: ContentFile): void => walk(tree, file);
}
