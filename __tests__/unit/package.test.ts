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
    expect(manifest.dependencies?.sharp).toBe(manifest.overrides?.sharp);
  });
});

describe("install scripts (npm 11 asks each project to decide; README, docs/deploying.md)", () => {
  it("every installed package with an install script is decided on in allowScripts, so an install warns of none", () => {
    const { readdirSync, existsSync } = jest.requireActual<typeof import("node:fs")>("node:fs");
    const modules = path.resolve(__dirname, "../../node_modules");
    const decided = new Set(Object.keys((manifest.allowScripts as Record<string, boolean> | undefined) ?? {}));
    const undecided = new Set<string>();
    const visit = (folder: string) => {
      for (const name of readdirSync(folder)) {
        if (name.startsWith(".")) continue;
        const dir = path.join(folder, name);
        if (name.startsWith("@")) {
          visit(dir);
          continue;
        }
        const file = path.join(dir, "package.json");
        if (!existsSync(file)) continue;
        const pkg = JSON.parse(readFileSync(file, "utf8")) as { name?: string; scripts?: Record<string, string> };
        if (pkg.name && ["preinstall", "install", "postinstall"].some((hook) => pkg.scripts?.[hook]) && !decided.has(pkg.name)) undecided.add(pkg.name);
        if (existsSync(path.join(dir, "node_modules"))) visit(path.join(dir, "node_modules"));
      }
    };
    visit(modules);
    expect([...undecided].sort()).toEqual([]);
  });
});
