/**
 * Build step (gatsby-node onPostBuild): the files each documented host reads, all from
 * src/config/redirects.ts and src/lib/headers.ts, so no host's rules are written by hand:
 *   public/_redirects                    Netlify and Cloudflare Pages (public/_headers: gatsby/post-build.ts)
 *   deploy/nginx/generated/http.conf     included by deploy/nginx/site.conf (src/server/nginx.ts)
 *   deploy/nginx/generated/server.conf
 *   deploy/cloudfront/template.json      CloudFormation for S3 + CloudFront (src/server/cloudfront.ts)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { SiteRedirect } from "../config/redirects";
import { cloudFrontTemplate } from "./cloudfront";
import { nginxHttpConf, nginxServerConf } from "./nginx";

/** public/_redirects: "from to 301", one line per redirect. */
export function redirectsFile(redirects: readonly SiteRedirect[]): string {
  return `${redirects.map((redirect) => `${redirect.from} ${redirect.to} 301`).join("\n")}\n`;
}

export function writeHostFiles({ root, redirects, siteUrl }: { root: string; redirects: readonly SiteRedirect[]; siteUrl: string }): string[] {
  const host = new URL(siteUrl).hostname;
  const files: Array<[string, string]> = [
    ["public/_redirects", redirectsFile(redirects)],
    ["deploy/nginx/generated/http.conf", nginxHttpConf(redirects)],
    ["deploy/nginx/generated/server.conf", nginxServerConf({ host, redirects })],
    ["deploy/cloudfront/template.json", `${JSON.stringify(cloudFrontTemplate({ host, redirects }), null, 2)}\n`],
  ];
  for (const [file, text] of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return files.map(([file]) => file);
}
