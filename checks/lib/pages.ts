/** The pages of a build, for the checks that read public/ (HTML checker, structured data, size budget, axe, the preview). */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Every page of the build: HTML files outside page-data/, static/ and Gatsby's slice fragments. */
export function pageFiles(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return ["page-data", "static", "_gatsby"].includes(name) ? [] : pageFiles(file);
      return name.endsWith(".html") ? [file] : [];
    })
    .sort();
}

/** The routes the build's sitemap lists (every page and post), in the sitemap's order. */
export function sitemapRoutes(publicDir: string): string[] {
  const sitemap = readFileSync(path.join(publicDir, "sitemap-0.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/");
}
