import { authorWords } from "../../../admin/src/save-check";
import { BRACES_IN_TEXT } from "../../../src/mdx/rehype-expressions";

const FILE = "content/blog/printer-jams.mdx";
/** A post whose body starts on line 6 of the file. */
const TEXT = ["---", 'title: "Printer jams"', "slug: printer-jams", "---", "", "First line of the body.", "Second line.", "", '<Callout title="Open">', "Never closed."].join("\n");

describe("a refused save, in the author's words", () => {
  it("names a field by its label in the form, and a list's item by its place", () => {
    expect(authorWords([{ file: FILE, field: "keywords", message: "is missing" }], TEXT)).toEqual(["Search phrases: is missing"]);
    expect(authorWords([{ file: FILE, field: "the second topic, `printers`,", message: "is not one of the blog's topics" }], TEXT)).toEqual(["The second topic, `printers`,: is not one of the blog's topics"]);
  });

  it("counts a body's line as the body field counts it, and says what MDX's words mean", () => {
    const [words] = authorWords([{ file: FILE, field: "body", line: 9, message: "is not valid MDX at line 9, column 1 (Expected a closing tag for `<Callout>` (9:1-9:22) before the end of `paragraph`)" }], TEXT);
    expect(words).toBe("Body, line 4: the Callout box opened here is never closed: end it with </Callout> on a line of its own");
    expect(authorWords([{ file: FILE, field: "picture", line: 7, message: "./images/van.jpg does not exist" }], TEXT)).toEqual(["A picture in the body, line 2: ./images/van.jpg does not exist"]);
    // A message MDX words otherwise keeps its words, without MDX's own places.
    expect(authorWords([{ file: FILE, field: "body", line: 6, message: "is not valid MDX at line 6, column 3 (Unexpected thing (6:3-6:4))" }], TEXT)).toEqual(["Body, line 1: is not valid MDX (Unexpected thing)"]);
    expect(authorWords([{ file: FILE, field: "date", message: 'must be a real date written YYYY-MM-DD (got "31/02/2026")' }], TEXT)).toEqual(["Publication date: There is no 31 February: February 2026 has 28 days."]);
    expect(authorWords([{ file: FILE, field: "body", line: 7, message: "could not be rendered at line 7 (today is not defined)" }], TEXT)).toEqual([
      "Body, line 2: {today} in the text is read as code: write \\{ and \\} for the braces themselves (typed, the editor does it for you)",
    ]);
    // The build's refusal of braces in the text, as src/mdx/check-file.ts gives it (file and line taken off).
    expect(authorWords([{ file: FILE, field: "body", line: 7, message: `{50} ${BRACES_IN_TEXT}: write \\{ and \\} for the braces themselves` }], TEXT)).toEqual([
      "Body, line 2: {50} in the text is read as code: write \\{ and \\} for the braces themselves (typed, the editor does it for you)",
    ]);
  });
});
