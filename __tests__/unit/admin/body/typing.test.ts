import { closingTagTyped, escapeTyped } from "../../../../admin/src/body/typing";

describe("escapeTyped: < and { typed in prose are written escaped", () => {
  it.each([
    ["<", "Prices from ", "\\<"],
    ["{", "Dear ", "\\{"],
    ["<", "", "\\<"],
    // After an escaped character, and after a backslash that is itself escaped.
    ["<", "a \\< b ", "\\<"],
    ["<", "C:\\\\", "\\<"],
    // After a closed code span.
    ["{", "Type `x` then ", "\\{"],
    // A tag written in a closed code span is not one being written.
    ["<", "Type `a<b` here. ", "\\<"],
  ])("%s after %j → %s", (typed, before, written) => {
    expect(escapeTyped(typed, before, false)).toBe(written);
  });

  it.each([
    // Any other text, and a paste (more than the one character).
    ["a", "Prices from "],
    ["<b>", "Pasted "],
    ["{x}", ""],
    // After the author's own backslash.
    ["<", "Prices from \\"],
    // In an inline code span being written.
    ["<", "Type `"],
    ["{", "Type ``a` "],
    // Inside a component's tag being written.
    ["{", '<Callout title="x" data='],
    ["<", "<Section title=\"a "],
  ])("%j after %j is left as typed", (typed, before) => {
    expect(escapeTyped(typed, before, false)).toBeNull();
  });

  it("leaves the character alone in code (the syntax tree's answer)", () => {
    expect(escapeTyped("<", "", true)).toBeNull();
    expect(escapeTyped("{", "const a = ", true)).toBeNull();
  });
});

describe("closingTagTyped: a box's closing tag typed on a line of its own loses the escape its < got", () => {
  it.each([
    [">", "\\</Callout", 0],
    [">", "  \\</Section", 2],
  ])("%s after %j: the backslash at %i goes", (typed, before, at) => {
    expect(closingTagTyped(typed, before)).toBe(at);
  });

  it.each([
    // Not the end of a closing tag, or not on a line of its own, or not a box's name.
    ["e", "\\</Callout"],
    [">", "See \\</Callout"],
    [">", "\\</callout"],
    [">", "\\<Callout"],
    [">", "</Callout"],
  ])("%j after %j changes nothing", (typed, before) => {
    expect(closingTagTyped(typed, before)).toBeNull();
  });
});
