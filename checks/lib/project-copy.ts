/**
 * A throwaway copy of the project for tests that change content or build with bad files
 * (checks/bad-content.ts, the preview suite in __tests__/dev). It shares node_modules
 * (the site's and the editor's, admin/node_modules) by symlink and leaves out what builds
 * write, local settings (.env files) and git.
 */
import { cpSync, existsSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const projectRoot = path.resolve(__dirname, "../..");

const SKIP = new Set(["node_modules", ".cache", "public", ".git", ".reports", "test-results", "playwright-report", ".dev-outbox"]);

/** A copy of this project, or of `project` (another checkout of it, with its node_modules). */
export function copyProject(prefix: string, project = projectRoot): string {
  const copy = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(project, copy, {
    recursive: true,
    filter: (source) => {
      if (source === path.join(project, "admin", "node_modules")) return false;
      if (path.dirname(source) !== project) return true;
      const name = path.basename(source);
      return !SKIP.has(name) && !name.startsWith(".env");
    },
  });
  symlinkSync(realpathSync(path.join(project, "node_modules")), path.join(copy, "node_modules"));
  if (existsSync(path.join(project, "admin", "node_modules"))) symlinkSync(realpathSync(path.join(project, "admin", "node_modules")), path.join(copy, "admin", "node_modules"));
  return copy;
}

export function removeCopy(copy: string): void {
  rmSync(copy, { recursive: true, force: true });
}
