/**
 * Override: one set of Babel options for every rule that runs Gatsby's babel-loader, so that
 * the browser bundles of a build made with the cache kept are the same as a clean build's (the
 * webpack hook in gatsby/webpack.ts calls this for every stage, the preview's included).
 *
 * Why: Gatsby's JavaScript rule matches .js, .jsx, .ts and .tsx files outside node_modules and
 * passes its loader `compact: true` and `configFile: true`; gatsby-plugin-typescript adds a rule
 * for .ts and .tsx that calls the same loader without them. The loader keeps the options of
 * the first file it sees for each stage and kind of file ("build-javascript-false-") and gives
 * them to every later file, whichever rule asked. In a clean build the first file is Gatsby's
 * own entry (a .js file), so every module is compacted. A rebuild with the cache kept compiles
 * only what changed, and when the first of those is a .tsx file every module compiled after it
 * comes out uncompacted: larger, so webpack's chunk splitting (which weighs modules before
 * minifying) can split the page bundles another way: an app bundle naming other chunks than a
 * clean build's (checks/incremental-build.ts compares them).
 *
 * gatsby-plugin-mdx's two rules call the loader the same way; they are evened out too.
 *
 * Relies on (gatsby 5.16.1, gatsby-plugin-typescript 5.16.0, gatsby-plugin-mdx 5.16.0): the
 * stage's webpack rules include Gatsby's JavaScript rule (every .js file, no query condition),
 * whose `use` is a function returning Gatsby's babel-loader with its options, and at least one
 * other rule using that loader. It stops the build when that is not so, or when the rules'
 * options differ by more than it evens out.
 */
import { OverrideError } from "./override-error";

/** Gatsby's own babel-loader (node_modules/gatsby/dist/utils/babel-loader.js). */
const GATSBY_BABEL_LOADER = /[\\/]gatsby[\\/]dist[\\/]utils[\\/]babel-loader\.js$/;

/** The options the loader takes per file rather than per rule. */
const PER_FILE = new Set(["isPageTemplate", "resourceQuery"]);

type Options = Record<string, unknown>;
interface LoaderUse {
  loader: string;
  options?: Options;
}
type UseInfo = { resourceQuery: string; issuer: string };
type Use = LoaderUse | string | ((info: UseInfo) => unknown) | unknown[];
interface Rule {
  test?: unknown;
  use?: Use;
  [key: string]: unknown;
}

/** What webpack would get from a rule's `use` for a file of no query, imported by no one in particular. */
const PROBE: UseInfo = { resourceQuery: "", issuer: "" };

function usesOf(rule: Rule, info: UseInfo): unknown[] {
  const use = typeof rule.use === "function" ? rule.use(info) : rule.use;
  return Array.isArray(use) ? use : use === undefined ? [] : [use];
}

function isGatsbyBabel(use: unknown): use is LoaderUse {
  return typeof use === "object" && use !== null && typeof (use as LoaderUse).loader === "string" && GATSBY_BABEL_LOADER.test((use as LoaderUse).loader);
}

function perRule(options: Options = {}): Options {
  return Object.fromEntries(Object.entries(options).filter(([key]) => !PER_FILE.has(key)));
}

/** Options as an error names them (their values may be anything, a cache among them). */
const described = (options: Options) => Object.keys(options).sort().join(", ");

/**
 * Whether a rule takes every plain .js file: Gatsby's JavaScript rule does; the TypeScript
 * rule does not, nor gatsby-plugin-mdx's rule for files imported with an MDX file's query.
 */
function takesJs(rule: Rule): boolean {
  return rule.test instanceof RegExp && rule.test.test("/site/src/file.js") && rule.resourceQuery === undefined;
}

/** A rule as an error names it: its test and what its `use` is. */
function describeRule(rule: Rule): string {
  return `${String(rule.test)} (${typeof rule.use === "function" ? "use: function" : "use: list"})`;
}

/**
 * The stage's webpack config with every rule that runs Gatsby's babel-loader given the options
 * of Gatsby's JavaScript rule (each file keeping its own `isPageTemplate` and `resourceQuery`).
 */
export function withOneBabelOptions<Config extends { module: { rules: Rule[] } }>(config: Config, stage: string): Config {
  const babelRules = config.module.rules.filter((rule) => usesOf(rule, PROBE).some(isGatsbyBabel));
  const jsRules = babelRules.filter(takesJs);
  if (jsRules.length !== 1 || typeof jsRules[0].use !== "function") {
    throw new OverrideError("babel-options", `the ${stage} webpack config has ${jsRules.length} rules running Gatsby's babel-loader on .js files, not one whose "use" is a function (rules with that loader: ${babelRules.map(describeRule).join("; ")})`);
  }
  const others = babelRules.filter((rule) => rule !== jsRules[0]);
  if (others.length === 0) {
    throw new OverrideError("babel-options", `the ${stage} webpack config has no rule besides Gatsby's JavaScript rule running Gatsby's babel-loader (gatsby-plugin-typescript's .tsx rule was expected)`);
  }
  const shared = perRule(usesOf(jsRules[0], PROBE).find(isGatsbyBabel)!.options);

  for (const rule of others) {
    const original = rule.use!;
    const even = (use: unknown) => (isGatsbyBabel(use) ? { ...use, options: { ...use.options, ...shared } } : use);
    const own = perRule(usesOf(rule, PROBE).find(isGatsbyBabel)!.options);
    const extra = Object.keys(own).filter((key) => !(key in shared));
    if (extra.length) {
      throw new OverrideError("babel-options", `a ${stage} rule running Gatsby's babel-loader sets ${extra.join(", ")}, which Gatsby's JavaScript rule does not: evening them out would not give one set of options (it sets ${described(own)}; the JavaScript rule ${described(shared)})`);
    }
    rule.use = typeof original === "function" ? (info: UseInfo) => usesOf({ use: original }, info).map(even) : usesOf(rule, PROBE).map(even);
  }
  return config;
}
