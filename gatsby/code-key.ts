/**
 * Cache keys derived from the code itself, so that no list of files is kept by hand: the entry
 * files bundled by esbuild as it would to run them, packages left out (what lies below them is
 * package-lock.json's, an input of the whole build, gatsby/build-inputs.ts). The bundle follows
 * every import, require and import() (one of a template literal reaches every file its pattern
 * matches); a key is a hash of it, of the files it imports that are not code (by their bytes)
 * and, when asked, of the current value of every environment variable it reads.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { buildSync, type BuildFailure } from "esbuild";

/** Files the code may import that are not code: their bytes count, as they are. */
const AS_FILES = [".svg", ".png", ".jpg", ".jpeg", ".webp", ".gif", ".woff2", ".css", ".md", ".mdx", ".txt"];
const ENV = /process\.env(?:\.([A-Za-z_]\w*)|\[\s*["']([A-Za-z_]\w*)["']\s*\])/g;

/** The module that renders bodies: its key is in the context of every page that shows a body (pages.ts); the build's key leaves it out. */
export const RENDERER_ENTRY = "gatsby/body.ts";

/** The bundle of `entries` without the files `leaveOut` and what only they reach: its bytes, and the environment variables it reads. */
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
      // Matched after resolution too: the files themselves, however they are imported.
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

/** A short hash of the bundle of `entries` (see bundled) and, with `settings`, of the value of each environment variable it reads. */
export function codeKey(entries: readonly string[], root = process.cwd(), { leaveOut = [], settings }: { leaveOut?: readonly string[]; settings?: NodeJS.ProcessEnv } = {}): string {
  const { bytes, env } = bundled(entries, root, leaveOut);
  const hash = createHash("sha256").update(bytes);
  if (settings) for (const name of env) hash.update(`env ${name}=${JSON.stringify(settings[name] ?? null)}\n`);
  return hash.digest("hex").slice(0, 16);
}

let renderer: string | null = null;

/**
 * The renderer's key, worked out once per run. Gatsby keeps a page's query result until its node
 * or context changes, so every page that shows a body carries this in its context (pages.ts): a
 * change to the code gatsby/body.ts reaches (the MDX pipeline, its plugins, every component,
 * style and setting module) or to a setting it reads renders every body again.
 */
export function rendererKey(root = process.cwd()): string {
  renderer ??= codeKey([RENDERER_ENTRY], root, { settings: process.env });
  return renderer;
}
