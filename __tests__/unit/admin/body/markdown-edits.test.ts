import { activeFormats, applyEdit, emphasisSpans, endListOnEnter, insertBlock, paragraphOnEnter, mapPosition, toggleEmphasis, toggleLineFormat, type Edit, type Emphasis, type LineFormat, type Range } from "../../../../admin/src/body/markdown-edits";

/**
 * Texts with their selection drawn in: «…» around a selection, ‸ for a cursor. The edit's
 * result is drawn the same way, so each case reads as before → after.
 */
function parse(drawn: string): { text: string; selection: Range } {
  const cursor = drawn.indexOf("‸");
  if (cursor !== -1) return { text: drawn.replace("‸", ""), selection: { from: cursor, to: cursor } };
  const from = drawn.indexOf("«");
  const to = drawn.indexOf("»") - 1;
  return { text: drawn.replace("«", "").replace("»", ""), selection: { from, to } };
}

function draw(text: string, edit: Edit): string {
  const after = applyEdit(text, edit);
  const from = Math.min(edit.selection.anchor, edit.selection.head);
  const to = Math.max(edit.selection.anchor, edit.selection.head);
  if (from === to) return `${after.slice(0, from)}‸${after.slice(from)}`;
  return `${after.slice(0, from)}«${after.slice(from, to)}»${after.slice(to)}`;
}

const emphasis = (drawn: string, kind: Emphasis) => {
  const { text, selection } = parse(drawn);
  return draw(text, toggleEmphasis(text, selection, kind));
};

const lines = (drawn: string, format: LineFormat) => {
  const { text, selection } = parse(drawn);
  return draw(text, toggleLineFormat(text, selection, format));
};

describe("applyEdit and mapPosition", () => {
  it("apply changes made against the text before them, as CodeMirror does", () => {
    const changes = [
      { from: 0, to: 0, insert: "**" },
      { from: 4, to: 4, insert: "**" },
    ];
    expect(applyEdit("some text", { changes })).toBe("**some** text");
    expect(mapPosition(changes, 0)).toBe(2);
    expect(mapPosition(changes, 0, false)).toBe(0);
    expect(mapPosition(changes, 4, false)).toBe(6);
    expect(mapPosition(changes, 4)).toBe(8);
    expect(mapPosition(changes, 9)).toBe(13);
  });
});

describe("bold and italic markers on a line", () => {
  it.each([
    ["**a** b **c**", [["bold", 0, 3]], [["bold", 8, 11]]],
    ["***a***", [["italic", 0, 6], ["bold", 1, 4]]],
    ["*a* and **b**", [["italic", 0, 2], ["bold", 8, 11]]],
  ] as Array<[string, ...Array<Array<[Emphasis, number, number]>>]>)("%s", (line, ...expected) => {
    const spans = emphasisSpans(line).map((span) => [span.kind, span.open.from, span.close.from]);
    expect(spans).toEqual(expected.flat());
  });

  it("takes no marker from a list's bullet, inline code or an escaped star", () => {
    expect(emphasisSpans("* item")).toEqual([]);
    expect(emphasisSpans("`**not bold**` and \\*not italic*")).toEqual([]);
  });
});

describe("toggleEmphasis", () => {
  it.each([
    // Wrapped, the selection still on the words.
    ["some «bold» text", "some **«bold»** text"],
    // Spaces at the selection's ends stay outside the markers (Markdown needs them there).
    ["some« bold »text", "some **«bold»** text"],
    // Off again: the markers just around the selection, or taken into it.
    ["some **«bold»** text", "some «bold» text"],
    ["some «**bold**» text", "some «bold» text"],
    // Part of a bold stretch is taken out of it.
    ["**some «bold» text**", "**some** «bold» **text**"],
    ["**«some» bold**", "«some» **bold**"],
    // Bold stretches inside a new one merge into it.
    ["«a **b** c»", "**«a b c»**"],
    ["«a **b»** c", "**«a b»** c"],
    // A list's bullet and a heading's marks stay outside.
    ["«- item»", "- **«item»**"],
    ["«## Title»", "## **«Title»**"],
  ])("bold: %s → %s", (before, after) => {
    expect(emphasis(before, "bold")).toBe(after);
  });

  it.each([
    ["a «word» b", "a *«word»* b"],
    ["a *«word»* b", "a «word» b"],
    // Italic and bold together: each comes off on its own.
    ["***«word»***", "**«word»**"],
    ["**«word»**", "***«word»***"],
  ])("italic: %s → %s", (before, after) => {
    expect(emphasis(before, "italic")).toBe(after);
  });

  it("takes bold off a word that is bold and italic, leaving italic", () => {
    expect(emphasis("***«word»***", "bold")).toBe("*«word»*");
  });

  it.each([
    // Inside a word: the word.
    ["some bo‸ld text", "some **bo‸ld** text"],
    // Elsewhere: an empty pair with the cursor between; a second press takes it away.
    ["some text ‸", "some text **‸**"],
    ["some text **‸**", "some text ‸"],
    ["‸", "**‸**"],
    // Inside a bold stretch: the stretch ends.
    ["some **bo‸ld** text", "some bo‸ld text"],
    // At its end (B, a word typed, B again): the cursor steps out, so what follows is not bold.
    ["some **bold‸**", "some **bold**‸"],
    ["some **bold‸** text", "some **bold**‸ text"],
  ])("at a cursor: %s → %s", (before, after) => {
    expect(emphasis(before, "bold")).toBe(after);
  });

  it("makes each selected line bold on its own (Markdown's bold does not cross paragraphs)", () => {
    expect(emphasis("«- one\n- two\n\nthree»", "bold")).toBe("- **«one**\n- **two**\n\n**three»**");
    expect(emphasis("«- **one**\n- **two**»", "bold")).toBe("- «one\n- two»");
  });

  it("changes only the line it formats", () => {
    const text = "first line\n\nsecond line with a word\n\nthird";
    const { changes } = toggleEmphasis(text, { from: 31, to: 35 }, "bold");
    const before = text.split("\n");
    const after = applyEdit(text, { changes }).split("\n");
    expect(after.filter((line, index) => line !== before[index])).toEqual(["second line with a **word**"]);
  });
});

describe("toggleLineFormat", () => {
  it.each([
    ["Title‸", "heading", "## Title‸"],
    ["## Title‸", "heading", "Title‸"],
    ["## Title‸", "subheading", "### Title‸"],
    ["‸Title", "heading", "## ‸Title"],
    // A new heading gets blank lines where a paragraph touches it.
    ["Before\nTitle‸\nAfter", "heading", "Before\n\n## Title‸\n\nAfter"],
    // A line of a list becomes a heading, its bullet gone.
    ["- Title‸", "subheading", "### Title‸"],
  ] as Array<[string, LineFormat, string]>)("%s as %s → %s", (before, format, after) => {
    expect(lines(before, format)).toBe(after);
  });

  it.each([
    ["«one\ntwo\nthree»", "bulleted", "- «one\n- two\n- three»"],
    ["«- one\n- two»", "bulleted", "«one\ntwo»"],
    ["«one\ntwo»", "numbered", "1. «one\n2. two»"],
    ["«- one\n- two»", "numbered", "1. «one\n2. two»"],
    ["«1. one\n2. two»", "numbered", "«one\ntwo»"],
    // Numbers go on from the item above.
    ["1. one\n2. two\nthree‸", "numbered", "1. one\n2. two\n3. three‸"],
    // Blank lines in the selection stay; the list is set apart from the paragraph after it, which would run into its last item.
    ["Intro\n«one\n\ntwo»\nAfter", "bulleted", "Intro\n\n- «one\n\n- two»\n\nAfter"],
    // Only some lines had the format: all get it.
    ["«- one\ntwo»", "bulleted", "- «one\n- two»"],
    // A nested item keeps its indent.
    ["- one\n  «two»", "numbered", "- one\n  1. «two»"],
    // An empty line gets the mark, with the cursor after it.
    ["one\n\n‸", "bulleted", "one\n\n- ‸"],
  ] as Array<[string, LineFormat, string]>)("%s as %s → %s", (before, format, after) => {
    expect(lines(before, format)).toBe(after);
  });
});

describe("activeFormats: what the toolbar shows as pressed", () => {
  it.each([
    ["## A **bo‸ld** word", ["heading", "bold"]],
    ["- ***bo‸th***", ["bulleted", "italic", "bold"]],
    ["1. «**bold**»", ["numbered", "bold"]],
    ["plain ‸text", []],
  ])("%s", (drawn, expected) => {
    const { text, selection } = parse(drawn);
    expect([...activeFormats(text, selection)].sort()).toEqual([...expected].sort());
  });
});

describe("insertBlock", () => {
  const block = (drawn: string, snippet: string, cursor?: number) => {
    const { text, selection } = parse(drawn);
    return draw(text, insertBlock(text, selection, snippet, cursor));
  };

  it.each([
    // Between paragraphs: blank lines kept, none added; the cursor on the next paragraph.
    ["One.\n‸\nTwo.", "One.\n\nBLOCK\n\n‸Two."],
    ["One.\n\n‸\n\nTwo.", "One.\n\nBLOCK\n\n‸Two."],
    // At the end of a line.
    ["One.‸\nTwo.", "One.\n\nBLOCK\n\n‸Two."],
    // In the middle of a line, which is split there, without its space.
    ["One two‸ three.", "One two\n\nBLOCK\n\n‸three."],
    // A selection is replaced.
    ["One «two» three.", "One\n\nBLOCK\n\n‸three."],
    // At the end of the body, a new paragraph after it for the cursor.
    ["One.‸", "One.\n\nBLOCK\n\n‸"],
    ["One.\n‸", "One.\n\nBLOCK\n\n‸"],
    // At the start of the body.
    ["‸One.", "BLOCK\n\n‸One."],
    ["‸", "BLOCK\n\n‸"],
  ])("%s → %s", (before, after) => {
    expect(block(before, "BLOCK")).toBe(after);
  });

  it("puts the cursor inside the block when asked (a component's empty body)", () => {
    expect(block("One.‸\n\nTwo.", "<Section>\n\n\n\n</Section>", 11)).toBe("One.\n\n<Section>\n\n‸\n\n</Section>\n\nTwo.");
  });

  it("leaves every other line of the body as it was", () => {
    const text = "A\n\nB line\n\nC";
    const edit = insertBlock(text, { from: 9, to: 9 }, "<ContactLinks />");
    expect(applyEdit(text, edit)).toBe("A\n\nB line\n\n<ContactLinks />\n\nC");
  });
});

/** Enter by `onEnter` at the drawn cursor: the text after it, drawn, or null where it leaves Enter alone. */
function enterWith(onEnter: (text: string, position: number) => Edit | null) {
  return (drawn: string) => {
    const { text, selection } = parse(drawn);
    const edit = onEnter(text, selection.to);
    return edit ? draw(text, edit) : null;
  };
}

describe("endListOnEnter", () => {
  const enter = enterWith(endListOnEnter);
  it.each([
    ["- one\n- ‸", "- one\n\n‸"],
    ["1. one\n2. ‸", "1. one\n\n‸"],
    ["- one\n- ‸\nNext.", "- one\n\n‸\nNext."],
  ])("ends the list: %j → %j", (before, after) => {
    expect(enter(before)).toBe(after);
  });
  it.each(["- one‸", "  - ‸", "Text‸", "- ‸one"])("leaves Enter alone in %j", (before) => {
    expect(enter(before)).toBeNull();
  });
});

describe("paragraphOnEnter", () => {
  const enter = enterWith(paragraphOnEnter);
  it.each([
    ["This is important advice.‸", "This is important advice.\n\n‸"],
    ["Advice.  ‸", "Advice.\n\n‸"],
    ["One. ‸Two.", "One.\n\n‸Two."],
    ["First.‸\nSecond line of it.", "First.\n\n‸\n\nSecond line of it."],
    ["First.‸\n\nNext.", "First.\n\n‸\n\nNext."],
    ["<Callout>\nInside a callout.‸\n</Callout>", "<Callout>\nInside a callout.\n\n‸\n</Callout>"],
  ])("starts a new paragraph: %j → %j", (before, after) => {
    expect(enter(before)).toBe(after);
  });
  it.each(["- one‸", "1. one‸", "## Heading‸", "<Callout title=\"Tip\">‸", "| a | b |‸", "> Quoted‸", "‸Text", "‸", "```\ncode‸\n```"])("leaves Enter alone in %j", (before) => {
    expect(enter(before)).toBeNull();
  });
});
