/**
 * Override: the rewrite of every page Gatsby wrote, a step of onPostBuild (gatsby-node.ts). For
 * each page, in order: checks the markup another override relies on (head-components.ts); swaps Gatsby's bundle tags for the loader (bundle-loader.ts); trims the
 * inline scripts; and puts first in <head> the page's Content-Security-Policy, which allows
 * exactly that page's inline scripts by hash.
 * Each step stops the build with what it found when a page is not as Gatsby 5.16 writes it,
 * rather than leaving the page as it was (slower, or blocked by its own policy). Contract and
 * guards: README.md here.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { emailjsConfig } from "../../src/config/site";
import { contentSecurityPolicy, inlineScriptHashes, metaPolicy } from "../../src/lib/headers";
import { htmlFiles } from "../write-host-files";
import { deferBundleTags, LOADER_MARK } from "./bundle-loader";
import { OverrideError } from "./override-error";
import { assertHeadComponentsDropped } from "./head-components";

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** Up to three of a page's script tags, to show what was found instead of what was expected. */
function scriptsFound(html: string): string {
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((match) => match[0]);
  return tags.length ? `its script tags begin ${tags.slice(0, 3).join(" ")}` : "it has no script tags";
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

/** The checks on a finished page that no rewrite makes but another override relies on. */
function checkPage(html: string, file: string): void {
  assertHeadComponentsDropped(html, file);
}

interface RewriteOptions {
  /** Another EmailJS API origin the forms send to (GATSBY_EMAILJS_ORIGIN), if set. */
  emailOrigin?: string;
  /** The page's file, as errors name it. */
  file?: string;
}

/** One page through every step. */
export function rewritePage(html: string, { emailOrigin, file = "page" }: RewriteOptions = {}): string {
  checkPage(html, file);
  const deferred = deferBundleTags(html);
  // A page this step rewrote in an earlier build (an incremental build leaves a page Gatsby did
  // not render again as it was) already has the loader.
  if (deferred === html && !html.includes(LOADER_MARK)) {
    throw new OverrideError("bundle-loader", `${file} has no Gatsby bundle tags (<script src="/….js" async>) to hand to the loader: ${scriptsFound(html)}`);
  }
  const trimmed = trimInlineScripts(deferred);
  return insertPolicyMeta(trimmed, contentSecurityPolicy({ scriptHashes: inlineScriptHashes(trimmed), emailOrigin: emailOrigin || undefined }), file);
}

/**
 * The pages of public/. Gatsby's slices (`_gatsby/slices/_gatsby-scripts-1.html`) are HTML files
 * but not pages: Gatsby has already stitched them into the pages.
 */
function pagesOf(publicDir: string): string[] {
  return htmlFiles(publicDir).filter((file) => !path.relative(publicDir, file).startsWith(`_gatsby${path.sep}`));
}

/** Rewrites every page of the build in place; returns their files. */
function rewritePages(publicDir: string, emailOrigin?: string): string[] {
  const files = pagesOf(publicDir);
  if (!files.length) throw new OverrideError("page-rewrites", `${publicDir} holds no HTML pages to rewrite`);
  for (const file of files) writeFileSync(file, rewritePage(readFileSync(file, "utf8"), { emailOrigin, file: path.relative(publicDir, file) }));
  return files;
}

/** The step of onPostBuild: every page of public/ rewritten. */
export function rewriteBuiltPages({ reporter }: BuildArgs): void {
  const files = rewritePages(path.resolve("public"), emailjsConfig.origin);
  reporter.info(`Content-Security-Policy written into ${files.length} pages, each allowing its own inline scripts by hash`);
}
