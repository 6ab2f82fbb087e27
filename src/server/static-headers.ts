/**
 * Build step (gatsby-node onPostBuild): gives every page the same inline page-path script,
 * starts Gatsby's bundles, led by those of the start-up entries (gatsby-node.ts), after the first paint
 * (src/lib/bundle-loader.ts), hashes the inline scripts, and writes public/_headers with a Content-Security-Policy that
 * allows exactly those scripts.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { deferBundleTags, STARTUP_ENTRIES } from "../lib/bundle-loader";
import { contentSecurityPolicy, headersFile, inlineScriptHashes, isHashedAsset, unifyPagePathScript } from "../lib/headers";

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
  for (const file of files) {
    const html = deferBundleTags(unifyPagePathScript(readFileSync(file, "utf8")), leading);
    writeFileSync(file, html);
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
  }
  const csp = contentSecurityPolicy({ scriptHashes: [...hashes], emailOrigin: emailOrigin || undefined });
  const hashedAssets = readdirSync(publicDir).filter(isHashedAsset).map((name) => `/${name}`);
  writeFileSync(
    path.join(publicDir, "_headers"),
    headersFile({ csp, routes: files.map((file) => routeOf(publicDir, file)).sort(), hashedAssets }),
  );
  return { pages: files.length, hashes: hashes.size };
}
