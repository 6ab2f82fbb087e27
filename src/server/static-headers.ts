/**
 * Build step (gatsby-node onPostBuild): gives every page the same inline page-path script,
 * starts Gatsby's bundles, led by those of the start-up entries (gatsby-node.ts), after the
 * first paint (src/lib/bundle-loader.ts), trims and hashes the inline scripts, puts a
 * Content-Security-Policy that allows exactly those scripts into every page, and writes
 * public/_headers.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { deferBundleTags, STARTUP_ENTRIES } from "../lib/bundle-loader";
import { contentSecurityPolicy, headersFile, inlineScriptHashes, insertPolicyMeta, isHashedAsset, trimInlineScripts, unifyPagePathScript } from "../lib/headers";

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === "page-data" || name === "static" ? [] : htmlFiles(file);
    return name.endsWith(".html") ? [file] : [];
  });
}

/** "public/about/index.html" -> "/about"; "public/404.html" -> "/404.html". */
export function routeOf(publicDir: string, file: string): string {
  const relative = path.relative(publicDir, file).split(path.sep).join("/");
  if (relative === "index.html") return "/";
  return `/${relative.replace(/\/index\.html$/, "")}`;
}

export function writeStaticHeaders(publicDir: string, emailOrigin?: string): { pages: number; hashes: number } {
  const hashes = new Set<string>();
  const files = htmlFiles(publicDir);
  const stats = JSON.parse(readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as { assetsByChunkName: Record<string, string[]> };
  const leading = STARTUP_ENTRIES.flatMap(({ name }) => stats.assetsByChunkName[name] ?? []).map((file) => `/${file}`);
  const pages = files.map((file) => {
    const html = trimInlineScripts(deferBundleTags(unifyPagePathScript(readFileSync(file, "utf8")), leading));
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
    return { file, html };
  });
  // Every page shares the same few inline scripts, so one policy fits them all.
  const csp = contentSecurityPolicy({ scriptHashes: [...hashes], emailOrigin: emailOrigin || undefined });
  for (const { file, html } of pages) writeFileSync(file, insertPolicyMeta(html, csp));
  const hashedAssets = readdirSync(publicDir).filter(isHashedAsset).map((name) => `/${name}`);
  writeFileSync(
    path.join(publicDir, "_headers"),
    headersFile({ routes: files.map((file) => routeOf(publicDir, file)).sort(), hashedAssets }),
  );
  return { pages: files.length, hashes: hashes.size };
}
