/** Files as the build and the checks read them: a content file's text, the one folder walker, and values kept per version of a file. */
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

/** Every file below a folder that `keep` accepts, by its relative path ("blog/wifi-fixes/index.html"), sorted; none when the folder is not there. */
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

/** Values worked out from files, with each file's modification time and size then. */
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
