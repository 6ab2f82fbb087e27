/**
 * The editor at /admin (admin/src: Decap CMS, React 19), bundled on its own with esbuild from
 * admin/'s own packages, so that nothing of it reaches the public pages (React 18, their own
 * scripts and budget): after a build (writeAdmin, a step of onPostBuild) into public/admin/, and
 * for the preview (admin/preview-middleware.ts) into .cache/admin/. The bundle resolves React,
 * React DOM and styled-components from admin/ for the site's own components too (one copy of
 * each), and "gatsby" to admin/src/gatsby.tsx. It is split (ES modules): cms.js starts the
 * editor, and what it loads later (the preview's templates and MDX renderer) are chunks beside
 * it. An unchanged editor is copied from the last bundle: its inputs are esbuild's metafile's.
 */
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { site } from "../src/config/site";
import { adminPolicy } from "../src/lib/headers";
import { ADMIN_ENV, localServer, setting } from "./settings";

const root = path.resolve(__dirname, "..");
const adminRoot = path.join(root, "admin");

interface AdminBuild {
  /** Bytes of the editor's scripts: cms.js and its chunks. */
  bytes: number;
  seconds: number;
  /** Taken from the last build's, as none of its inputs changed. */
  reused: boolean;
}

/** The subset of esbuild's API used here (esbuild comes from admin/'s packages). */
interface Esbuild {
  build(options: Record<string, unknown>): Promise<{ warnings: Array<{ text: string }>; errors: unknown[]; metafile?: { inputs: Record<string, unknown>; outputs: Record<string, unknown> } }>;
  version: string;
}

function esbuild(): Esbuild {
  if (!existsSync(path.join(adminRoot, "node_modules"))) {
    throw new Error("The editor's packages are not installed: run `npm install` (it installs admin/'s packages too), or `npm install --prefix admin`.");
  }
  return createRequire(path.join(adminRoot, "package.json"))("esbuild") as Esbuild;
}

/** The editor's page: its own policy ('unsafe-eval' for Decap and MDX), kept out of search engines. */
function page(localServerUrl: string | null, version: string): string {
  const policy = adminPolicy({ localServer: localServerUrl ?? undefined });
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${policy}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>Editor · ${site.name}</title>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    "</head>",
    "<body>",
    `<noscript>The editor needs JavaScript. Posts can also be written as files: see docs/authoring.md.</noscript>`,
    `<script type="module" src="/admin/cms.js?v=${version}"></script>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/**
 * What a bundle was made from: esbuild's version, the settings and environment it was given,
 * and every file it read (esbuild's metafile), each with its bytes' digest.
 */
function bundleKey(esbuildVersion: string, given: unknown, inputs: readonly string[]): string {
  const hash = createHash("sha256").update(`esbuild ${esbuildVersion}\n${JSON.stringify(given)}\n`);
  for (const input of inputs) {
    const file = path.resolve(root, input);
    hash.update(`${input}\n`).update(existsSync(file) ? readFileSync(file) : "missing").update("\n");
  }
  return hash.digest("hex");
}

/** The last bundle's inputs and key, kept beside a copy of it, so an unchanged editor is not bundled again. */
const BUNDLE_CACHE = path.join(root, ".cache", "admin-bundle");

/** The editor's scripts in a folder: cms.js and its chunks. */
const scripts = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".js")) : []);

/** Replaces the scripts of `to` with those of `from`. */
function copyScripts(from: string, to: string): void {
  for (const name of scripts(to)) rmSync(path.join(to, name));
  for (const name of scripts(from)) copyFileSync(path.join(from, name), path.join(to, name));
}

/**
 * Decap checks its configuration with ajv when it starts, which costs an author's phone over a
 * second (1.3 s at 4x CPU slowdown, measured in docs/performance.md). The configuration is the
 * site's own (fields.ts), the same on every start, and __tests__/unit/admin/config.test.ts runs
 * Decap's own check on it: the editor starts without it.
 * Relies on (decap-cms-core 3.19.1): actions/config.js importing validateConfig from
 * constants/configSchema; the plugin fails the bundle if that import is not there to replace.
 */
const skipConfigCheck = {
  name: "skip-decap-config-check",
  setup(build: { onResolve: (options: { filter: RegExp }, callback: (args: { importer: string }) => unknown) => void; onLoad: (options: { filter: RegExp; namespace: string }, callback: () => unknown) => void; onEnd: (callback: () => unknown) => void }) {
    let replaced = false;
    build.onResolve({ filter: /\/constants\/configSchema$/ }, (args) => {
      if (!/decap-cms-core[\\/]dist[\\/]esm[\\/]actions[\\/]config\.js$/.test(args.importer)) return undefined;
      replaced = true;
      return { path: "decap-config-check", namespace: "site-editor" };
    });
    build.onLoad({ filter: /.*/, namespace: "site-editor" }, () => ({ contents: "export function validateConfig() {}", loader: "js" }));
    build.onEnd(() => {
      if (!replaced) return { errors: [{ text: "admin/bundle.ts: decap-cms-core no longer imports validateConfig from constants/configSchema in actions/config.js; check skipConfigCheck against the new version" }] };
      return undefined;
    });
  },
};

/** Bundles the editor into `outDir` (index.html and cms.js), or copies the last bundle when none of its inputs changed. */
export async function buildAdmin(outDir: string, { local }: { local: boolean }): Promise<AdminBuild> {
  const started = Date.now();
  const settings = {
    repo: setting(ADMIN_ENV.repo, ""),
    branch: setting(ADMIN_ENV.branch, "main"),
    authBaseUrl: setting(ADMIN_ENV.authBaseUrl, "https://api.netlify.com"),
    authEndpoint: setting(ADMIN_ENV.authEndpoint, "auth"),
    localServer: local ? localServer() : null,
    siteUrl: site.url,
  };
  // What the site's own code reads from the environment, as Gatsby inlines it for the pages.
  const gatsbyEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith("GATSBY_")));
  const fromAdmin = (name: string) => path.join(adminRoot, "node_modules", name);
  mkdirSync(outDir, { recursive: true });
  const bundler = esbuild();
  const given = { settings, gatsbyEnv, local };
  const cache = path.join(BUNDLE_CACHE, local ? "preview" : "build");
  const record = path.join(cache, "inputs.json");
  if (existsSync(record) && existsSync(path.join(cache, "cms.js"))) {
    const last = JSON.parse(readFileSync(record, "utf8")) as { key: string; inputs: string[] };
    if (bundleKey(bundler.version, given, last.inputs) === last.key) {
      copyScripts(cache, outDir);
      return { ...writePage(outDir, settings.localServer), seconds: (Date.now() - started) / 1000, reused: true };
    }
  }
  for (const name of scripts(outDir)) rmSync(path.join(outDir, name));
  const result = await bundler.build({
    metafile: true,
    absWorkingDir: root,
    entryPoints: { cms: path.join(adminRoot, "src", "index.tsx") },
    outdir: outDir,
    chunkNames: "chunk-[hash]",
    splitting: true,
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: ["es2020"],
    legalComments: "none",
    logLevel: "silent",
    // A path alias skips the package's "browser" field, so React DOM's server renderer (the
    // preview renders MDX bodies as the build does) is named by its browser file.
    alias: {
      gatsby: path.join(adminRoot, "src", "gatsby.tsx"),
      react: fromAdmin("react"),
      "react-dom/server": fromAdmin("react-dom/server.browser.js"),
      "react-dom": fromAdmin("react-dom"),
      "styled-components": fromAdmin("styled-components"),
    },
    define: { "process.env": JSON.stringify({ ...gatsbyEnv, NODE_ENV: "production" }), ADMIN_SETTINGS: JSON.stringify({ ...settings, logo: LOGO_PATH }) },
    plugins: [skipConfigCheck],
  });
  if (result.warnings.length) throw new Error(`The editor's bundle built with warnings:\n${result.warnings.map((warning) => warning.text).join("\n")}`);
  const inputs = Object.keys(result.metafile?.inputs ?? {}).sort();
  if (!inputs.length) throw new Error("esbuild listed no inputs of the editor's bundle, so it cannot tell when to bundle it again");
  mkdirSync(cache, { recursive: true });
  copyScripts(outDir, cache);
  writeFileSync(record, JSON.stringify({ key: bundleKey(bundler.version, given, inputs), inputs }));
  return { ...writePage(outDir, settings.localServer), seconds: (Date.now() - started) / 1000, reused: false };
}

/**
 * The business's mark and name, for the editor's sign-in page and header (Decap's `logo`): the
 * site's own mark (src/images/brand/favicon.svg) beside the name the site gives the business.
 */
function logo(): string {
  const mark = readFileSync(path.join(root, "src", "images", "brand", "favicon.svg"), "utf8").replace(/^[\s\S]*?<svg[^>]*>|<\/svg>[\s\S]*$/g, "");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${48 + site.name.length * 11}" height="36" viewBox="0 0 ${48 + site.name.length * 11} 36" role="img" aria-label="${site.name}">`,
    mark.trim(),
    `<text x="46" y="24.5" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="19" font-weight="700" fill="#0f2a4a">${site.name}</text>`,
    "</svg>",
    "",
  ].join("\n");
}

/** Where the editor's page finds the logo (written beside it). */
export const LOGO_PATH = "/admin/logo.svg";

/**
 * The editor's page beside its bundle, naming the bundle's digest so a browser never runs an old
 * one (the chunks' names carry their own digests), and its logo.
 */
function writePage(outDir: string, localServerUrl: string | null): { bytes: number } {
  const script = readFileSync(path.join(outDir, "cms.js"));
  writeFileSync(path.join(outDir, path.basename(LOGO_PATH)), logo());
  writeFileSync(path.join(outDir, "index.html"), page(localServerUrl, createHash("sha256").update(script).digest("hex").slice(0, 12)));
  return { bytes: scripts(outDir).reduce((sum, name) => sum + readFileSync(path.join(outDir, name)).length, 0) };
}

/** A step of onPostBuild: the editor in public/admin/. */
export async function writeAdmin({ reporter }: { reporter: { info: (text: string) => void } }): Promise<void> {
  const built = await buildAdmin(path.join(root, "public", "admin"), { local: false });
  reporter.info(`The editor (/admin): ${(built.bytes / 1024).toFixed(0)} KiB, ${built.reused ? "its inputs unchanged, copied from the last build" : "bundled"} in ${built.seconds.toFixed(1)} s`);
}
