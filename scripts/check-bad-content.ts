/**
 * Content robustness check (part of `npm test`): builds a throwaway copy of the site with one
 * bad blog post at a time and confirms that each build fails, naming the file and the problem:
 *   - a post with no date (front matter, checked when the file is read);
 *   - a post whose body uses a component posts may not use (found when the body is rendered).
 * The copy shares node_modules by symlink; the bad file never touches the real content.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(__dirname, "..");
const skip = new Set(["node_modules", ".cache", "public", ".git", ".reports", "test-results", ".dev-outbox"]);
const FILE = "content/blog/broken-post.mdx";

const cases: Array<{ name: string; breakPost: (good: string) => string; expected: string }> = [
  {
    name: "missing date",
    breakPost: (good) => good.replace(/^date: .*\n/m, ""),
    expected: `${FILE}: date is missing`,
  },
  {
    name: "unknown component",
    breakPost: (good) => `${good}\n<Carousel slides={3} />\n`,
    expected: `${FILE}: body uses <Carousel>, which is not one of the components content files may use`,
  },
];

function main(): number {
  const copy = mkdtempSync(path.join(tmpdir(), "site-bad-content-"));
  let failures = 0;
  try {
    cpSync(root, copy, { recursive: true, filter: (source) => !skip.has(path.basename(source)) || path.dirname(source) !== root });
    symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"));
    const good = readFileSync(path.join(copy, "content/blog/wifi-fixes.mdx"), "utf8").replace(/^slug: .*$/m, "slug: broken-post");
    for (const { name, breakPost, expected } of cases) {
      writeFileSync(path.join(copy, FILE), breakPost(good));
      const started = Date.now();
      const build = spawnSync("npx", ["gatsby", "build"], {
        cwd: copy,
        encoding: "utf8",
        env: { ...process.env, CI: "1", GATSBY_TELEMETRY_DISABLED: "1" },
      });
      const output = `${build.stdout}\n${build.stderr}`;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (build.status !== 0 && output.includes(expected)) {
        console.log(`bad content (${name}): the build failed in ${seconds} s and named the problem: "${expected}"`);
      } else {
        failures += 1;
        console.error(`bad content (${name}): expected the build to fail with "${expected}" (exit ${build.status}, ${seconds} s)\n${output.slice(-3000)}`);
      }
    }
    return failures;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

process.exit(main());
