/**
 * After the build (Gatsby's onPostBuild): the blog's full-text search index (gatsby/search.ts),
 * every page rewritten for its start-up and its
 * Content-Security-Policy (gatsby/overrides/page-rewrites.ts), then the response headers
 * (public/_headers) and the hosts' files: _redirects (Netlify, Cloudflare Pages) and the
 * generated nginx and CloudFront files under deploy/ (src/server/host-files.ts).
 */
import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { redirects } from "../src/config/redirects";
import { emailjsConfig, site } from "../src/config/site";
import { headersFile, isHashedAsset } from "../src/lib/headers";
import { writeHostFiles } from "../src/server/host-files";
import { htmlFiles, rewritePages } from "./overrides/page-rewrites";
import { indexBodies } from "./search";

/** "public/about/index.html" -> "/about"; "public/404.html" -> "/404.html". */
export function routeOf(publicDir: string, file: string): string {
  const relative = path.relative(publicDir, file).split(path.sep).join("/");
  if (relative === "index.html") return "/";
  return `/${relative.replace(/\/index\.html$/, "")}`;
}

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const publicDir = path.resolve("public");
  const { files, hashes } = rewritePages(publicDir, emailjsConfig.origin);
  indexBodies(publicDir, reporter);
  reporter.info(`Content-Security-Policy written into ${files.length} pages, allowing ${hashes} inline scripts by hash`);
  const hashedAssets = readdirSync(publicDir).filter(isHashedAsset).map((name) => `/${name}`);
  const routes = htmlFiles(publicDir, { withSlices: true }).map((file) => routeOf(publicDir, file));
  writeFileSync(path.join(publicDir, "_headers"), headersFile({ routes: routes.sort(), hashedAssets }));
  const written = writeHostFiles({ root: path.resolve("."), redirects, siteUrl: site.url });
  reporter.info(`Host files written: ${written.join(", ")}`);
};
