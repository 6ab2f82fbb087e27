/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { CHECKED_VERSIONS, installedVersion, versionDrift } from "../../../gatsby/overrides/contract";

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
