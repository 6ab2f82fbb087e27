/**
 * The files each documented host reads (written after the build by gatsby/write-host-files.ts), all
 * from src/config/redirects.ts and src/lib/headers.ts, so no host's rules are written by hand:
 *   public/_headers, public/_redirects   Netlify and Cloudflare Pages
 *   deploy/nginx/generated/http.conf     included by deploy/nginx/site.conf (src/server/nginx.ts)
 *   deploy/nginx/generated/server.conf
 *   deploy/cloudfront/template.json      CloudFormation for S3 + CloudFront (src/server/cloudfront.ts)
 */
import type { SiteRedirect } from "../config/redirects";
import { headersFile, type HeadersInput } from "../lib/headers";
import { cloudFrontTemplate } from "./cloudfront";
import { nginxHttpConf, nginxServerConf } from "./nginx";

/** public/_redirects: "from to 301", one line per redirect. */
export function redirectsFile(redirects: readonly SiteRedirect[]): string {
  return `${redirects.map((redirect) => `${redirect.from} ${redirect.to} 301`).join("\n")}\n`;
}

interface HostFilesInput extends HeadersInput {
  redirects: readonly SiteRedirect[];
  siteUrl: string;
}

/** Every host's file, as [path relative to the project, text]. */
export function hostFiles({ redirects, siteUrl, routes, hashedAssets }: HostFilesInput): Array<[string, string]> {
  const host = new URL(siteUrl).hostname;
  return [
    ["public/_headers", headersFile({ routes, hashedAssets })],
    ["public/_redirects", redirectsFile(redirects)],
    ["deploy/nginx/generated/http.conf", nginxHttpConf(redirects)],
    ["deploy/nginx/generated/server.conf", nginxServerConf({ host, redirects })],
    ["deploy/cloudfront/template.json", `${JSON.stringify(cloudFrontTemplate({ host, redirects }), null, 2)}\n`],
  ];
}
