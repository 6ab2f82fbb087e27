/**
 * The anchor of `npm run bench`: the Gatsby blog starter (ANCHOR_DIR), built in a throwaway
 * folder and kept precompressed in node_modules/.cache/bench-anchor/<hash>/; PAIRS matches its
 * pages to the site's (docs/performance.md, "Side by side with the Gatsby starter").
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { filesUnder } from "../../gatsby/files";
import { precompress } from "../../gatsby/precompress";
import { runToEnd } from "../../checks/lib/gatsby-build";
import type { Side } from "./side-by-side";

const root = path.resolve(__dirname, "../..");
/** What is changed in the starter's package.json before it is installed. */
const OVERRIDES = { sharp: "^0.33.5" };
/** Written last: a folder without it holds a build that did not finish. */
const DONE = "bench-anchor-built";

export interface Anchor {
  /** The built starter's public/, precompressed. */
  publicDir: string;
  /** The folder it is kept in, with the build's output. */
  dir: string;
  /** Seconds the install and build took; 0 when an earlier build was reused. */
  buildSeconds: number;
}

function anchorSource(): string {
  const source = process.env.ANCHOR_DIR ? path.resolve(process.env.ANCHOR_DIR) : path.resolve(root, "../shared/anchors/gatsby-starter-blog");
  if (!existsSync(path.join(source, "package.json")) || !existsSync(path.join(source, "gatsby-config.js"))) {
    throw new Error(
      `The Gatsby blog starter to measure beside the site is not at ${source} (no package.json and gatsby-config.js there). ` +
        "Put a copy of github.com/gatsbyjs/gatsby-starter-blog there (../shared/anchors/README.md), set ANCHOR_DIR to one, " +
        "or run the bench with --skip-anchor to measure the site alone.",
    );
  }
  return source;
}

/** A short hash of the starter's files (paths and contents) and of what is changed in them. */
function hashOf(source: string): string {
  const hash = createHash("sha256").update(JSON.stringify(OVERRIDES));
  for (const file of filesUnder(source, (name) => !name.split("/").some((part) => part === "node_modules" || part === ".cache" || part === "public"))) {
    hash.update(`${file}\0`).update(readFileSync(path.join(source, file))).update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

/** Runs a command in `cwd` (checks/lib/gatsby-build.ts), its output appended to `log`; throws with the end of the output if it fails. */
function run(command: string, args: string[], cwd: string, log: string): void {
  const result = runToEnd(command, args, cwd, { timeoutMs: 30 * 60_000 });
  writeFileSync(log, result.log, { flag: "a" });
  if (!result.ok) throw new Error(`the Gatsby starter: \`${command} ${args.join(" ")}\` failed (exit ${result.status}) in ${cwd}; the end of its output (all of it in ${log}):\n${result.log.slice(-4000)}`);
}

/** The site's key routes and the starter's page of the same kind (docs/performance.md, "Pairs"). */
export const PAIRS: Record<string, string> = { "/": "/", "/blog": "/", "/blog/wifi-fixes": "/hello-world/", "/contact": "/", "/micro-it-support-plan": "/hello-world/" };

/** The built starter as a side of the loop, each route measured on its pair; trailingSlash "keep": docs/performance.md, "Serving". */
export function anchorSide(anchor: Anchor): Side {
  return { name: "starter", publicDir: anchor.publicDir, server: { trailingSlash: "keep" }, pathOf: (route) => PAIRS[route] };
}

/** A copy of the starter's files in a throwaway folder, with OVERRIDES in its package.json. */
function copyToBuild(source: string): string {
  const build = mkdtempSync(path.join(tmpdir(), "bench-anchor-"));
  cpSync(source, build, { recursive: true, filter: (file) => !["node_modules", ".cache", "public"].includes(path.basename(file)) || path.dirname(file) !== source });
  const packageFile = path.join(build, "package.json");
  const manifest = JSON.parse(readFileSync(packageFile, "utf8")) as { overrides?: Record<string, string> };
  manifest.overrides = { ...manifest.overrides, ...OVERRIDES };
  writeFileSync(packageFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return build;
}

/** The built starter, from an earlier build of the same files or built now. */
export async function builtAnchor({ rebuild = false } = {}): Promise<Anchor> {
  const source = anchorSource();
  const parent = path.join(root, "node_modules", ".cache", "bench-anchor");
  const hash = hashOf(source);
  const dir = path.join(parent, hash);
  const publicDir = path.join(dir, "public");
  if (!rebuild && existsSync(path.join(dir, DONE)) && existsSync(path.join(publicDir, "index.html"))) {
    console.log(`the Gatsby starter: reusing its build in ${path.relative(root, dir)} (--rebuild-anchor builds it again)`);
    return { publicDir, dir, buildSeconds: 0 };
  }

  const started = Date.now();
  mkdirSync(parent, { recursive: true });
  for (const name of readdirSync(parent)) rmSync(path.join(parent, name), { recursive: true, force: true });
  mkdirSync(dir);
  const log = path.join(dir, "bench-anchor.log");
  const build = copyToBuild(source);
  console.log(`the Gatsby starter: installing and building it in ${build} (a few minutes; output in ${path.relative(root, log)})`);
  try {
    run("npm", ["install", "--no-audit", "--no-fund"], build, log);
    run("npx", ["gatsby", "build"], build, log);
    if (!existsSync(path.join(build, "public", "index.html"))) throw new Error(`the Gatsby starter built, but its public/ has no index.html (see ${log})`);
    await precompress(path.join(build, "public"), path.join(build, ".cache", "precompressed"));
    cpSync(path.join(build, "public"), publicDir, { recursive: true });
  } finally {
    rmSync(build, { recursive: true, force: true });
  }
  writeFileSync(path.join(dir, DONE), `${new Date().toISOString()}\n`);
  const buildSeconds = (Date.now() - started) / 1000;
  console.log(`the Gatsby starter: built in ${buildSeconds.toFixed(0)} s`);
  return { publicDir, dir, buildSeconds };
}
