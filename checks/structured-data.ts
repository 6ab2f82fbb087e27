/**
 * Every indexable page's structured data and sharing tags by structured-data-testing-tool's presets,
 * its page metadata (keywords, robots, the sharing image's size, a BreadcrumbList but on /, a rating
 * shown in words as search engines require), its own title and description and canonical address
 * (part of `npm test`; docs/testing.md, step 6). Fails on any failed test; prints the warnings.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { site } from "../src/config/site";
import { ratingWords } from "../src/lib/seo";
import { pageFiles } from "./lib/pages";

// CommonJS without type declarations.
const { structuredDataTest } = require("structured-data-testing-tool") as {
  structuredDataTest: (input: string, options: object) => Promise<Result>;
};
const { Google, Twitter, Facebook } = require("structured-data-testing-tool/presets") as Record<string, object>;

interface TestResult {
  test: string;
  group?: string;
  description?: string;
}
interface Result {
  passed: TestResult[];
  failed: TestResult[];
  warnings: TestResult[];
  schemas: string[];
}

const root = path.resolve(__dirname, "..");
const publicDir = path.join(root, "public");

/**
 * What every page's head must also say: the sharing image's size, so it is laid out before it
 * loads, and what the specification asks each page to set for itself besides its title,
 * canonical and structured data.
 */
const PageHead = {
  name: "Page head",
  description: "the sharing image's size; the page's description, keywords and robots",
  tests: [
    { test: `"og:image:width"`, type: "metatag", description: "must have image width" },
    { test: `"og:image:height"`, type: "metatag", description: "must have image height" },
    { test: `"description"`, type: "metatag", description: "must have a description" },
    { test: `"keywords"`, type: "metatag", description: "must have keywords" },
    { test: `"robots"`, type: "metatag", expect: "index, follow", description: "must ask to be indexed and its links followed" },
  ],
};

/** What of a page's head no other page may repeat, and its canonical address, as the page states them. */
function headFacts(html: string) {
  const attribute = (pattern: RegExp) => pattern.exec(html)?.[1] ?? "";
  return {
    title: attribute(/<title[^>]*>([^<]*)<\/title>/),
    description: attribute(/<meta name="description" content="([^"]*)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
  };
}

/**
 * The one form of a page's address: https, the site's host, no trailing slash but on the home
 * page. Written here rather than taken from src/lib/seo.ts's canonicalUrl, which it checks.
 */
const canonicalFor = (at: string) => `${site.url}${at === "/" ? "/" : at.replace(/\.html$/, "")}`;

function route(file: string): string {
  const relative = path.relative(publicDir, file).split(path.sep).join("/");
  return relative === "index.html" ? "/" : `/${relative.replace(/(\/)?index\.html$/, "")}`;
}

async function main(): Promise<number> {
  const pages = pageFiles(publicDir)
    .map((file) => ({ file, html: readFileSync(file, "utf8") }))
    // Pages kept out of search (the error-boundary test page, old addresses that redirect).
    .filter(({ html }) => !/<meta name="robots" content="noindex/.test(html));
  let passed = 0;
  let failed = 0;
  let pagesFailed = 0;
  const warnings = new Map<string, number>();
  // Each title and description, by the page that had it first (404.html is /404's second copy).
  const seen = { title: new Map<string, string>(), description: new Map<string, string>() };

  for (const { file, html } of pages) {
    const at = route(file);
    const inner = at !== "/" && !at.startsWith("/404");
    let result: Result;
    try {
      result = await structuredDataTest(html, {
        presets: [Google, Twitter, Facebook, PageHead],
        ...(inner ? { schemas: ["BreadcrumbList"] } : {}),
      });
    } catch (error) {
      const failure = error as { type?: string; res?: Result };
      if (failure.type !== "VALIDATION_FAILED" || !failure.res) throw error;
      result = failure.res;
    }
    // Each rating the page marks up is in its text as well.
    for (const [, value, count] of html.matchAll(/"ratingValue":(\d+(?:\.\d+)?),"reviewCount":(\d+)/g)) {
      const words = ratingWords({ value: Number(value), count: Number(count) });
      if (html.includes(words)) result.passed.push({ test: words, group: "Rating shown" });
      else result.failed.push({ test: words, group: "Rating shown", description: `the page marks up a rating but does not show "${words}"` });
    }
    const head = headFacts(html);
    const problems = [
      head.canonical === canonicalFor(at) ? null : `its canonical address is "${head.canonical}", not ${canonicalFor(at)}`,
      head.description.length > 50 && head.description.length <= 170 ? null : `its description has ${head.description.length} characters, not 51 to 170`,
      ...(at === "/404.html" ? [] : (["title", "description"] as const).map((fact) => {
        const first = seen[fact].get(head[fact]);
        seen[fact].set(head[fact], first ?? at);
        return first ? `its ${fact} is ${first}'s too` : null;
      })),
    ];
    for (const problem of problems) (problem ? result.failed : result.passed).push({ test: "head", group: "Page head", description: problem ?? undefined });

    passed += result.passed.length;
    failed += result.failed.length;
    if (result.failed.length) {
      pagesFailed += 1;
      for (const test of result.failed) console.error(`failed: ${at}: ${test.group ?? "schema"}: ${test.description ?? test.test}`);
    }
    for (const test of result.warnings) {
      const key = `${test.group}: ${test.description}`;
      warnings.set(key, (warnings.get(key) ?? 0) + 1);
    }
  }

  for (const [warning, count] of warnings) console.log(`warning on ${count} pages: ${warning}`);
  const warningCount = [...warnings.values()].reduce((sum, count) => sum + count, 0);
  console.log(`Structured data (Google, Twitter, Facebook presets): ${pages.length} pages, ${passed} tests passed, ${failed} failed, ${warningCount} warnings.`);
  mkdirSync(path.join(root, ".reports"), { recursive: true });
  writeFileSync(
    path.join(root, ".reports", "structured-data.json"),
    JSON.stringify({ pages: pages.length, pagesFailed, passed, failed, warnings: warningCount }),
  );
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
