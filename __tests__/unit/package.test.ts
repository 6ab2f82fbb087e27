/**
 * @jest-environment node
 *
 * package.json's dependency lists (knip, in npm test, checks that each is used and that
 * nothing used is missing from them).
 */
import { readFileSync } from "node:fs";
import path from "node:path";

const manifest = JSON.parse(readFileSync(path.resolve(__dirname, "../../package.json"), "utf8")) as Record<string, Record<string, string> | undefined>;
const groups = ["dependencies", "devDependencies", "optionalDependencies", "peerDependencies"] as const;

describe("package.json", () => {
  it("lists each package in one dependency group only", () => {
    const seen = new Map<string, string[]>();
    for (const group of groups) for (const name of Object.keys(manifest[group] ?? {})) seen.set(name, [...(seen.get(name) ?? []), group]);
    expect([...seen].filter(([, found]) => found.length > 1)).toEqual([]);
  });

  it("pins the overridden sharp to the version its override names", () => {
    expect(manifest.devDependencies?.sharp).toBe(manifest.overrides?.sharp);
  });
});
