/**
 * Content robustness check (part of `npm test`): builds a throwaway copy of the site with one
 * bad blog post at a time and confirms that each build fails, naming the file and the problem:
 *   - a post with no date (front matter, checked when the file is read);
 *   - a post whose front matter is not YAML, and one whose body is not MDX (line named);
 *   - a post whose body uses a component posts may not use (found when the body is rendered);
 *   - a post whose body shows a picture that cannot be read;
 *   - a post whose body has a form control (an <input>, which would have no label).
 * Each build must end within a minute (STOP_WITHIN_MS): a stopped build that stays alive fails.
 * The copy shares node_modules by symlink; the bad file never touches the real content.
 */
import { gatsbyBuild, STOP_WITHIN_MS } from "./lib/gatsby-build";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { copyProject, removeCopy } from "./lib/project-copy";

const FILE = "content/blog/broken-post.mdx";

/** A file the copy also gets for a case (a picture, say), removed after its build. */
interface ExtraFile {
  file: string;
  text: string;
}

const cases: Array<{ name: string; breakPost: (good: string) => string; expected: string | RegExp; extra?: ExtraFile }> = [
  {
    name: "missing date",
    breakPost: (good) => good.replace(/^date: .*\n/m, ""),
    expected: `${FILE}: date is missing`,
  },
  {
    name: "front matter that is not YAML",
    breakPost: (good) => good.replace(/^keywords:\n/m, "keywords: [unclosed\n"),
    expected: new RegExp(`${FILE.replace(/[.]/g, "\\.")}:(\\d+): front matter is not valid YAML at line \\1: its value opens a list`),
  },
  {
    name: "MDX that does not compile",
    breakPost: (good) => `${good}\nAn expression that never closes {oops\n`,
    expected: `${FILE}: body is not valid MDX at line`,
  },
  {
    name: "unknown component",
    breakPost: (good) => `${good}\n<Carousel slides={3} />\n`,
    expected: `${FILE}: body uses <Carousel>, which is not one of the components content files may use`,
  },
  {
    name: "a picture in the body that does not exist",
    breakPost: (good) => `${good}\n![A router on a high shelf](./images/no-such-picture.png)\n`,
    expected: new RegExp(`${FILE.replace(/[.]/g, "\\.")}:\\d+: picture \\./images/no-such-picture\\.png does not exist: put the file in content/blog/images/`),
  },
  {
    name: "a picture in the body without alt text",
    breakPost: (good) => `${good}\n![](./images/wifi-fixes.png)\n`,
    expected: new RegExp(`${FILE.replace(/[.]/g, "\\.")}:\\d+: picture \\./images/wifi-fixes\\.png has no alt text: describe what it shows`),
  },
  {
    name: "a picture that cannot be read (a web page saved under a picture's name)",
    breakPost: (good) => `${good}\n![A router on a high shelf](./images/saved-page.png)\n`,
    extra: { file: "content/blog/images/saved-page.png", text: "<!doctype html><title>Not found</title>\n" },
    expected: new RegExp(`${FILE.replace(/[.]/g, "\\.")}:\\d+: picture \\./images/saved-page\\.png cannot be read as a picture \\(.+\\): save it again as a PNG, JPEG, WebP or AVIF file`),
  },
  {
    name: "form control",
    breakPost: (good) => `${good}\n<input type="checkbox" />\n`,
    expected: new RegExp(`${FILE.replace(/[.]/g, "\\.")}: line \\d+: <input> is a form control, which content files may not use`),
  },
];

function main(): number {
  const copy = copyProject("site-bad-content-");
  let failures = 0;
  try {
    const good = readFileSync(path.join(copy, "content/blog/wifi-fixes.mdx"), "utf8").replace(/^slug: .*$/m, "slug: broken-post");
    for (const { name, breakPost, expected, extra } of cases) {
      writeFileSync(path.join(copy, FILE), breakPost(good));
      if (extra) writeFileSync(path.join(copy, extra.file), extra.text);
      const started = Date.now();
      const build = gatsbyBuild(copy, { timeoutMs: STOP_WITHIN_MS });
      const output = build.log;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (build.status !== 0 && !build.timedOut && (typeof expected === "string" ? output.includes(expected) : expected.test(output))) {
        console.log(`bad content (${name}): the build failed in ${seconds} s and named the problem: "${expected}"`);
      } else {
        failures += 1;
        console.error(`bad content (${name}): expected the build to fail with "${expected}" (exit ${build.status}, ${seconds} s)\n${output.slice(-3000)}`);
      }
      if (extra) rmSync(path.join(copy, extra.file));
    }
    return failures;
  } finally {
    removeCopy(copy);
  }
}

process.exit(main());
