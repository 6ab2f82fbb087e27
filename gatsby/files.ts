/**
 * The one folder walker: every file below a folder, by its path relative to the folder ("blog/wifi-fixes/index.html",
 * "/" between folders, sorted), those `keep` accepts; none when the folder does not exist (or goes while it is read).
 * Used by the build's steps (the pages, the compressed copies, the record of what is published, the preview's repair)
 * and by the checks.
 */
import { readdirSync } from "node:fs";
import path from "node:path";

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
