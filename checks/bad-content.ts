/**
 * Content robustness check (part of `npm test`): throwaway builds with bad posts must fail in
 * time naming each file and its problem, and the renderer must refuse each bad body in the
 * build's words (docs/testing.md, "What `npm test` runs", step 4). Real content is untouched.
 */
import { gatsbyBuild, STOP_AFTER_BUNDLES_MS, STOP_WITHIN_MS } from "./lib/gatsby-build";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { copyProject, removeCopy } from "./lib/project-copy";
import { newPostFile } from "../scripts/lib/new-post";
import { splitFile } from "../src/lib/front-matter";
import { MdxRenderError, renderMdx } from "../src/mdx/render";
import { BRACES_IN_TEXT } from "../src/mdx/rehype-expressions";

/** A file the copy also gets for a case (a picture, say), removed after its build. */
interface ExtraFile {
  file: string;
  text: string;
}

interface Case {
  name: string;
  breakPost: (good: string) => string;
  /** What the build must print, given the broken post's file. */
  expected: (file: string) => string | RegExp;
  extra?: ExtraFile;
}

/** A file's path as a pattern. */
const literal = (file: string) => file.replace(/[.]/g, "\\.");

/**
 * Problems in a file's fields (its front matter, and the pictures it shows, body pictures
 * included), which a build finds as createPages reads every file and names all at once before
 * it stops (gatsby/problems.ts): one build with a broken post for each.
 */
const FIELD_CASES: Case[] = [
  {
    name: "missing date",
    breakPost: (good) => good.replace(/^date: .*\n/m, ""),
    expected: (file) => `${file}: date is missing`,
  },
  {
    name: "front matter that is not YAML",
    breakPost: (good) => good.replace(/^keywords:\n/m, "keywords: [unclosed\n"),
    expected: (file) => new RegExp(`${literal(file)}:(\\d+): front matter is not valid YAML at line \\1: its value opens a list`),
  },
  {
    name: "a picture in the body that does not exist",
    breakPost: (good) => `${good}\n![A router on a high shelf](./images/no-such-picture.png)\n`,
    expected: (file) => new RegExp(`${literal(file)}:\\d+: picture \\./images/no-such-picture\\.png does not exist: put the file in content/blog/images/`),
  },
  {
    name: "a picture in the body without alt text",
    breakPost: (good) => `${good}\n![](./images/wifi-fixes.png)\n`,
    expected: (file) => new RegExp(`${literal(file)}:\\d+: picture \\./images/wifi-fixes\\.png has no alt text: describe what it shows`),
  },
  {
    name: "a picture that cannot be read (a web page saved under a picture's name)",
    breakPost: (good) => `${good}\n![A router on a high shelf](./images/saved-page.png)\n`,
    extra: { file: "content/blog/images/saved-page.png", text: "<!doctype html><title>Not found</title>\n" },
    expected: (file) => new RegExp(`${literal(file)}:\\d+: picture \\./images/saved-page\\.png cannot be read as a picture \\(.+\\): save it again as a PNG, JPEG, WebP or AVIF file`),
  },
  {
    name: "a post npm run new-post wrote, published with its prompts still in it",
    // What new-post writes, under this case's slug and with the good post's picture, draft: true taken out.
    breakPost: (good) => {
      const slug = /^slug: (.*)$/m.exec(good)![1];
      return newPostFile("A post published too soon", slug, "2025-11-01", ["business-it"]).replace("draft: true\n", "").replace(`./images/${slug}.png`, "./images/wifi-fixes.png");
    },
    expected: (file) => `${file}: summary still holds the new-post prompt`,
  },
];

/**
 * Problems found as a body renders, while queries run: a build names every one at once after
 * its pages are written (stopOnBodyProblems, gatsby/content-problems.ts), so two of them share a
 * build (BUILT_BODY_CASES), and each is given to the renderer.
 */
const BODY_CASES: Case[] = [
  {
    name: "MDX that does not compile",
    breakPost: (good) => `${good}\nAn expression that never closes {oops\n`,
    expected: (file) => `${file}: body is not valid MDX at line`,
  },
  {
    name: "unknown component",
    breakPost: (good) => `${good}\n<Carousel slides={3} />\n`,
    expected: (file) => `${file}: body uses <Carousel>, which is not one of the components content files may use`,
  },
  {
    name: "a word in braces",
    breakPost: (good) => `${good}\nCall us {today} for a quote.\n`,
    expected: (file) => new RegExp(`${literal(file)}: line \\d+: \\{today\\} ${BRACES_IN_TEXT}: write \\\\\\{ and \\\\\\} for the braces themselves`),
  },
  {
    name: "a number in braces",
    breakPost: (good) => `${good}\nUp to {50} off a repair.\n`,
    expected: (file) => new RegExp(`${literal(file)}: line \\d+: \\{50\\} ${BRACES_IN_TEXT}: write \\\\\\{ and \\\\\\} for the braces themselves`),
  },
  {
    name: "words in braces",
    breakPost: (good) => `${good}\nWrite the password in {curly braces} like this.\n`,
    expected: (file) => new RegExp(`${literal(file)}: body is not valid MDX at line \\d+, column \\d+ \\(.+\\): a \\{ or < in the text starts code in MDX: write \\\\\\{ or \\\\< for the character itself`),
  },
  {
    name: "a < before a number",
    breakPost: (good) => `${good}\nIf your speed is <10 Mbps, call us.\n`,
    expected: (file) => new RegExp(`${literal(file)}: body is not valid MDX at line \\d+, column \\d+ \\(.+\\): a \\{ or < in the text starts code in MDX`),
  },
  {
    name: "a line break without its slash",
    breakPost: (good) => `${good}\nLine one<br>line two\n`,
    expected: (file) => new RegExp(`${literal(file)}: body is not valid MDX at line \\d+, column \\d+ \\(.+\\): write <br />, with the slash: MDX needs every tag closed`),
  },
  {
    name: "form control",
    breakPost: (good) => `${good}\n<input type="checkbox" />\n`,
    expected: (file) => new RegExp(`${literal(file)}: line \\d+: <input> is a form control, which content files may not use`),
  },
];

/** The body problems a build is run for, one that does not compile and one that does not render (an unknown box): from the renderer's refusal to the build's stop the way is the same for each. */
const BUILT_BODY_CASES = [BODY_CASES[0], BODY_CASES[1]];

/** What Gatsby prints when a query worker stops on a problem, hiding the problems of the bodies after it. */
const WORKER_STOPPED = "Worker exited before finishing task";

/** Whether `log` holds what a case expects for `file`. */
const names = (log: string, message: string | RegExp) => (typeof message === "string" ? log.includes(message) : message.test(log));

/** Each body case given to the renderer a build runs, as gatsby/body.ts gives it a post: the number of cases it did not refuse with their words. */
async function renderedCases(good: string): Promise<number> {
  let failures = 0;
  for (const { name, breakPost, expected } of BODY_CASES) {
    const file = "content/blog/broken-body.mdx";
    const text = breakPost(good);
    const refusal = await renderMdx({ body: splitFile(text).body, file, source: text }).then(
      () => "rendered it",
      (error: unknown) => (error instanceof MdxRenderError ? error.message : `threw ${String(error)}`),
    );
    if (names(refusal, expected(file))) console.log(`bad content (${name}): the build's renderer refused it: "${refusal}"`);
    else {
      failures += 1;
      console.error(`bad content (${name}): expected the build's renderer to refuse it with "${expected(file)}", but it ${refusal.startsWith(file) ? `said "${refusal}"` : refusal}`);
    }
  }
  return failures;
}

async function main(): Promise<number> {
  const copy = copyProject("site-bad-content-");
  let failures = 0;
  try {
    const good = readFileSync(path.join(copy, "content/blog/wifi-fixes.mdx"), "utf8");
    failures += await renderedCases(good);
    for (const cases of [FIELD_CASES, BUILT_BODY_CASES]) {
      // Each case's post in a file of its own, named for the case.
      const posts = cases.map((one) => ({ ...one, slug: `broken-${one.name.toLowerCase().replace(/\W+/g, "-").replace(/-$/, "")}` }));
      for (const { slug, breakPost, extra } of posts) {
        writeFileSync(path.join(copy, `content/blog/${slug}.mdx`), breakPost(good.replace(/^slug: .*$/m, `slug: ${slug}`)));
        if (extra) writeFileSync(path.join(copy, extra.file), extra.text);
      }
      const started = Date.now();
      const build = gatsbyBuild(copy, { timeoutMs: cases === FIELD_CASES ? STOP_WITHIN_MS : STOP_AFTER_BUNDLES_MS });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      for (const { name, slug, expected } of posts) {
        const message = expected(`content/blog/${slug}.mdx`);
        if (build.status !== 0 && !build.timedOut && names(build.log, message) && !build.log.includes(WORKER_STOPPED)) {
          console.log(`bad content (${name}): the build failed in ${seconds} s and named the problem: "${message}"`);
        } else {
          failures += 1;
          console.error(`bad content (${name}): expected the build to fail with "${message}", without "${WORKER_STOPPED}" (exit ${build.status}, ${seconds} s)\n${build.log.slice(-3000)}`);
        }
      }
      for (const { slug, extra } of posts) {
        rmSync(path.join(copy, `content/blog/${slug}.mdx`));
        if (extra) rmSync(path.join(copy, extra.file));
      }
    }
    return failures;
  } finally {
    removeCopy(copy);
  }
}

main().then(
  (failures) => process.exit(failures),
  (error: unknown) => {
    console.error(`bad content: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  },
);
