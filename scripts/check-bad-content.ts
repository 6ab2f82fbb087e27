/**
 * Content robustness check (part of `npm test`): builds a throwaway copy of the site with one
 * blog post that has no date and confirms the build fails, naming the file and the field.
 * The copy shares node_modules by symlink; the bad file never touches the real content.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(__dirname, "..");
const skip = new Set(["node_modules", ".cache", "public", ".git", ".reports", "test-results", ".dev-outbox"]);
const expected = "content/blog/broken-post.mdx: date is missing";

function main(): number {
  const copy = mkdtempSync(path.join(tmpdir(), "site-bad-content-"));
  try {
    cpSync(root, copy, { recursive: true, filter: (source) => !skip.has(path.basename(source)) || path.dirname(source) !== root });
    symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"));
    const good = readFileSync(path.join(copy, "content/blog/wifi-fixes.mdx"), "utf8");
    writeFileSync(
      path.join(copy, "content/blog/broken-post.mdx"),
      good.replace(/^slug: .*$/m, "slug: broken-post").replace(/^date: .*\n/m, ""),
    );
    const started = Date.now();
    const build = spawnSync("npx", ["gatsby", "build"], {
      cwd: copy,
      encoding: "utf8",
      env: { ...process.env, CI: "1", GATSBY_TELEMETRY_DISABLED: "1" },
    });
    const output = `${build.stdout}\n${build.stderr}`;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (build.status !== 0 && output.includes(expected)) {
      console.log(`bad content: the build failed in ${seconds} s and named the problem: "${expected}"`);
      return 0;
    }
    console.error(`bad content: expected the build to fail with "${expected}" (exit ${build.status}, ${seconds} s)\n${output.slice(-3000)}`);
    return 1;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

process.exit(main());
