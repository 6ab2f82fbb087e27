/**
 * @jest-environment node
 */
import { md5 } from "../../../gatsby/digest";
import { assertDigestIsMd5, staleDigestRepair } from "../../../gatsby/overrides/stale-digest";

const EMPTY_FILE_DIGEST = md5("");

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

describe("assertDigestIsMd5", () => {
  it("passes a digest that is the MD5 of the file and stops the build on any other", () => {
    const read = () => Buffer.from("---\ntitle: A\n---\n");
    expect(() => assertDigestIsMd5("content/blog/a.mdx", md5(read()), read)).not.toThrow();
    expect(() => assertDigestIsMd5("content/blog/a.mdx", "0123", read)).toThrow(/"stale-digest".*content\/blog\/a\.mdx has contentDigest 0123, not the MD5 of the file/);
  });
});
