/**
 * Override: the preview's repair of a content file digested half-saved (gatsby/content-nodes.ts
 * runs it on every content File node the preview makes).
 * gatsby-source-filesystem digests a changed file when the preview's watcher reports it, and
 * caches that digest under the file's modification time. An editor that saves by emptying the
 * file and writing it again can be caught in between: the digest is then the empty file's, and
 * the next report of the same file can look unchanged. The repair touches such a file, so that
 * the watcher reports it again and it is digested afresh.
 * Relies on (gatsby-source-filesystem 5.16.0): a File node's contentDigest is the MD5 of the
 * file's bytes. Guard: `assertDigestIsMd5`, run on every build on the first content file
 * (gatsby/content-nodes.ts, onPostBootstrap), stops the build when that no longer holds; without
 * it the repair would touch every file forever. __tests__/dev/2-live.spec.ts saves files the
 * way such editors do.
 */
import { md5 } from "../digest";
import { readFileSync, utimesSync } from "node:fs";
import { OverrideError } from "./override-error";


/** A content file's digest must be the MD5 of its bytes, as the repair below assumes. */
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
