/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { CHECKED_VERSIONS, installedVersion, versionDrift } from "../../../gatsby/overrides/contract";
import { withStartupEntries } from "../../../gatsby/overrides/startup-entries";

const root = path.resolve(__dirname, "../../..");
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { dependencies: Record<string, string> };

describe("the versions the overrides were checked against", () => {
  it.each(Object.entries(CHECKED_VERSIONS))("%s is pinned to exactly %s in package.json and installed at it", (name, version) => {
    expect(manifest.dependencies[name]).toBe(version);
    expect(installedVersion(name, root)).toBe(version);
  });

  it("names each package installed at another version", () => {
    expect(versionDrift((name) => (name === "gatsby" ? "5.17.0" : CHECKED_VERSIONS[name]))).toEqual(["gatsby is 5.17.0, but the overrides were checked against 5.16.1"]);
    expect(versionDrift()).toEqual([]);
  });
});

describe("withStartupEntries", () => {
  it("puts the start-up entries before the app's, each depending on the one before", () => {
    const config = withStartupEntries({ entry: { app: "/site/.cache/production-app" }, module: { rules: [] } }, "/site");
    expect(config.entry).toEqual({
      "style-engine": { import: "/site/gatsby/overrides/startup/style-engine.ts" },
      "dom-engine": { import: "/site/gatsby/overrides/startup/dom-engine.ts", dependOn: "style-engine" },
      app: { import: "/site/.cache/production-app", dependOn: ["style-engine", "dom-engine"] },
    });
  });

  it("stops the build when Gatsby's config has no app entry", () => {
    expect(() => withStartupEntries({ entry: { main: "x" }, module: { rules: [] } }, "/site")).toThrow(/"startup-entries".*no "app" entry.*\(entries: main\)/);
  });
});
