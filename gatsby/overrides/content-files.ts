/**
 * Override: two repairs to how Gatsby's plugins read content files (installed by
 * gatsby/content-nodes.ts). Relies on (README.md here): gatsby-plugin-mdx 5.16.0's
 * `dist/frontmatter.js` exporting `parseFrontmatter(cacheKey, source)`, and
 * gatsby-source-filesystem 5.16.0 digesting a file as the MD5 of its bytes. Both are checked
 * when they are used, and stop the build when they no longer hold.
 *
 * gatsby-source-filesystem digests a changed file when the preview's watcher reports it, and
 * caches that digest under the file's modification time. An editor that saves by emptying the
 * file and writing it again can be caught in between: the digest is then the empty file's, the
 * next report of the same file can look unchanged, and gatsby-plugin-mdx, which caches front
 * matter under that digest, can hand one post the front matter of another file caught the same
 * way. Both repairs below were found by the preview tests (__tests__/dev).
 */
import { createHash } from "node:crypto";
import { readFileSync, utimesSync } from "node:fs";
import { OverrideError } from "./contract";

/** MD5 of a text, as gatsby-source-filesystem digests a file. */
export function md5(text: string | Buffer): string {
  return createHash("md5").update(text).digest("hex");
}

export interface FrontmatterModule {
  parseFrontmatter: (cacheKey: string, source: string) => { body: string; frontmatter: Record<string, unknown> };
}

/**
 * Makes gatsby-plugin-mdx's front-matter reader (1) cache what it read under the text actually
 * read, not the File node's digest, and (2) turn a YAML error, which it lets escape as a long
 * plugin stack trace with no Mdx node made, into front matter carrying `describe(error)` under
 * `problemKey`, for the schema check to report as one line.
 */
export function repairFrontmatterReader(module: FrontmatterModule, problemKey: string, describe: (error: unknown) => string): void {
  const original = module.parseFrontmatter;
  if (typeof original !== "function" || original.length !== 2) {
    throw new OverrideError("frontmatter-reader", `gatsby-plugin-mdx/dist/frontmatter exports ${typeof original === "function" ? `parseFrontmatter with ${original.length} parameters` : "no parseFrontmatter function"}, not parseFrontmatter(cacheKey, source)`);
  }
  module.parseFrontmatter = (_fileDigest, source) => {
    try {
      return original(md5(source), source);
    } catch (error) {
      return { body: "", frontmatter: { [problemKey]: describe(error) } };
    }
  };
}

/**
 * In a build, where no file is half-saved, a content file's digest must be the MD5 of its bytes,
 * as the repair below assumes; anything else means gatsby-source-filesystem digests files
 * differently now, and the repair would touch every file forever.
 */
export function assertDigestIsMd5(file: string, digest: string, read: (file: string) => Buffer = (name) => readFileSync(name)): void {
  const expected = md5(read(file));
  if (digest !== expected) {
    throw new OverrideError("stale-digest", `the File node of ${file} has contentDigest ${digest}, not the MD5 of the file (${expected})`);
  }
}

/**
 * Returns a check for File nodes: when a node's digest does not match its file on disk, the
 * file is touched, so that the watcher reports it again and it is digested afresh. A file is
 * touched at most three times in a row, in case its digest can never match.
 */
export function staleDigestRepair(
  touch: (file: string) => void = (file) => utimesSync(file, new Date(), new Date()),
  read: (file: string) => Buffer = (file) => readFileSync(file),
): (file: string, digest: string) => boolean {
  const stale = new Map<string, number>();
  return (file, digest) => {
    let onDisk: string;
    try {
      onDisk = md5(read(file));
    } catch {
      return false; // deleted meanwhile: the watcher reports that itself
    }
    if (onDisk === digest) {
      stale.delete(file);
      return false;
    }
    const times = (stale.get(file) ?? 0) + 1;
    stale.set(file, times);
    if (times > 3) return false;
    touch(file);
    return true;
  };
}
