/**
 * @jest-environment node
 */
import { md5, repairFrontmatterReader, staleDigestRepair, type FrontmatterModule } from "../../../gatsby/overrides/content-files";

// gatsby-plugin-mdx's own reader, as the preview uses it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { parseFrontmatter } = require("gatsby-plugin-mdx/dist/frontmatter") as FrontmatterModule;

const EMPTY_FILE_DIGEST = md5("");

describe("repairFrontmatterReader", () => {
  function repaired(): FrontmatterModule {
    const module = { parseFrontmatter };
    repairFrontmatterReader(module, "__problem", (error) => `unreadable: ${(error as Error).name}`);
    return module;
  }

  it("gives each file its own front matter when two were digested alike", () => {
    const reader = repaired();
    const service = reader.parseFrontmatter(EMPTY_FILE_DIGEST, "---\ntitle: Websites\nroute: /webdev\n---\nBody one");
    const post = reader.parseFrontmatter(EMPTY_FILE_DIGEST, "---\ntitle: Laptop batteries\nslug: batteries\n---\nBody two");
    expect(service.frontmatter).toEqual({ title: "Websites", route: "/webdev" });
    expect(post.frontmatter).toEqual({ title: "Laptop batteries", slug: "batteries" });
    expect(post.body.trim()).toBe("Body two");
  });

  it("the plugin's own reader does not (what the repair is for)", () => {
    const first = parseFrontmatter(`${EMPTY_FILE_DIGEST}-plain`, "---\ntitle: Websites\n---\n");
    const second = parseFrontmatter(`${EMPTY_FILE_DIGEST}-plain`, "---\ntitle: Laptop batteries\n---\n");
    expect(second.frontmatter).toEqual(first.frontmatter);
  });

  it("turns a YAML error into front matter carrying the problem", () => {
    const result = repaired().parseFrontmatter("any", "---\ntitle: A\nkeywords: [unclosed\n---\nBody");
    expect(result.frontmatter).toEqual({ __problem: "unreadable: YAMLException" });
    expect(result.body).toBe("");
  });
});

describe("staleDigestRepair", () => {
  const onDisk = "---\ntitle: Complete\n---\n";

  it("touches a file whose node was digested while it was empty", () => {
    const touched: string[] = [];
    const repair = staleDigestRepair((file) => touched.push(file), () => Buffer.from(onDisk));
    expect(repair("content/blog/a.mdx", EMPTY_FILE_DIGEST)).toBe(true);
    expect(touched).toEqual(["content/blog/a.mdx"]);
  });

  it("leaves a file alone when its digest matches", () => {
    const touched: string[] = [];
    const repair = staleDigestRepair((file) => touched.push(file), () => Buffer.from(onDisk));
    expect(repair("content/blog/a.mdx", md5(onDisk))).toBe(false);
    expect(touched).toEqual([]);
  });

  it("gives up after three touches in a row, and starts again once the digest matched", () => {
    const touched: string[] = [];
    const repair = staleDigestRepair((file) => touched.push(file), () => Buffer.from(onDisk));
    for (let i = 0; i < 5; i += 1) repair("a.mdx", EMPTY_FILE_DIGEST);
    expect(touched).toHaveLength(3);
    repair("a.mdx", md5(onDisk));
    expect(repair("a.mdx", EMPTY_FILE_DIGEST)).toBe(true);
    expect(touched).toHaveLength(4);
  });

  it("ignores a file deleted meanwhile", () => {
    const repair = staleDigestRepair(() => { throw new Error("must not touch"); }, () => { throw new Error("ENOENT"); });
    expect(repair("gone.mdx", EMPTY_FILE_DIGEST)).toBe(false);
  });
});
