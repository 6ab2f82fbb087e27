import { rehypeTables } from "../../../src/mdx/rehype-tables";

type Node = { type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: Node[] };

const cell = (tagName: "th" | "td", value: string): Node => ({ type: "element", tagName, properties: {}, children: value ? [{ type: "text", value }] : [] });
const row = (...cells: Node[]): Node => ({ type: "element", tagName: "tr", properties: {}, children: cells });
const table = (head: string[], body: string[]): Node => ({
  type: "element",
  tagName: "table",
  properties: {},
  children: [
    { type: "element", tagName: "thead", properties: {}, children: [row(...head.map((value) => cell("th", value)))] },
    { type: "element", tagName: "tbody", properties: {}, children: [row(...body.map((value) => cell("td", value)))] },
  ],
});

function run(...tables: Node[]): Node[] {
  rehypeTables()({ type: "root", children: tables });
  return tables;
}

const headerRow = (node: Node) => node.children![0].children![0].children!;

describe("rehypeTables", () => {
  it("names each table after its column headings", () => {
    const [first] = run(table(["State", "What it should look like"], ["Default", "A button"]));
    expect(first.properties?.ariaLabel).toBe("Table: State, What it should look like");
  });

  it("turns an empty corner header into an ordinary cell, and leaves it out of the name", () => {
    const [first] = run(table(["", "New laptop", "Refurbished laptop"], ["Price", "£400", "£180"]));
    expect(headerRow(first).map((node) => node.tagName)).toEqual(["td", "th", "th"]);
    expect(first.properties?.ariaLabel).toBe("Table: New laptop, Refurbished laptop");
  });

  it("numbers tables that would share a name, so every region on the page is distinct", () => {
    const tables = run(table(["Plan", "Price"], ["A", "1"]), table(["Plan", "Price"], ["B", "2"]), table([], []));
    expect(tables.map((node) => node.properties?.ariaLabel)).toEqual(["Table: Plan, Price", "Table: Plan, Price (2)", "Table"]);
  });
});
