/**
 * Cache keys derived from the code itself: the files a module imports, followed to the end,
 * with the version of every package they import and the value of every environment variable
 * they read, so that no list of files is kept by hand (gatsby/renderer-key.ts,
 * gatsby/build-inputs.ts). The imports are found by esbuild, as it resolves them to bundle
 * (its metafile: https://esbuild.github.io/api/#metafile): static and dynamic imports, require,
 * and an import() of a template literal, which reaches every file its pattern matches.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildSync, type BuildFailure, type Metafile } from "esbuild";

const ENV = /process\.env(?:\.([A-Za-z_][A-Za-z0-9_]*)|\[\s*["']([A-Za-z_][A-Za-z0-9_]*)["']\s*\])/g;
const BUILTIN = new Set(builtinModules);
/** Files the code may import that are not code: their bytes count, as they are. */
const AS_FILES = [".svg", ".png", ".jpg", ".jpeg", ".webp", ".gif", ".woff2", ".css", ".md", ".mdx", ".txt"];

export interface ModuleGraph {
  /** Every local file reached, relative to the root, sorted. */
  files: string[];
  /** Every package reached, as "name@version", sorted. */
  packages: string[];
  /** Every environment variable the files read (`process.env.NAME`), sorted. */
  env: string[];
}

/** The environment variables a source file reads. */
export function envReadBy(source: string): string[] {
  return [...source.matchAll(ENV)].map((match) => match[1] ?? match[2]);
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

/** esbuild's map of every file the entries reach, packages left as they are imported. */
function metafileOf(entries: readonly string[], root: string): Metafile {
  try {
    const result = buildSync({
      entryPoints: entries.map((entry) => path.resolve(root, entry)),
      absWorkingDir: root,
      bundle: true,
      write: false,
      metafile: true,
      platform: "node",
      format: "esm",
      packages: "external",
      // Every import a file writes counts, even one whose names it does not use yet.
      tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
      loader: Object.fromEntries(AS_FILES.map((extension) => [extension, "file"])),
      outdir: path.join(tmpdir(), "module-graph"),
      logLevel: "silent",
    });
    return result.metafile;
  } catch (error) {
    const first = (error as BuildFailure).errors?.[0];
    const missing = first?.text.match(/^Could not resolve "([^"]+)"/);
    if (first?.location && missing) throw new Error(`${first.location.file} imports ${missing[1]}, which cannot be found: the cache key cannot be worked out`);
    throw new Error(`the cache key cannot be worked out: ${first ? `${first.location?.file ?? ""} ${first.text}` : String(error)}`);
  }
}

/** The files of `files` that the pattern `pattern`, imported by `importer`, matches. */
function matching(importer: string, pattern: string, files: string[]): string[] {
  if (!pattern.includes("*")) throw new Error(`esbuild left ${importer}'s import of ${pattern} unresolved: the cache key cannot be worked out`);
  const full = path.posix.join(path.posix.dirname(importer), pattern);
  const source = full
    .split(/(\*\*\/|\*)/)
    .map((part) => (part === "**/" ? "(?:.*/)?" : part === "*" ? "[^/]*" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  const expression = new RegExp(`^${source}$`);
  return files.filter((file) => expression.test(file));
}

/**
 * Follows every import from the entry files. `stopAt` files are left out with everything
 * reached only through them (another key covers them).
 */
export function moduleGraph(entries: readonly string[], root: string, stopAt: readonly string[] = []): ModuleGraph {
  const { inputs } = metafileOf(entries, root);
  const key = (file: string) => path.relative(root, path.resolve(root, file)).split(path.sep).join("/");
  const stops = new Set(stopAt.map(key));
  const seen = new Set<string>();
  const packages = new Set<string>();
  const env = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || stops.has(file)) return;
    seen.add(file);
    const input = inputs[file];
    if (!input) throw new Error(`esbuild's map of the code does not list ${file}: the cache key cannot be worked out`);
    if (/\.[cm]?[jt]sx?$/.test(file)) envReadBy(readFileSync(path.join(root, file), "utf8")).forEach((name) => env.add(name));
    for (const imported of input.imports) {
      if (!imported.external) visit(imported.path);
      // An import() of a template literal: esbuild lists its pattern ("./plugins/**/*.ts") and bundles every file it matches.
      else if (imported.path.startsWith(".")) matching(file, imported.path, Object.keys(inputs)).forEach(visit);
      else if (!imported.path.startsWith("node:") && !BUILTIN.has(imported.path)) {
        const name = packageName(imported.path);
        packages.add(`${name}@${packageVersion(path.join(root, file), name)}`);
      }
    }
  };
  entries.forEach((entry) => visit(key(entry)));
  return { files: [...seen].sort(), packages: [...packages].sort(), env: [...env].sort() };
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
