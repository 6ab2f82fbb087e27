/**
 * Cache keys derived from the code itself: the entry files bundled by esbuild as it would to run
 * them, packages left out (package-lock.json is an input of its own); a key hashes the bundle, the
 * files it imports that are not code and, when asked, the value of each environment variable it
 * reads.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { buildSync, type BuildFailure } from "esbuild";

/** Imported files that are not code: their bytes count. */
const AS_FILES = [".svg", ".png", ".jpg", ".jpeg", ".webp", ".gif", ".woff2", ".css", ".md", ".mdx", ".txt"];
const ENV = /process\.env(?:\.([A-Za-z_]\w*)|\[\s*["']([A-Za-z_]\w*)["']\s*\])/g;

/** The module that renders bodies, keyed on its own (rendererKey). */
export const RENDERER_ENTRY = "gatsby/body.ts";

/** The bundle of `entries` without `leaveOut` and what only they reach, and the environment variables it reads. */
export function bundled(entries: readonly string[], root = process.cwd(), leaveOut: readonly string[] = []): { bytes: Buffer; env: string[] } {
  try {
    const outputs = buildSync({
      entryPoints: entries.map((entry) => path.resolve(root, entry)),
      absWorkingDir: root,
      bundle: true,
      write: false,
      platform: "node",
      format: "esm",
      packages: "external",
      outdir: "bundle",
      logLevel: "silent",
      loader: Object.fromEntries(AS_FILES.map((extension) => [extension, "file"])),
      external: leaveOut.map((file) => path.resolve(root, file)),
    }).outputFiles.sort((a, b) => a.path.localeCompare(b.path));
    const bytes = Buffer.concat(outputs.flatMap((file) => [Buffer.from(`\n${path.relative(root, file.path)}\n`), Buffer.from(file.contents)]));
    const env = [...new Set([...bytes.toString("utf8").matchAll(ENV)].map((match) => match[1] ?? match[2]))].sort();
    return { bytes, env };
  } catch (error) {
    const first = (error as BuildFailure).errors?.[0];
    throw new Error(`the cache key cannot be worked out: ${first ? `${first.location?.file ?? ""} ${first.text}` : String(error)}`);
  }
}

/** A short hash of bundled(entries) and, with `settings`, of each variable it reads. */
export function codeKey(entries: readonly string[], root = process.cwd(), { leaveOut = [], settings }: { leaveOut?: readonly string[]; settings?: NodeJS.ProcessEnv } = {}): string {
  const { bytes, env } = bundled(entries, root, leaveOut);
  const hash = createHash("sha256").update(bytes);
  if (settings) for (const name of env) hash.update(`env ${name}=${JSON.stringify(settings[name] ?? null)}\n`);
  return hash.digest("hex").slice(0, 16);
}

let renderer: string | null = null;

/** The renderer's key, worked out once per run: in the context of every page that shows a body (pages.ts), so a change to it renders them again. */
export function rendererKey(root = process.cwd()): string {
  renderer ??= codeKey([RENDERER_ENTRY], root, { settings: process.env });
  return renderer;
}
