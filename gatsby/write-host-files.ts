/** The hosts' files, a step of onPostBuild: public/_headers, public/_redirects and deploy/'s nginx and CloudFront files (src/server/host-files.ts). */
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { redirects } from "../src/config/redirects";
import { site } from "../src/config/site";
import { isHashedAsset } from "../src/lib/headers";
import { hostFiles } from "../src/server/host-files";
import { filesUnder } from "./files";

/** Every HTML file of the build, outside page data, static files and the editor (public/admin/, admin/bundle.ts: not a page of the site). */
export function htmlFiles(dir: string): string[] {
  return filesUnder(dir, (file) => file.endsWith(".html") && !/(^|\/)(page-data|static)\//.test(file) && !file.startsWith("admin/")).map((file) => path.join(dir, file));
}

/** "public/about/index.html" -> "/about"; "public/404.html" -> "/404.html". */
function routeOf(publicDir: string, file: string): string {
  const relative = path.relative(publicDir, file).split(path.sep).join("/");
  if (relative === "index.html") return "/";
  return `/${relative.replace(/\/index\.html$/, "")}`;
}

export function writeHostFiles({ reporter }: BuildArgs): void {
  const publicDir = path.resolve("public");
  const routes = htmlFiles(publicDir).map((file) => routeOf(publicDir, file)).sort();
  const hashedAssets = readdirSync(publicDir).filter(isHashedAsset).map((name) => `/${name}`);
  const files = hostFiles({ redirects, siteUrl: site.url, routes, hashedAssets });
  for (const [file, text] of files) {
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    writeFileSync(path.resolve(file), text);
  }
  reporter.info(`Host files written: ${files.map(([file]) => file).join(", ")}`);
}
