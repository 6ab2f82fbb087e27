/** What the build wrote into public/, read the way the hosts read it. */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { filesUnder } from "../../gatsby/files";
import { parseHeadersFile, parseRedirectsFile, type HeaderRule } from "../../src/server/site-server";

export const ROOT = path.resolve(__dirname, "../..");
export const PUBLIC = path.join(ROOT, "public");

export function readBuildFile(name: string): string {
  const file = path.join(PUBLIC, name);
  if (!existsSync(file)) throw new Error(`public/${name} is missing: run \`npm run build\` first`);
  return readFileSync(file, "utf8");
}

export const headerRules = (): HeaderRule[] => parseHeadersFile(readBuildFile("_headers"));
export const redirectRules = () => parseRedirectsFile(readBuildFile("_redirects"));

/** The headers public/_headers gives an address, names in lower case. */
export function expectedHeaders(rules: readonly HeaderRule[], address: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (rule.pattern.test(address)) for (const [name, value] of rule.headers) headers[name.toLowerCase()] = value;
  }
  return headers;
}

/** The addresses public/_headers names one by one (pages, scripts, feed...), in file order. */
export function listedAddresses(): string[] {
  return readBuildFile("_headers")
    .split("\n")
    .filter((line) => line.startsWith("/") && !line.includes("*"));
}

/** Every file of the build, relative to public/ with forward slashes. */
export function publicFiles(dir = PUBLIC): string[] {
  return filesUnder(dir).map((file) => path.relative(PUBLIC, path.join(dir, file)).split(path.sep).join("/"));
}

/** The address a visitor uses for a file: "about/index.html" -> "/about", "app-1.js" -> "/app-1.js". */
export function addressOf(file: string): string {
  if (file === "index.html") return "/";
  return `/${file.replace(/\/index\.html$/, "")}`
    .split("/")
    .map((segment) => encodeURIComponent(segment))
    .join("/");
}
