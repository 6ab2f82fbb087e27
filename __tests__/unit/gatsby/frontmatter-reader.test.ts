/**
 * @jest-environment node
 *
 * The replaced front-matter reader, wired as the build wires it: the plugin's own module is
 * patched, and the plugin's own onCreateNode makes the Mdx nodes.
 */
import { createHash } from "node:crypto";
import { assertReadByReplacement, installFrontmatterReader } from "../../../gatsby/overrides/frontmatter-reader";

interface MdxNode {
  body: string;
  frontmatter: Record<string, unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const plugin = require("gatsby-plugin-mdx/dist/gatsby-node") as { onCreateNode: (args: unknown) => Promise<void> };

const md5 = (text: string) => createHash("md5").update(text).digest("hex");
const EMPTY_FILE_DIGEST = md5("");

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

  it("gives each file its own front matter when two were digested alike (as a half-saved file is)", async () => {
    restore = installFrontmatterReader("__problem", () => "unreadable");
    const service = await mdxNodeFor("---\ntitle: Websites\nroute: /webdev\n---\nBody one", EMPTY_FILE_DIGEST);
    const post = await mdxNodeFor("---\ntitle: Laptop batteries\nslug: batteries\n---\nBody two", EMPTY_FILE_DIGEST);
    expect(service.frontmatter).toEqual({ title: "Websites", route: "/webdev" });
    expect(post.frontmatter).toEqual({ title: "Laptop batteries", slug: "batteries" });
    expect(() => assertReadByReplacement(post.body, "content/blog/batteries.mdx")).not.toThrow();
  });

  it("turns a YAML error into front matter carrying the problem, so the node is still made", async () => {
    restore = installFrontmatterReader("__problem", (error) => `unreadable: ${(error as Error).name}`);
    const node = await mdxNodeFor("---\ntitle: A\nkeywords: [unclosed\n---\nBody");
    expect(node.frontmatter).toEqual({ __problem: "unreadable: YAMLException" });
    expect(() => assertReadByReplacement(node.body, "content/blog/a.mdx")).not.toThrow();
  });

  it("without the replacement, the plugin shares one front matter between files digested alike (what it is for)", async () => {
    const first = await mdxNodeFor("---\ntitle: Websites\n---\nOne", `${EMPTY_FILE_DIGEST}-plain`);
    const second = await mdxNodeFor("---\ntitle: Laptop batteries\n---\nTwo", `${EMPTY_FILE_DIGEST}-plain`);
    expect(second.frontmatter).toEqual(first.frontmatter);
  });

  it("stops the build on an Mdx node whose body the replacement did not read", async () => {
    const node = await mdxNodeFor("---\ntitle: Read by the plugin alone\n---\nA body no replacement saw");
    expect(() => assertReadByReplacement(node.body, "content/blog/a.mdx")).toThrow(/"frontmatter-reader".*made the Mdx node of content\/blog\/a\.mdx without calling the replaced parseFrontmatter/);
  });

  it("stops when the plugin's module no longer exports parseFrontmatter(cacheKey, source)", () => {
    expect(() => installFrontmatterReader("__problem", String, { parseFrontmatter: ((source: string) => source) as never })).toThrow(/parseFrontmatter with 1 parameters, not parseFrontmatter\(cacheKey, source\)/);
    expect(() => installFrontmatterReader("__problem", String, {} as never)).toThrow(/no parseFrontmatter function/);
  });
});
