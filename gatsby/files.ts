/**
 * Files as the build reads them: a content file's text, the one folder walker, and values kept
 * per version of a file. Used by the build's steps (the content fields and bodies, the pages, the
 * compressed copies, the record of what is published, the preview's repair) and by the checks.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { asLf } from "../src/lib/front-matter";

/** A content file's text with "\n" line endings and no byte-order mark (as saved on Windows); null when it went meanwhile. */
export function contentText(file: string): string | null {
  try {
    return asLf(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/**
 * Every file below a folder, by its path relative to the folder ("blog/wifi-fixes/index.html",
 * "/" between folders, sorted), those `keep` accepts; none when the folder does not exist (or
 * goes while it is read).
 */
export function filesUnder(dir: string, keep: (relative: string) => boolean = () => true): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter(keep)
    .sort();
}

/** Values worked out from files, each with the modification time and size of the file it was worked out from. */
export type PerVersion<T> = Map<string, { mtimeMs: number; size: number; value: T }>;

/** `work(size)` for the file as it is now, worked out again only when its modification time or size changed; null when the file is gone. */
export function perVersion<T>(known: PerVersion<T>, file: string, work: (size: number) => T): T | null {
  let stats;
  try {
    stats = statSync(file);
  } catch {
    return null;
  }
  const last = known.get(file);
  if (last && last.mtimeMs === stats.mtimeMs && last.size === stats.size) return last.value;
  const value = work(stats.size);
  known.set(file, { mtimeMs: stats.mtimeMs, size: stats.size, value });
  return value;
}
