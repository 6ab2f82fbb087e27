/**
 * Markdown tables in MDX content, as a rehype plugin (options.ts), so that each one is
 * accessible however it was written:
 *   - an empty header cell (the corner of "| | Laptop A | Laptop B |") becomes an ordinary cell:
 *     a header with no text names nothing for the cells under it;
 *   - each table gets a name from its column headings ("Table: State, What it should look
 *     like"), numbered if two on one page would share it. The MDX table component puts it on
 *     the scrolling region around the table, so the page's regions can be told apart.
 */

import type { HastNode } from "./hast";

function text(node: HastNode): string {
  if (node.type === "text") return node.value ?? "";
  return (node.children ?? []).map(text).join("");
}

function elements(node: HastNode, tagName: string): HastNode[] {
  const found: HastNode[] = [];
  const visit = (current: HastNode) => {
    if (current.type === "element" && current.tagName === tagName) found.push(current);
    current.children?.forEach(visit);
  };
  visit(node);
  return found;
}

/** The table's column headings: the header cells of its first row that have text. */
function headings(table: HastNode): string[] {
  const firstRow = elements(table, "tr")[0];
  if (!firstRow) return [];
  return (firstRow.children ?? [])
    .filter((cell) => cell.type === "element" && cell.tagName === "th")
    .map((cell) => text(cell).replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** The rehype plugin: no empty header cells, and a distinct name for every table. */
export function rehypeTables() {
  return (tree: HastNode): void => {
    const used = new Map<string, number>();
    for (const table of elements(tree, "table")) {
      for (const cell of elements(table, "th")) {
        if (text(cell).trim() === "") cell.tagName = "td";
      }
      const names = headings(table);
      const base = names.length ? `Table: ${names.join(", ")}` : "Table";
      const count = (used.get(base) ?? 0) + 1;
      used.set(base, count);
      table.properties = { ...table.properties, ariaLabel: count === 1 ? base : `${base} (${count})` };
    }
  };
}
