/**
 * Override: every page Gatsby wrote, rewritten in a step of onPostBuild: its markup checked
 * (head-components.ts), its bundle tags swapped for the loader (bundle-loader.ts), its inline
 * scripts trimmed, and its Content-Security-Policy, allowing exactly its inline scripts by hash,
 * put first in <head>. A page not as Gatsby 5.16 writes it stops the build. Contract and guards:
 * README.md here.
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

/** Inline scripts without the blank space around their code, so the W3C checker (which trims before hashing) agrees with browsers. */
export function trimInlineScripts(html: string): string {
  return html.replace(/(<script(?![^>]*\ssrc=)[^>]*>)([\s\S]*?)(<\/script>)/g, (_all, open: string, body: string, close: string) => `${open}${body.trim()}${close}`);
}

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;
const CHARSET_META = /<meta charSet="utf-8"\/>/i;

/** Puts the page policy straight after the character set, replacing one kept from an earlier build. */
export function insertPolicyMeta(html: string, policy: string, file = "page"): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(metaPolicy(policy))}"/>`;
  if (POLICY_META.test(html)) return html.replace(POLICY_META, () => meta);
  const charset = CHARSET_META.exec(html);
  if (!charset) throw new OverrideError("page-rewrites", `${file} has no <meta charSet="utf-8"/> to put the Content-Security-Policy after: its <head> begins ${JSON.stringify(/<head[^>]*>[\s\S]{0,120}/.exec(html)?.[0] ?? "(no <head>)")}`);
  return html.replace(charset[0], () => `${charset[0]}${meta}`);
}

/** One page through every step; `emailOrigin` is another EmailJS API origin the forms send to (GATSBY_EMAILJS_ORIGIN). */
export function rewritePage(html: string, { emailOrigin, file = "page" }: { emailOrigin?: string; file?: string } = {}): string {
  assertHeadComponentsDropped(html, file);
  const deferred = deferBundleTags(html);
  // A page an incremental build did not render again already has the loader.
  if (deferred === html && !html.includes(LOADER_MARK)) {
    throw new OverrideError("bundle-loader", `${file} has no Gatsby bundle tags (<script src="/….js" async>) to hand to the loader: ${scriptsFound(html)}`);
  }
  const trimmed = trimInlineScripts(deferred);
  return insertPolicyMeta(trimmed, contentSecurityPolicy({ scriptHashes: inlineScriptHashes(trimmed), emailOrigin: emailOrigin || undefined }), file);
}

/** Rewrites every page of the build in place (not Gatsby's slices in _gatsby/, already stitched into the pages); returns their files. */
function rewritePages(publicDir: string, emailOrigin?: string): string[] {
  const files = htmlFiles(publicDir).filter((file) => !path.relative(publicDir, file).startsWith(`_gatsby${path.sep}`));
  if (!files.length) throw new OverrideError("page-rewrites", `${publicDir} holds no HTML pages to rewrite`);
  for (const file of files) writeFileSync(file, rewritePage(readFileSync(file, "utf8"), { emailOrigin, file: path.relative(publicDir, file) }));
  return files;
}

/** The step of onPostBuild: every page of public/ rewritten. */
export function rewriteBuiltPages({ reporter }: BuildArgs): void {
  const files = rewritePages(path.resolve("public"), emailjsConfig.origin);
  reporter.info(`Content-Security-Policy written into ${files.length} pages, each allowing its own inline scripts by hash`);
}
