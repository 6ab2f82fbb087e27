/**
 * Incremental builds equal clean ones (part of `npm test`). Hosts such as Netlify and
 * Cloudflare Pages keep `.cache` and `public/` between builds, so a rebuild must never serve a
 * page rendered by old code or old settings. In a throwaway copy of the project this:
 *   1. builds once;
 *   2. changes the MDX pipeline's code (a rehype plugin), a component used inside MDX bodies,
 *      and a setting through its environment variable (the first phone number);
 *   3. builds again with the cache kept, then again from a clean cache;
 *   4. compares every page's HTML and page data between the two, byte for byte, and checks
 *      that the clean build shows all three changes (so the comparison cannot pass by accident).
 * Nothing is excepted from the comparison: the two builds must agree on every file compared.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { copyProject, removeCopy } from "./lib/project-copy";

interface Change {
  what: string;
  file: string;
  find: string;
  replace: string;
  /** Text the clean build's page `page` shows once the change has reached it. */
  shows: string;
}

const POST = "blog/wifi-fixes";
const CHANGES: Change[] = [
  { what: "MDX pipeline code (table names)", file: "src/mdx/rehype-tables.ts", find: "`Table: ${", replace: "`Table of ${", shows: "Table of " },
  { what: "component used in MDX bodies (ContactLinks)", file: "src/components/mdx/ContactLinks.tsx", find: "Email: <a", replace: "E-mail: <a", shows: "E-mail: <a" },
];
const PHONE_BEFORE = "01632 960123";
const PHONE_AFTER = "01632 960987";

const BASE_ENV = { CI: "1", GATSBY_TELEMETRY_DISABLED: "1", GATSBY_PHONE_PRIMARY: PHONE_BEFORE };

function build(copy: string, env: Record<string, string>, label: string): void {
  const started = Date.now();
  const result = spawnSync("npx", ["gatsby", "build"], { cwd: copy, encoding: "utf8", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) throw new Error(`${label} build failed (exit ${result.status}):\n${`${result.stdout}\n${result.stderr}`.slice(-3000)}`);
  console.log(`incremental: ${label} build took ${seconds} s`);
}

/** Every page's HTML and page data, by path under public/. */
function pages(publicDir: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      const relative = path.relative(publicDir, file);
      if (statSync(file).isDirectory()) {
        if (relative !== "static") walk(file);
      } else if (name.endsWith(".html") || (relative.startsWith("page-data") && name.endsWith(".json"))) {
        found.set(relative, readFileSync(file, "utf8"));
      }
    }
  };
  walk(publicDir);
  return found;
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return `at character ${i}: kept cache "${a.slice(Math.max(0, i - 60), i + 60)}" | clean "${b.slice(Math.max(0, i - 60), i + 60)}"`;
}

function main(): number {
  const copy = copyProject("site-incremental-");
  const kept = `${copy}-kept-public`;
  try {
    build(copy, BASE_ENV, "first");
    for (const change of CHANGES) {
      const file = path.join(copy, change.file);
      const text = existsSync(file) ? readFileSync(file, "utf8") : "";
      if (!text.includes(change.find)) throw new Error(`${change.file} no longer contains ${JSON.stringify(change.find)}: update this check's change for "${change.what}"`);
      writeFileSync(file, text.replace(change.find, change.replace));
    }
    const changedEnv = { ...BASE_ENV, GATSBY_PHONE_PRIMARY: PHONE_AFTER };
    build(copy, changedEnv, "kept-cache");
    cpSync(path.join(copy, "public"), kept, { recursive: true });
    rmSync(path.join(copy, ".cache"), { recursive: true, force: true });
    rmSync(path.join(copy, "public"), { recursive: true, force: true });
    build(copy, changedEnv, "clean");

    const incremental = pages(kept);
    const clean = pages(path.join(copy, "public"));
    const problems: string[] = [];
    const postHtml = clean.get(path.join(POST, "index.html")) ?? "";
    for (const { what, shows } of [...CHANGES, { what: "setting from the environment (GATSBY_PHONE_PRIMARY)", shows: PHONE_AFTER }]) {
      if (!postHtml.includes(shows)) problems.push(`the clean build's /${POST} does not show the change to the ${what} ("${shows}"): the check would prove nothing`);
    }
    for (const [file, html] of clean) {
      const other = incremental.get(file);
      if (other === undefined) problems.push(`${file}: only in the clean build`);
      else if (other !== html) problems.push(`${file}: differs ${firstDifference(other, html)}`);
    }
    for (const file of incremental.keys()) if (!clean.has(file)) problems.push(`${file}: only in the build with the cache kept`);
    const stale = [...incremental.entries()].filter(([, html]) => html.includes(PHONE_BEFORE)).map(([file]) => file);
    if (stale.length) problems.push(`the old phone number is still in ${stale.length} files of the build with the cache kept: ${stale.slice(0, 8).join(", ")}`);

    if (problems.length === 0) {
      console.log(`incremental: ${clean.size} pages and page-data files are identical with the cache kept and from clean`);
      return 0;
    }
    console.error(`incremental: ${problems.length} problems\n  ${problems.slice(0, 40).join("\n  ")}`);
    return 1;
  } finally {
    removeCopy(copy);
    rmSync(kept, { recursive: true, force: true });
  }
}

try {
  process.exit(main());
} catch (error) {
  console.error(`incremental: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
