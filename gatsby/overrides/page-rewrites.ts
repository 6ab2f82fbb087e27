/**
 * Override: the rewrite of every page Gatsby wrote, a step of onPostBuild (gatsby-node.ts).
 * Relies on Gatsby 5.16's HTML (checked against gatsby 5.16.1; see README.md here):
 *   - each page ends with one inline `<script id="gatsby-script-loader">` holding
 *     `window.pagePath="…"`, and its bundles as `<script src="/….js" async>` tags;
 *   - `<meta charSet="utf-8"/>` opens <head>;
 *   - the page's React root is `<div id="gatsby-focus-wrapper">` (hydrate.ts reads it);
 *   - webpack.stats.json names each start-up entry's files (startup-entries.ts).
 * Each step stops the build with what it found when a page is not as expected, rather than
 * leaving the page as it was (slower, or blocked by its own policy).
 *
 * Steps, in order: one shared page-path script for all pages; Gatsby's bundle tags swapped for
 * the loader (bundle-loader.ts); inline scripts trimmed and hashed; the policy allowing exactly
 * those hashes put first in <head>; no analytics library tag or image-plugin style left
 * (head-components.ts drops them at render).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { emailjsConfig } from "../../src/config/site";
import { contentSecurityPolicy, inlineScriptHashes, metaPolicy } from "../../src/lib/headers";
import { htmlFiles } from "../host-files";
import { deferBundleTags, LOADER_MARK } from "./bundle-loader";
import { OverrideError } from "./contract";
import { assertHeadComponentsDropped } from "./head-components";
import { STARTUP_ENTRIES } from "./startup-entries";

const PAGE_PATH_SCRIPT = /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/;

/** The one inline script every page shares instead of Gatsby's per-page `window.pagePath="…"`. */
export const SHARED_PAGE_PATH_SCRIPT = 'window.pagePath=document.documentElement.getAttribute("data-page-path");';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

const SHARED_SCRIPT_TAG = `<script id="gatsby-script-loader">${SHARED_PAGE_PATH_SCRIPT}</script>`;

/**
 * A page this step rewrote in an earlier build: an incremental build leaves a page Gatsby did
 * not render again as it was, already rewritten.
 */
function rewritten(html: string): boolean {
  return html.includes(SHARED_SCRIPT_TAG) && /<html data-page-path="/.test(html);
}

/** Up to three of a page's script tags, to show what was found instead of what was expected. */
function scriptsFound(html: string): string {
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((match) => match[0]);
  return tags.length ? `its script tags begin ${tags.slice(0, 3).join(" ")}` : "it has no script tags";
}

/**
 * Gatsby writes a different inline script into every page (its path). Moving the path into
 * an attribute of <html> leaves one identical script, so one hash covers every page.
 */
export function unifyPagePathScript(html: string, file = "page"): string {
  const match = PAGE_PATH_SCRIPT.exec(html);
  if (!match && rewritten(html)) return html;
  if (!match) throw new OverrideError("page-rewrites", `${file} has no Gatsby page-path script (<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="…"): ${scriptsFound(html)}`);
  const pagePath = JSON.parse(match[1]) as string;
  return html
    .replace(match[0], SHARED_SCRIPT_TAG)
    .replace(/<html(\s|>)/, `<html data-page-path="${escapeAttribute(pagePath)}"$1`);
}

/**
 * Inline scripts without the blank space around their code (Gatsby indents two of its own).
 * A few bytes less, and the W3C Nu checker, which trims a script before hashing it, then agrees
 * with browsers that each one is allowed by its hash.
 */
export function trimInlineScripts(html: string): string {
  return html.replace(/(<script(?![^>]*\ssrc=)[^>]*>)([\s\S]*?)(<\/script>)/g, (_all, open: string, body: string, close: string) => `${open}${body.trim()}${close}`);
}

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;
const CHARSET_META = /<meta charSet="utf-8"\/>/i;

/**
 * Puts the page policy first in <head>, straight after the character set, so it governs every
 * script and style that follows. A page that already has one (kept from an earlier build) has
 * it replaced.
 */
export function insertPolicyMeta(html: string, policy: string, file = "page"): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(metaPolicy(policy))}"/>`;
  if (POLICY_META.test(html)) return html.replace(POLICY_META, () => meta);
  const charset = CHARSET_META.exec(html);
  if (!charset) throw new OverrideError("page-rewrites", `${file} has no <meta charSet="utf-8"/> to put the Content-Security-Policy after: its <head> begins ${JSON.stringify(/<head[^>]*>[\s\S]{0,120}/.exec(html)?.[0] ?? "(no <head>)")}`);
  return html.replace(charset[0], () => `${charset[0]}${meta}`);
}

/** The checks on a finished page that no rewrite makes but other overrides rely on. */
function checkPage(html: string, file: string): void {
  if (!/<div[^>]*\sid="gatsby-focus-wrapper"/.test(html)) {
    throw new OverrideError("hydrate", `${file} has no <div id="gatsby-focus-wrapper">, which the sliced hydration reads to tell a prerendered page`);
  }
  assertHeadComponentsDropped(html, file);
}

/** One page through every step; `leading` are the start-up entries' bundle URLs. */
export function rewritePage(html: string, leading: readonly string[], file = "page"): string {
  checkPage(html, file);
  const unified = unifyPagePathScript(html, file);
  const deferred = deferBundleTags(unified, leading);
  if (deferred === unified && !(rewritten(html) && html.includes(LOADER_MARK))) {
    throw new OverrideError("bundle-loader", `${file} has no Gatsby bundle tags (<script src="/….js" async>) to hand to the loader: ${scriptsFound(html)}`);
  }
  return trimInlineScripts(deferred);
}

/**
 * The pages of public/. Gatsby's slices (`_gatsby/slices/_gatsby-scripts-1.html`) are HTML files
 * but not pages: Gatsby has already stitched them into the pages.
 */
function pagesOf(publicDir: string): string[] {
  return htmlFiles(publicDir).filter((file) => !path.relative(publicDir, file).startsWith(`_gatsby${path.sep}`));
}

/** The start-up entries' files, in order, from webpack's stats; an entry missing from them stops the build. */
export function startupBundles(stats: { assetsByChunkName?: Record<string, string[]> }): string[] {
  return STARTUP_ENTRIES.flatMap(({ name }) => {
    const files = stats.assetsByChunkName?.[name]?.filter((file) => file.endsWith(".js"));
    if (!files?.length) throw new OverrideError("startup-entries", `public/webpack.stats.json lists no files for the start-up entry "${name}" (it lists ${Object.keys(stats.assetsByChunkName ?? {}).join(", ") || "no chunks"})`);
    return files.map((asset) => `/${asset}`);
  });
}

/**
 * Rewrites every page of the build in place. Returns each page's file and the number of inline
 * script hashes the policy allows.
 */
export function rewritePages(publicDir: string, emailOrigin?: string): { files: string[]; hashes: number } {
  const stats = JSON.parse(readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as { assetsByChunkName?: Record<string, string[]> };
  const leading = startupBundles(stats);
  const hashes = new Set<string>();
  const files = pagesOf(publicDir);
  const pages = files.map((file) => {
    const html = rewritePage(readFileSync(file, "utf8"), leading, path.relative(publicDir, file));
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
    return { file, html };
  });
  // Every page shares the same few inline scripts, so one policy fits them all.
  const csp = contentSecurityPolicy({ scriptHashes: [...hashes], emailOrigin: emailOrigin || undefined });
  for (const { file, html } of pages) writeFileSync(file, insertPolicyMeta(html, csp, path.relative(publicDir, file)));
  return { files, hashes: hashes.size };
}

/** The step of onPostBuild: every page of public/ rewritten. */
export function rewriteBuiltPages({ reporter }: BuildArgs): void {
  const { files, hashes } = rewritePages(path.resolve("public"), emailjsConfig.origin);
  reporter.info(`Content-Security-Policy written into ${files.length} pages, allowing ${hashes} inline scripts by hash`);
}
