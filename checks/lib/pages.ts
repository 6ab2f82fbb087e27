/** The pages of a build, for the checks that read public/ (HTML checker, structured data, size budget, axe, the preview). */
import { readFileSync } from "node:fs";
import path from "node:path";
import { filesUnder } from "../../gatsby/files";

/** Every page of the build: HTML files outside page-data/, static/ and Gatsby's slice fragments. */
export function pageFiles(dir: string): string[] {
  return filesUnder(dir, (file) => file.endsWith(".html") && !/(^|\/)(page-data|static|_gatsby)\//.test(file)).map((file) => path.join(dir, file));
}

/** The routes the build's sitemap lists (every page and post), in the sitemap's order. */
export function sitemapRoutes(publicDir: string): string[] {
  const sitemap = readFileSync(path.join(publicDir, "sitemap-0.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/");
}
