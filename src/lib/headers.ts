/**
 * The response headers the static site ships with (public/_headers, Netlify and Cloudflare
 * Pages format; src/server/nginx.ts and src/server/cloudfront.ts write the same values for
 * nginx and CloudFront), and the strict Content-Security-Policy that allows the site's inline
 * scripts by hash. That policy travels in each page (a <meta> element put there by
 * gatsby/overrides/page-rewrites.ts), so it goes wherever the HTML goes, the 404 page included,
 * and is not repeated on every script and image response; the header keeps the directives a
 * <meta> policy cannot carry or that guard every response.
 */
import { createHash } from "node:crypto";
import { PAGEFIND_FOLDER, SEARCH_INDEX_PATH } from "./search-index";

/** sha256 sources for every inline script a browser would run (data blocks such as JSON-LD excluded). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = /\stype="([^"]*)"/.exec(match[1])?.[1];
    if (type && type !== "module" && type !== "text/javascript") continue;
    hashes.push(`'sha256-${createHash("sha256").update(match[2], "utf8").digest("base64")}'`);
  }
  return hashes;
}

const ANALYTICS_ORIGINS = [
  "https://www.googletagmanager.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
];
const EMAILJS_ORIGIN = "https://api.emailjs.com";

/**
 * The policy every response carries as a header. Browsers ignore frame-ancestors in a <meta>
 * policy, and a header also covers what is not HTML (an SVG opened on its own). Browsers
 * enforce both policies, so this one holds no fetch directives: those would also bind the pages.
 */
export const HEADER_POLICY = "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/** The page policy: the site itself, Google's analytics hosts, the EmailJS API, nothing else. */
export function contentSecurityPolicy({ scriptHashes, emailOrigin = EMAILJS_ORIGIN }: { scriptHashes: readonly string[]; emailOrigin?: string }): string {
  const unique = [...new Set(scriptHashes)].sort();
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the blog's full-text search (Pagefind) compile its WebAssembly;
    // it allows no eval() of JavaScript.
    `script-src 'self' 'wasm-unsafe-eval' ${unique.join(" ")} https://www.googletagmanager.com`,
    // styled-components injects <style> elements at run time and gatsby-plugin-image sets inline styles.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${ANALYTICS_ORIGINS.join(" ")}`,
    `connect-src 'self' ${[...new Set([EMAILJS_ORIGIN, emailOrigin])].join(" ")} ${ANALYTICS_ORIGINS.join(" ")}`,
    "font-src 'self'",
    "manifest-src 'self'",
    HEADER_POLICY,
  ].join("; ");
}

/** The page policy without what a <meta> element cannot carry (Chrome warns about it there). */
export function metaPolicy(policy: string): string {
  return policy
    .split("; ")
    .filter((directive) => !directive.startsWith("frame-ancestors"))
    .join("; ");
}

const SECURITY_HEADERS: ReadonlyArray<[string, string]> = [
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
];

/** What every response carries, whatever its path ("/*" in _headers). */
export const SITE_WIDE_HEADERS: ReadonlyArray<[string, string]> = [["Content-Security-Policy", HEADER_POLICY], ...SECURITY_HEADERS];

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** Folders whose files never change under the same name (immutable) or may change at any build (revalidate). */
export const IMMUTABLE_FOLDER = "/static/";
export const REVALIDATED_FOLDERS: readonly string[] = ["/page-data/", PAGEFIND_FOLDER];
/** Files at fixed addresses that a build may change: the feed, the sitemaps, robots.txt, the blog's search index. */
export const REVALIDATED_FILES: readonly string[] = ["/rss.xml", "/sitemap-index.xml", "/sitemap-0.xml", "/robots.txt", SEARCH_INDEX_PATH];

/**
 * The editor for authors (Decap CMS, admin/), built into public/admin/. Its page carries its own
 * policy (adminPolicy); every answer from it also carries ADMIN_HEADERS: always fetched fresh,
 * so a rebuilt editor is used at once, and kept out of search engines.
 */
export const ADMIN_PATHS: readonly string[] = ["/admin", "/admin/*"];
export const ADMIN_RESPONSE: { cacheControl: string; others: ReadonlyArray<[string, string]> } = {
  cacheControl: REVALIDATE,
  /** The headers beside Cache-Control (hosts that set caching apart, nginx and CloudFront, send these on their own). */
  others: [["X-Robots-Tag", "noindex, nofollow"]],
};
const ADMIN_HEADERS: ReadonlyArray<[string, string]> = [["Cache-Control", ADMIN_RESPONSE.cacheControl], ...ADMIN_RESPONSE.others];

/** Where the editor reaches the site's files: GitHub's API, or its local server on the author's own machine (`npm run cms`). */
export interface AdminBackend {
  /** The local server's address when the editor is built for local editing; none on the live site. */
  localServer?: string;
}

/**
 * The editor's page policy: the public pages' policy does not apply to it. Decap CMS and the
 * preview's MDX compiler evaluate code ('unsafe-eval', here only); the editor talks to GitHub's
 * API (and, locally, to its local server), shows pictures from GitHub, from the local server and
 * from the files an author picks (blob:), and renders its preview in a frame of its own document.
 */
export function adminPolicy({ localServer }: AdminBackend): string {
  const local = localServer ? ` ${new URL(localServer).origin}` : "";
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com${local}`,
    // blob: is where Decap reads a picture an author picks, before it uploads it.
    `connect-src 'self' blob: https://api.github.com${local}`,
    "font-src 'self' data:",
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** A root-level file name carrying a webpack content hash ("app-1a2b….js"). */
export const HASHED_ASSET = /-[0-9a-f]{16,}\.(js|css|mjs)$/;

export interface HeadersInput {
  /** Every page's route ("/", "/about", "/404.html"...). */
  routes: readonly string[];
  /** Root-level files whose names carry a content hash ("/app-1a2b.js"). */
  hashedAssets: readonly string[];
}

/**
 * The _headers file. Security headers apply everywhere ("/*"); Cache-Control is set per path,
 * never twice for one path, because hosts join repeated header values into one.
 */
export function headersFile({ routes, hashedAssets }: HeadersInput): string {
  const block = (path: string, headers: ReadonlyArray<[string, string]>) =>
    [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  return [
    "# Generated at build time by gatsby/write-host-files.ts (src/lib/headers.ts). Do not edit.",
    block("/*", SITE_WIDE_HEADERS),
    block(`${IMMUTABLE_FOLDER}*`, [["Cache-Control", IMMUTABLE]]),
    ...hashedAssets.map((asset) => block(asset, [["Cache-Control", IMMUTABLE]])),
    ...REVALIDATED_FOLDERS.map((folder) => block(`${folder}*`, [["Cache-Control", REVALIDATE]])),
    ...REVALIDATED_FILES.map((path) => block(path, [["Cache-Control", REVALIDATE]])),
    ...ADMIN_PATHS.map((path) => block(path, ADMIN_HEADERS)),
    ...routes.map((route) => block(route, [["Cache-Control", REVALIDATE]])),
  ].join("\n") + "\n";
}

/** Whether a root-level file name carries a webpack content hash. */
export function isHashedAsset(name: string): boolean {
  return HASHED_ASSET.test(name);
}
