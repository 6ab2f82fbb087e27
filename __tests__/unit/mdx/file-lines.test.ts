import { inFileLines } from "../../../src/mdx/file-lines";

describe("MDX problems name the file's own lines", () => {
  test("the places inside MDX's message move by the lines above the body", () => {
    expect(inFileLines("Expected a closing tag for `<Callout>` (8:1-8:38) before the end of `paragraph`", 15)).toBe("Expected a closing tag for `<Callout>` (22:1-22:38) before the end of `paragraph`");
    expect(inFileLines("Unexpected character (3:5)", 11)).toBe("Unexpected character (13:5)");
    expect(inFileLines("Could not parse expression with acorn", 11)).toBe("Could not parse expression with acorn");
  });
});
