/**
 * Incremental builds equal clean ones (part of `npm test`). Hosts such as Netlify and
 * Cloudflare Pages keep `.cache` and `public/` between builds, so a rebuild must never serve a
 * page rendered by old code or old settings. In a throwaway copy of the project this:
 *   1. builds once;
 *   2. changes, one at a time, the MDX pipeline's code (a rehype plugin), a component used
 *      inside MDX bodies, and a setting through its environment variable (the first phone
 *      number), rebuilding with the cache kept after each and checking that no page still
 *      shows what the change replaced;
 *   3. builds again from a clean cache;
 *   4. compares every page's HTML and page data, the blog search's indexes, and every script
 *      and style sheet, of the last build with the cache kept and the clean one, byte for byte.
 * Three numberings of webpack's and styled-components' are excepted, each said why at
 * `normalised`; the scripts and style sheets themselves must be the same.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inlineScriptHashes } from "../src/lib/headers";
import { PAGEFIND_FOLDER, SEARCH_INDEX_PATH } from "../src/lib/search-index";
import { copyProject, removeCopy } from "./lib/project-copy";

/**
 * One change, made alone and rebuilt with the cache kept, so that no change hides another
 * (any change that renders every body again would also bring in the rest). After its build, no
 * page may still hold `gone`, and some page must hold `shows`.
 */
interface Change {
  what: string;
  /** A source file edited (`find` replaced by `replace`), or, without it, a setting changed. */
  file?: string;
  find: string;
  replace: string;
  gone: string;
  shows: string;
}

const PHONE_BEFORE = "01632 960123";
const PHONE_AFTER = "01632 960987";
const CHANGES: Change[] = [
  { what: "the MDX pipeline's code (a rehype plugin's table names)", file: "src/mdx/rehype-tables.ts", find: "`Table: ${", replace: "`Table of ${", gone: 'aria-label="Table: ', shows: 'aria-label="Table of ' },
  { what: "a component used in MDX bodies (ContactLinks)", file: "src/components/mdx/ContactLinks.tsx", find: "Email: <a", replace: "E-mail: <a", gone: "Email: <a", shows: "E-mail: <a" },
  { what: "a setting, through its environment variable (GATSBY_PHONE_PRIMARY)", find: PHONE_BEFORE, replace: PHONE_AFTER, gone: PHONE_BEFORE, shows: PHONE_AFTER },
];

const BASE_ENV = { CI: "1", GATSBY_TELEMETRY_DISABLED: "1", GATSBY_PHONE_PRIMARY: PHONE_BEFORE };

function build(copy: string, env: Record<string, string>, label: string): void {
  const started = Date.now();
  const result = spawnSync("npx", ["gatsby", "build"], { cwd: copy, encoding: "utf8", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) throw new Error(`${label} build failed (exit ${result.status}):\n${`${result.stdout}\n${result.stderr}`.slice(-3000)}`);
  console.log(`incremental: ${label} build took ${seconds} s`);
}

/** Every page's HTML and page data, and the scripts and style sheets, by path under public/. */
function outputs(publicDir: string): { pages: Map<string, string>; assets: Map<string, string> } {
  const pages = new Map<string, string>();
  const assets = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      const relative = path.relative(publicDir, file);
      if (statSync(file).isDirectory()) {
        if (relative !== "static") walk(file);
      } else if (name.endsWith(".html") || (relative.startsWith("page-data") && name.endsWith(".json"))) {
        pages.set(relative, readFileSync(file, "utf8"));
      } else if (`/${relative}` === SEARCH_INDEX_PATH || `/${relative}`.startsWith(PAGEFIND_FOLDER)) {
        // The blog search's indexes (gatsby/search.ts), byte for byte: latin1 keeps every byte.
        pages.set(relative, readFileSync(file, "latin1"));
      } else if (dir === publicDir && /\.(js|css)$/.test(name)) {
        assets.set(relative, readFileSync(file, "utf8"));
      }
    }
  };
  walk(publicDir);
  return { pages, assets };
}

const COMPILATION_HASH = /window\.___webpackCompilationHash="([0-9a-f]+)";/;
const RUNTIME = /webpack-runtime-[0-9a-f]+\.js/g;
const SCRIPT_HASH = /'sha256-[A-Za-z0-9+/=]+'/g;

/**
 * The named exceptions: numbers that webpack and styled-components hand out in the order they
 * meet modules, which a rebuild from the kept cache meets in another order. None changes what a
 * visitor gets:
 *   - its compilation hash, which Gatsby writes into every page
 *     (`window.___webpackCompilationHash="…"`) and app-data.json, and which differs after a
 *     compile that started from the kept cache; the browser only compares it with the same
 *     build's app-data.json;
 *   - its runtime chunk (`webpack-runtime-….js`), which a rebuild can emit with other
 *     one-letter names for the same variables (terser's choice), and so under another file
 *     name: the code is checked to be the same but for those names (sameRuntime);
 *   - styled-components' group numbers in the server-rendered style sheet
 *     (`data-styled.g88[id="sc-…"]`): the browser's copy maps each group to the component id
 *     beside it, which is compared, so any numbering rehydrates the same styles.
 * The page policy lists the SHA-256 of each inline script, so it follows from the two; each
 * page's policy is instead checked to allow exactly its own inline scripts (policyProblem).
 * Everything else must be the same byte for byte, every other script and style sheet included.
 */
function normalised(text: string): string {
  const hash = COMPILATION_HASH.exec(text)?.[1] ?? /"webpackCompilationHash":"([0-9a-f]+)"/.exec(text)?.[1];
  const withoutHash = hash ? text.split(hash).join("<compilation-hash>") : text;
  return withoutHash.replace(RUNTIME, "webpack-runtime-<runtime>.js").replace(SCRIPT_HASH, "'sha256-<script>'").replace(/data-styled\.g\d+\[/g, "data-styled.g<n>[");
}

/** Whether a page's policy allows exactly the hashes of the inline scripts it holds. */
function policyProblem(html: string): string | null {
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
  if (!policy) return "has no Content-Security-Policy";
  const allowed = new Set(policy.match(SCRIPT_HASH) ?? []);
  const missing = inlineScriptHashes(html).filter((hash) => !allowed.has(hash));
  return missing.length ? `has inline scripts its policy does not allow: ${missing.join(" ")}` : null;
}

/** Two minified webpack runtimes: the same code, but for one-letter names and the source map's file name. */
function sameRuntime(a: string, b: string): boolean {
  const strip = (code: string) => code.replace(/\/\/# sourceMappingURL=.*$/m, "").replace(/(?<![\w$.])[A-Za-z_$](?![\w$])/g, "_");
  return strip(a) === strip(b);
}

/** The webpack runtime a build's pages load. */
function runtimeOf(pages: Map<string, string>): string | null {
  return pages.get("index.html")?.match(RUNTIME)?.[0] ?? null;
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return `at character ${i}: kept cache "${a.slice(Math.max(0, i - 60), i + 60)}" | clean "${b.slice(Math.max(0, i - 60), i + 60)}"`;
}

/** Problems in groups, each printed with its count and its first few cases. */
class Problems {
  private readonly groups = new Map<string, string[]>();

  add(group: string, problem: string): void {
    this.groups.set(group, [...(this.groups.get(group) ?? []), problem]);
  }

  get count(): number {
    return [...this.groups.values()].reduce((sum, list) => sum + list.length, 0);
  }

  print(): void {
    for (const [group, list] of this.groups) {
      console.error(`incremental: ${group}: ${list.length}`);
      for (const problem of list.slice(0, 8)) console.error(`    ${problem}`);
      if (list.length > 8) console.error(`    … and ${list.length - 8} more`);
    }
  }
}

/** After one change and a rebuild with the cache kept: 0 when every page has it, else 1. */
function freshness(pages: Map<string, string>, change: Change): number {
  const stale = [...pages].filter(([, text]) => text.includes(change.gone)).map(([file]) => file);
  const showing = [...pages.values()].filter((text) => text.includes(change.shows)).length;
  if (stale.length === 0 && showing > 0) {
    console.log(`incremental: after a change to ${change.what}, ${showing} pages show it and none shows the old text`);
    return 0;
  }
  console.error(`incremental: after a change to ${change.what}, the build with the cache kept ${showing ? `shows it in ${showing} pages but` : "shows it nowhere, and"} still has the old text ("${change.gone}") in ${stale.length} pages: ${stale.slice(0, 8).join(", ")}${stale.length > 8 ? ", …" : ""}`);
  return 1;
}

/** Compares a build made with the cache kept with a clean one; 0 when they agree. */
function compare(keptDir: string, cleanDir: string): number {
  const incremental = outputs(keptDir);
  const clean = outputs(cleanDir);
  const problems = new Problems();
  const cleanRuntime = runtimeOf(clean.pages);
  const keptRuntime = runtimeOf(incremental.pages);
  if (!cleanRuntime || !keptRuntime) problems.add("builds whose home page names no webpack runtime", `clean: ${cleanRuntime}, kept cache: ${keptRuntime}`);
  else if (!sameRuntime(incremental.assets.get(keptRuntime) ?? "", clean.assets.get(cleanRuntime) ?? "")) {
    problems.add("webpack runtimes that differ in more than their one-letter names", `${keptRuntime} (kept cache) and ${cleanRuntime} (clean), ${firstDifference(incremental.assets.get(keptRuntime) ?? "", clean.assets.get(cleanRuntime) ?? "")}`);
  }
  for (const [file, text] of clean.assets) {
    if (file.startsWith("webpack-runtime-")) continue;
    if (incremental.assets.get(file) === text) continue;
    // The same script under the kept build's name (its home page loads it), so the log shows how the two differ.
    const prefix = file.replace(/-[0-9a-f]{16,}\.(js|css)$/, "-");
    const home = incremental.pages.get("index.html") ?? "";
    const keptName = [...incremental.assets.keys()].find((name) => name !== file && name.startsWith(prefix) && home.includes(`/${name}`));
    const detail = keptName ? `; the kept cache's ${keptName} differs ${firstDifference(incremental.assets.get(keptName)!, text)}` : "";
    problems.add("scripts and style sheets that differ or are missing", `${file}${detail}`);
  }
  // A rebuild keeps the scripts of the build before it beside its own (a visitor's open tab
  // may still ask for them), so scripts only in that build are expected; the pages show
  // which scripts each build uses.
  for (const [file, html] of clean.pages) {
    const other = incremental.pages.get(file);
    if (other === undefined) problems.add("pages only in the clean build", file);
    else if (normalised(other) !== normalised(html)) problems.add("pages that differ", `${file}: ${firstDifference(normalised(other), normalised(html))}`);
    if (file.endsWith(".html") && !file.startsWith("_gatsby")) {
      for (const [build, text] of [["kept cache", other ?? ""], ["clean", html]]) {
        const problem = policyProblem(text);
        if (problem) problems.add("pages whose policy does not fit their scripts", `${file} (${build}) ${problem}`);
      }
    }
  }
  for (const file of incremental.pages.keys()) if (!clean.pages.has(file)) problems.add("pages only in the build with the cache kept", file);

  if (problems.count === 0) {
    console.log(`incremental: ${clean.pages.size} pages and page-data files and ${clean.assets.size} scripts and style sheets are the same with the cache kept and from clean`);
    return 0;
  }
  problems.print();
  return 1;
}

function main(): number {
  const copy = copyProject("site-incremental-");
  const kept = `${copy}-kept-public`;
  try {
    let env: Record<string, string> = BASE_ENV;
    build(copy, env, "first");
    let stale = 0;
    for (const change of CHANGES) {
      if (change.file) {
        const file = path.join(copy, change.file);
        const text = existsSync(file) ? readFileSync(file, "utf8") : "";
        if (!text.includes(change.find)) throw new Error(`${change.file} no longer contains ${JSON.stringify(change.find)}: update this check's change to ${change.what}`);
        writeFileSync(file, text.replace(change.find, change.replace));
      } else {
        env = { ...env, GATSBY_PHONE_PRIMARY: change.replace };
      }
      build(copy, env, `kept-cache (after a change to ${change.what})`);
      stale += freshness(outputs(path.join(copy, "public")).pages, change);
    }
    cpSync(path.join(copy, "public"), kept, { recursive: true });
    rmSync(path.join(copy, ".cache"), { recursive: true, force: true });
    rmSync(path.join(copy, "public"), { recursive: true, force: true });
    build(copy, env, "clean");
    return compare(kept, path.join(copy, "public")) + stale;
  } finally {
    if (process.env.KEEP_INCREMENTAL_COPY) console.log(`incremental: kept ${copy} and ${kept}`);
    else {
      removeCopy(copy);
      rmSync(kept, { recursive: true, force: true });
    }
  }
}

try {
  // `--compare KEPT CLEAN` compares two public/ folders already built.
  const at = process.argv.indexOf("--compare");
  process.exit(at > -1 ? compare(process.argv[at + 1], process.argv[at + 2]) : main());
} catch (error) {
  console.error(`incremental: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
