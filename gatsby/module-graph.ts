/**
 * Cache keys derived from the code itself: the files a module imports, followed to the end,
 * with the version of every package they import and the value of every environment variable
 * they read, so that no list of files is kept by hand (gatsby/renderer-key.ts,
 * gatsby/build-inputs.ts).
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";

const IMPORT = /(?:^|[^\w$.])(?:import|export)\s+(?:type\s+)?(?:[\w*${}\s,]+\s+from\s+)?["']([^"']+)["']|(?:^|[^\w$.])(?:import|require)\s*\(\s*["']([^"']+)["']\s*\)/gm;
const ENV = /process\.env(?:\.([A-Za-z_][A-Za-z0-9_]*)|\[\s*["']([A-Za-z_][A-Za-z0-9_]*)["']\s*\])/g;
const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs", ".json"];
const BUILTIN = new Set(builtinModules);

export interface ModuleGraph {
  /** Every local file reached, relative to the root, sorted. */
  files: string[];
  /** Every package reached, as "name@version", sorted. */
  packages: string[];
  /** Every environment variable the files read (`process.env.NAME`), sorted. */
  env: string[];
}

/** The specifiers a source file imports, requires or re-exports. */
export function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[1] ?? match[2]);
}

/** The environment variables a source file reads. */
export function envReadBy(source: string): string[] {
  return [...source.matchAll(ENV)].map((match) => match[1] ?? match[2]);
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.slice(1).map((ext) => path.join(base, `index${ext}`))]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

function packageVersion(from: string, name: string): string {
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, "node_modules", name, "package.json");
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, "utf8")) as { version?: string }).version ?? "unknown";
    if (path.dirname(dir) === dir) return "missing";
  }
}

/**
 * Follows every import from the entry files. `stopAt` files are left out with everything
 * reached only through them (another key covers them).
 */
export function moduleGraph(entries: readonly string[], root: string, stopAt: readonly string[] = []): ModuleGraph {
  const stops = new Set(stopAt.map((file) => path.resolve(root, file)));
  const seen = new Set<string>();
  const packages = new Set<string>();
  const env = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || stops.has(file)) return;
    seen.add(file);
    if (!/\.[cm]?[jt]sx?$/.test(file)) return;
    const source = readFileSync(file, "utf8");
    envReadBy(source).forEach((name) => env.add(name));
    for (const specifier of importsOf(source)) {
      if (specifier.startsWith(".")) {
        const target = resolveLocal(file, specifier);
        if (!target) throw new Error(`${path.relative(root, file)} imports ${specifier}, which cannot be found: the cache key cannot be worked out`);
        visit(target);
      } else if (!specifier.startsWith("node:") && !BUILTIN.has(specifier)) {
        const name = packageName(specifier);
        packages.add(`${name}@${packageVersion(file, name)}`);
      }
    }
  };
  entries.forEach((entry) => visit(path.resolve(root, entry)));
  return {
    files: [...seen].map((file) => path.relative(root, file).split(path.sep).join("/")).sort(),
    packages: [...packages].sort(),
    env: [...env].sort(),
  };
}

/**
 * A short hash of everything the graph holds: each file's path and bytes, each package's
 * version and, with `settings`, each environment variable's current value.
 */
export function graphKey(graph: ModuleGraph, root: string, settings: NodeJS.ProcessEnv | null): string {
  const hash = createHash("sha256");
  for (const file of graph.files) hash.update(`file ${file}\n`).update(readFileSync(path.join(root, file))).update("\n");
  for (const name of graph.packages) hash.update(`package ${name}\n`);
  if (settings) for (const name of graph.env) hash.update(`env ${name}=${JSON.stringify(settings[name] ?? null)}\n`);
  return hash.digest("hex").slice(0, 16);
}
