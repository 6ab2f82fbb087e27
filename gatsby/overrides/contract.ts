/** The versions of Gatsby and its plugins the overrides were checked against; a run with others stops before it starts (configuration.ts). */
import { readFileSync } from "node:fs";
import path from "node:path";
import { OverrideError } from "./override-error";

/** package.json pins each to exactly this version; an upgrade changes both (docs/architecture.md, "Gatsby overrides"). */
export const CHECKED_VERSIONS: Readonly<Record<string, string>> = {
  gatsby: "5.16.1",
  "gatsby-plugin-mdx": "5.16.0",
  "gatsby-source-filesystem": "5.16.0",
  "gatsby-plugin-google-gtag": "5.16.0",
  "gatsby-plugin-image": "3.16.0",
  "gatsby-plugin-sharp": "5.16.0",
};

export function installedVersion(name: string, root = process.cwd()): string {
  const file = path.join(root, "node_modules", name, "package.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
}

/** The packages installed at another version than checked, as sentences. */
export function versionDrift(read: (name: string) => string = installedVersion): string[] {
  return Object.entries(CHECKED_VERSIONS)
    .map(([name, checked]) => [name, checked, read(name)] as const)
    .filter(([, checked, installed]) => installed !== checked)
    .map(([name, checked, installed]) => `${name} is ${installed}, but the overrides were checked against ${checked}`);
}

export function assertCheckedVersions(): void {
  const drift = versionDrift();
  if (drift.length) throw new OverrideError("versions", `${drift.join("; ")} (package.json pins them; ${path.join("gatsby", "overrides", "README.md")} says how to upgrade)`);
}
