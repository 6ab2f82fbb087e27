/**
 * @jest-environment node
 */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { assertDigestIsMd5, contentNodeMade, contentRead, pagesBehind, repairLostChanges } from "../../../gatsby/overrides/lost-changes";

describe("repairLostChanges (files whose change Gatsby dropped)", () => {
  let folder = "";
  const at = (file: string, seconds: number) => {
    const full = path.join(folder, file);
    writeFileSync(full, "x");
    utimesSync(full, seconds, seconds);
    return full;
  };
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "lost-changes-"));
    mkdirSync(path.join(folder, "images"));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("touches a file without a node, or with an older one, once it has stayed so for two seconds", () => {
    const post = at("post.mdx", 1000);
    const picture = at("images/tray.png", 1000);
    const current = at("images/current.png", 1000);
    const nodes = [{ absolutePath: post, mtimeMs: 500_000 }, { absolutePath: current, mtimeMs: 1_000_000 }];
    const touched: string[] = [];
    const lost = new Map();
    expect(repairLostChanges([folder], nodes, lost, 10_000, (file) => touched.push(file)).touched).toEqual([]);
    expect(repairLostChanges([folder], nodes, lost, 11_000, (file) => touched.push(file)).touched).toEqual([]);
    expect(repairLostChanges([folder], nodes, lost, 12_000, (file) => touched.push(file)).touched.sort()).toEqual([picture, post].sort());
  });

  it("touches a file still out of step again and again, waiting twice as long each time up to 30 s, reports it once after three touches, and forgets it once its node catches up", () => {
    const post = at("post.mdx", 1000);
    const lost = new Map();
    const touches: number[] = [];
    const stuck: number[] = [];
    for (let now = 0; now <= 120_000; now += 1_000) {
      const result = repairLostChanges([folder], [], lost, now, () => touches.push(now));
      if (result.stuck.length) stuck.push(now);
      expect(result.stuck).toEqual(result.stuck.length ? [post] : []);
    }
    // Waits of 2, 4, 8, 16, then 30 s at most: it never gives up.
    expect(touches).toEqual([2_000, 6_000, 14_000, 30_000, 60_000, 90_000, 120_000]);
    expect(stuck).toEqual([14_000]);
    repairLostChanges([folder], [{ absolutePath: post, mtimeMs: 1_000_000 }], lost, 121_000, () => touches.push(121_000));
    expect(lost.size).toBe(0);
    expect(touches).toHaveLength(7);
  });

  it("leaves alone a file whose node is older but holds the same content (an edit undone before Gatsby took it in)", () => {
    const post = at("post.mdx", 1000);
    const md5 = createHash("md5").update("x").digest("hex");
    const lost = new Map();
    const touched: string[] = [];
    for (const now of [0, 2_000, 4_000, 6_000, 8_000, 10_000]) {
      const result = repairLostChanges([folder], [{ absolutePath: post, mtimeMs: 500_000, internal: { contentDigest: md5 } }], lost, now, (file) => touched.push(file));
      expect(result.stuck).toEqual([]);
    }
    expect(touched).toEqual([]);
    // Other content under the same older node is a lost change, as before.
    repairLostChanges([folder], [{ absolutePath: post, mtimeMs: 500_000, internal: { contentDigest: "0".repeat(32) } }], lost, 20_000, (file) => touched.push(file));
    expect(repairLostChanges([folder], [{ absolutePath: post, mtimeMs: 500_000, internal: { contentDigest: "0".repeat(32) } }], lost, 22_000, (file) => touched.push(file)).touched).toEqual([post]);
  });

  it("touches a file whose node, as new as the file, holds other content (read half-saved), and reads a file again only when it changed", () => {
    const post = at("post.mdx", 1000);
    const emptied = createHash("md5").update("").digest("hex");
    const node = { absolutePath: post, mtimeMs: 1_000_000, internal: { contentDigest: emptied } };
    const lost = new Map();
    const digests = new Map();
    const touched: string[] = [];
    expect(repairLostChanges([folder], [node], lost, 0, (file) => touched.push(file), digests).touched).toEqual([]);
    expect(repairLostChanges([folder], [node], lost, 2_000, (file) => touched.push(file), digests).touched).toEqual([post]);
    // Read once while the file stayed as it was.
    expect(digests.get(post)).toMatchObject({ mtimeMs: 1_000_000, size: 1, digest: createHash("md5").update("x").digest("hex") });
    // Taken in again: in step.
    const caughtUp = { ...node, internal: { contentDigest: createHash("md5").update("x").digest("hex") } };
    repairLostChanges([folder], [caughtUp], lost, 4_000, (file) => touched.push(file), digests);
    expect(lost.size).toBe(0);
    expect(touched).toEqual([post]);
  });

  it("leaves editors' leftovers and hidden files alone", () => {
    at(".post.mdx.swp", 1000);
    at("post.mdx~", 1000);
    const lost = new Map();
    repairLostChanges([folder], [], lost, 0, () => undefined);
    expect(repairLostChanges([folder], [], lost, 5_000, () => undefined).touched).toEqual([]);
  });

  it("touches a file whose node, in step, was finished after createPages last read the content, until createPages reads it again", () => {
    const post = at("post.mdx", 1000);
    const md5 = createHash("md5").update("x").digest("hex");
    const nodes = [{ absolutePath: post, mtimeMs: 1_000_000, internal: { contentDigest: md5 } }];
    contentRead(5_000);
    contentNodeMade(post, 6_000);
    expect(pagesBehind(post)).toBe(true);
    const lost = new Map();
    const touched: string[] = [];
    const check = (now: number) => repairLostChanges([folder], nodes, lost, now, (file) => touched.push(file), new Map(), pagesBehind);
    check(6_000);
    check(8_000);
    expect(touched).toEqual([post]);
    // The touch makes Gatsby run createPages, which reads the node this time.
    contentRead(8_500);
    expect(pagesBehind(post)).toBe(false);
    check(20_000);
    expect(touched).toEqual([post]);
    expect(lost.size).toBe(0);
  });
});

describe("assertDigestIsMd5", () => {
  it("passes a digest that is the MD5 of the file and stops the build on any other", () => {
    const read = () => Buffer.from("---\ntitle: A\n---\n");
    expect(() => assertDigestIsMd5("content/blog/a.mdx", createHash("md5").update(read()).digest("hex"), read)).not.toThrow();
    expect(() => assertDigestIsMd5("content/blog/a.mdx", "0123", read)).toThrow(/"lost-changes".*content\/blog\/a\.mdx has contentDigest 0123, not the MD5 of the file/);
  });
});
