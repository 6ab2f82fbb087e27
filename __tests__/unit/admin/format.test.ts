import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import { fromFile, ORIGINAL, renderField, toFile } from "../../../admin/src/format";
import { styleFor } from "../../../admin/src/fields";
import { collections, validateFrontmatter, type Collection } from "../../../src/lib/content-schema";

const root = path.resolve(__dirname, "../../..");

/** Every content file, with its collection. */
const files = collections.flatMap((collection) =>
  readdirSync(path.join(root, "content", collection))
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => ({ collection, name, file: `content/${collection}/${name}`, text: readFileSync(path.join(root, "content", collection, name), "utf8") })),
);

/** The front matter's top-level fields, each with its lines as the file has them. */
function blocksOf(text: string): Array<[string, string]> {
  const frontMatter = /^---\n([\s\S]*?\n)---\n/.exec(text)![1];
  return frontMatter.split(/(?=^[A-Za-z_]\w*:)/m).map((block) => [/^(\w+):/.exec(block)![1], block]);
}

const edit = (collection: Collection, text: string, change: Record<string, unknown>) => toFile({ ...fromFile(text), ...change }, styleFor(collection));

describe("the editor's file format", () => {
  it("reads every content file", () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files.map((entry) => [entry.file, entry] as const))("%s is written back byte for byte when nothing changed", (_file, { collection, text }) => {
    expect(edit(collection, text, {})).toBe(text);
  });

  it.each(files.map((entry) => [entry.file, entry] as const))("%s: every field written again reads as the file has it (the site's style)", (_file, { collection, text }) => {
    const data = fromFile(text);
    for (const [key, block] of blocksOf(text)) expect(renderField(key, data[key], styleFor(collection))).toBe(block);
  });

  it("changing one field changes only that field's lines", () => {
    const { text } = files.find((entry) => entry.name === "wifi-fixes.mdx")!;
    const after = edit("blog", text, { title: 'Wi-Fi fixes: "what works"' });
    const changed = after.split("\n").filter((line, index) => line !== text.split("\n")[index]);
    expect(changed).toEqual(['title: "Wi-Fi fixes: \\"what works\\""']);
    expect((load(/^---\n([\s\S]*?)---/.exec(after)![1]) as { title: string }).title).toBe('Wi-Fi fixes: "what works"');
  });

  describe("files as Windows and some editors save them", () => {
    const { text } = files.find((entry) => entry.name === "wifi-fixes.mdx")!;
    const crlf = text.replace(/\n/g, "\r\n");
    const variants = [
      ["Windows line endings (CRLF)", crlf],
      ["a UTF-8 byte-order mark", `\uFEFF${text}`],
      ["both", `\uFEFF${crlf}`],
    ] as const;

    it.each(variants)("with %s: read with every field, as the same file with neither is", (_name, saved) => {
      const { [ORIGINAL]: _original, ...fields } = fromFile(saved);
      const { [ORIGINAL]: _plain, ...expected } = fromFile(text);
      expect(fields).toEqual(expected);
      expect(fields.title).toBe("Wi-Fi fixes for home and small office: a practical guide");
    });

    it.each(variants)("with %s: written back byte for byte when nothing changed", (_name, saved) => {
      expect(edit("blog", saved, {})).toBe(saved);
    });

    it.each(variants)("with %s: an edit changes only its line, and keeps the file's line endings and mark", (_name, saved) => {
      const after = edit("blog", saved, { title: "Wi-Fi fixes that work", body: `${fromFile(saved).body as string}\nOne more line.\n` });
      expect(after.startsWith("\uFEFF")).toBe(saved.startsWith("\uFEFF"));
      expect(after.replace(/\r\n/g, "").includes("\n")).toBe(!saved.includes("\r\n"));
      const lines = (value: string) => value.replace(/^\uFEFF/, "").split(/\r?\n/);
      expect(lines(after).filter((line) => !lines(saved).includes(line))).toEqual(['title: "Wi-Fi fixes that work"', "One more line."]);
    });
  });

  describe("an author's comments in the front matter", () => {
    const { text } = files.find((entry) => entry.name === "wifi-fixes.mdx")!;
    // A comment line after the title and after the list of keywords, with a blank line before the second.
    const commented = text
      .replace(/^(title: .*\n)/m, "$1# The title is the page's h1; keep it under 65 characters.\n")
      .replace(/^(keywords:\n(?:  - .*\n)+)/m, "$1\n# Topics: at most three.\n");

    it("are kept when nothing changed", () => {
      expect(commented).not.toBe(text);
      expect(edit("blog", commented, {})).toBe(commented);
    });

    it("stay in place when the field above them is written again", () => {
      const after = edit("blog", commented, { title: "Wi-Fi fixes that work", keywords: ["slow wifi", "wifi dead spots"] });
      expect(after).toMatch(/^title: "Wi-Fi fixes that work"\n# The title is the page's h1; keep it under 65 characters\.\n/m);
      expect(after).toMatch(/^keywords:\n  - slow wifi\n  - wifi dead spots\n\n# Topics: at most three\.\ntopics:/m);
      const changed = after.split("\n").filter((line) => !commented.split("\n").includes(line));
      expect(changed).toEqual(['title: "Wi-Fi fixes that work"', "  - slow wifi", "  - wifi dead spots"]);
    });

    it("stay when the field above them is removed", () => {
      const withBanner = edit("blog", commented, { banner: "./images/wifi-fixes.png", bannerAlt: "A router" });
      expect(edit("blog", withBanner, { banner: "", bannerAlt: "" })).toBe(commented);
    });
  });

  it("writes a list, a switch and a date the way the site's files do, and keeps the body", () => {
    const { text } = files.find((entry) => entry.name === "wifi-fixes.mdx")!;
    const after = edit("blog", text, { topics: ["pcs-and-hardware", "security"], draft: true });
    expect(after).toContain("topics:\n  - pcs-and-hardware\n  - security\ndraft: true\n---\n");
    expect(after.slice(after.indexOf("\n---\n"))).toBe(text.slice(text.indexOf("\n---\n")).replace(/^\n---\n/, "\n---\n"));
  });

  it("places a new field after the fields before it in the schema, and removes an emptied one", () => {
    const { text } = files.find((entry) => entry.name === "wifi-fixes.mdx")!;
    const withBanner = edit("blog", text, { banner: "./images/wifi-fixes.png", bannerAlt: "A router" });
    expect(withBanner).toContain('imageAlt: "A cutaway house');
    expect(withBanner).toMatch(/imageAlt: .*\nbanner: \.\/images\/wifi-fixes\.png\nbannerAlt: "A router"\nkeywords:/);
    expect(edit("blog", withBanner, { banner: "", bannerAlt: "" })).toBe(text);
  });

  it("writes a new post as the site's files are written (switches at their default left out), and the build accepts it", () => {
    const created = toFile(
      {
        title: "Printers that jam",
        slug: "printers-that-jam",
        date: "2026-12-01",
        summary: "Why office printers jam, and the five checks that stop most jams before you call anyone out: paper, rollers, settings and drivers.",
        image: "./images/printers-that-jam.png",
        imageAlt: "A printer with a sheet of paper folded in its rollers",
        keywords: ["printer keeps jamming", "office printer help"],
        topics: ["pcs-and-hardware"],
        listed: true,
        draft: false,
        body: "Paper first.\n\n| Check | Time |\n| --- | --- |\n| Paper | 1 min |\n",
      },
      styleFor("blog"),
    );
    expect(created).toBe(
      [
        "---",
        'title: "Printers that jam"',
        "slug: printers-that-jam",
        "date: 2026-12-01",
        'summary: "Why office printers jam, and the five checks that stop most jams before you call anyone out: paper, rollers, settings and drivers."',
        "image: ./images/printers-that-jam.png",
        'imageAlt: "A printer with a sheet of paper folded in its rollers"',
        "keywords:",
        "  - printer keeps jamming",
        "  - office printer help",
        "topics:",
        "  - pcs-and-hardware",
        "---",
        "",
        "Paper first.",
        "",
        "| Check | Time |",
        "| --- | --- |",
        "| Paper | 1 min |",
        "",
      ].join("\n"),
    );
    const frontMatter = load(/^---\n([\s\S]*?)---/.exec(created)![1]);
    expect(validateFrontmatter("blog", frontMatter, "content/blog/printers-that-jam.mdx", { name: "printers-that-jam" })).toEqual([]);
  });

  it("quotes a phrase that YAML would read as something else", () => {
    const { text } = files.find((entry) => entry.name === "wifi-fixes.mdx")!;
    const after = edit("blog", text, { keywords: ["yes", "wifi: fixes", "2.4", "plain words"] });
    expect(after).toContain('keywords:\n  - "yes"\n  - "wifi: fixes"\n  - "2.4"\n  - plain words\n');
  });

  it("keeps the file it read out of what it writes", () => {
    const { text } = files.find((entry) => entry.name === "wifi-fixes.mdx")!;
    expect(edit("blog", text, { title: "Changed" })).not.toContain(ORIGINAL);
  });
});

describe("fields left empty in the form", () => {
  it("writes nothing for an optional group whose fields are all empty, and keeps a partly filled one", () => {
    const { text } = files.find((entry) => entry.name === "pc-upgrades.mdx")!;
    expect(edit("services", text, { rating: { value: null, count: "" } })).toBe(text.includes("rating:") ? edit("services", text, { rating: undefined }) : text);
    const partly = edit("services", text, { cta: { title: "Book a check-up", text: "" } });
    expect(partly).toMatch(/\ncta:\n {2}title: "Book a check-up"\n/);
  });
});
