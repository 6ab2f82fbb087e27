/**
 * The versions of Gatsby and its plugins that every override in this folder was checked
 * against; a build or preview with other versions installed stops before it starts
 * (gatsby/configuration.ts). README.md here lists each override, what it relies on and the
 * test that fails when that changes.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { OverrideError } from "./override-error";

/**
 * The packages whose internals or output the overrides rely on, at the versions they were
 * checked against. package.json pins each to exactly this version; an upgrade changes both,
 * after the overrides' tests pass on the new version (README.md here).
 */
export const CHECKED_VERSIONS: Readonly<Record<string, string>> = {
  gatsby: "5.16.1",
  "gatsby-plugin-mdx": "5.16.0",
  "gatsby-source-filesystem": "5.16.0",
  "gatsby-plugin-google-gtag": "5.16.0",
  "gatsby-plugin-image": "3.16.0",
  "gatsby-plugin-sharp": "5.16.0",
};

/** The installed version of a package, read from its package.json. */
export function installedVersion(name: string, root = process.cwd()): string {
  const file = path.join(root, "node_modules", name, "package.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
}

/**
 * The packages installed at another version than the overrides were checked against, as
 * sentences; none when all agree.
 */
export function versionDrift(read: (name: string) => string = installedVersion): string[] {
  return Object.entries(CHECKED_VERSIONS)
    .map(([name, checked]) => [name, checked, read(name)] as const)
    .filter(([, checked, installed]) => installed !== checked)
    .map(([name, checked, installed]) => `${name} is ${installed}, but the overrides were checked against ${checked}`);
}

/** Stops a build or preview whose Gatsby packages differ from the versions checked. */
export function assertCheckedVersions(): void {
  const drift = versionDrift();
  if (drift.length) throw new OverrideError("versions", `${drift.join("; ")} (package.json pins them; ${path.join("gatsby", "overrides", "README.md")} says how to upgrade)`);
}
