/**
 * @jest-environment node
 *
 * The replaced front-matter reader, wired as the build wires it: the plugin's own module is
 * patched, and the plugin's own onCreateNode makes the Mdx nodes.
 */
import { createHash } from "node:crypto";
import { assertReadByReplacement, installFrontmatterReader } from "../../../gatsby/overrides/frontmatter-reader";
import { UNREADABLE_FRONT_MATTER } from "../../../src/lib/content-schema";

interface MdxNode {
  body: string;
  frontmatter: Record<string, unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const plugin = require("gatsby-plugin-mdx/dist/gatsby-node") as { onCreateNode: (args: unknown) => Promise<void> };

const md5 = (text: string) => createHash("md5").update(text).digest("hex");

/** The Mdx node gatsby-plugin-mdx makes for a file of this text, digested as `digest`. */
async function mdxNodeFor(text: string, digest = md5(text)): Promise<MdxNode> {
  const made: MdxNode[] = [];
  await plugin.onCreateNode({
    node: { id: `file-${Math.random()}`, absolutePath: "/site/content/blog/a.mdx", internal: { type: "File", contentDigest: digest } },
    loadNodeContent: async () => text,
    actions: { createNode: (node: MdxNode) => made.push(node), createParentChildLink: () => undefined },
    createNodeId: (seed: string) => seed,
    cache: { set: async () => undefined },
  });
  return made[0];
}

describe("the front-matter reader, through gatsby-plugin-mdx's own onCreateNode", () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it("reads each file with the site's one reader, a file saved on Windows as the same file without", async () => {
    restore = installFrontmatterReader();
    const node = await mdxNodeFor("\uFEFF---\r\ntitle: Websites\r\ndate: 2026-01-02\r\n---\r\nBody one\r\n", "same-digest");
    expect(node.frontmatter).toEqual({ title: "Websites", date: new Date("2026-01-02T00:00:00Z") });
    expect(node.body).toBe("Body one\n");
    // Nothing is kept under the File node's digest: another file digested alike reads as itself.
    expect((await mdxNodeFor("---\ntitle: Laptop batteries\n---\nBody two", "same-digest")).frontmatter).toEqual({ title: "Laptop batteries" });
    expect(() => assertReadByReplacement(node.body, "content/blog/a.mdx")).not.toThrow();
  });

  it("turns a YAML error into front matter carrying the problem, so the node is still made", async () => {
    restore = installFrontmatterReader();
    const node = await mdxNodeFor("---\ntitle: A\nkeywords: [unclosed\n---\nBody");
    // Named by the file's line, the opening "---" being line 1.
    expect(node.frontmatter[UNREADABLE_FRONT_MATTER]).toMatch(/^is not valid YAML at line 3: its value opens a list/);
    expect(() => assertReadByReplacement(node.body, "content/blog/a.mdx")).not.toThrow();
  });

  it("stops the build on an Mdx node whose body the replacement did not read", async () => {
    const node = await mdxNodeFor("---\ntitle: Read by the plugin alone\n---\nA body no replacement saw");
    expect(() => assertReadByReplacement(node.body, "content/blog/a.mdx")).toThrow(/"frontmatter-reader".*made the Mdx node of content\/blog\/a\.mdx without calling the replaced parseFrontmatter/);
  });

  it("stops when the plugin's module no longer exports parseFrontmatter(cacheKey, source)", () => {
    expect(() => installFrontmatterReader({ parseFrontmatter: ((source: string) => source) as never })).toThrow(/parseFrontmatter with 1 parameters, not parseFrontmatter\(cacheKey, source\)/);
    expect(() => installFrontmatterReader({} as never)).toThrow(/no parseFrontmatter function/);
  });
});
