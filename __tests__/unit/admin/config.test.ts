/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const admin = path.resolve(__dirname, "../../../admin");

/** Decap's own check (ajv, its schema) of the editor's configuration, bundled for Node once; run with a backend, it prints its message, or nothing when the configuration passes. */
function bundleDecapCheck(folder: string): string {
  const esbuild = createRequire(path.join(admin, "package.json"))("esbuild") as { buildSync(options: Record<string, unknown>): void };
  const outfile = path.join(folder, "check.js");
    esbuild.buildSync({
      stdin: {
        contents: [
          'import { validateConfig } from "decap-cms-core/dist/esm/constants/configSchema";',
          'import { cmsCollections } from "./src/fields";',
          // The widgets registered as the editor registers them: Decap checks each field against its widget's schema.
          'import "./src/decap";',
          "try {",
          '  validateConfig({ backend: JSON.parse(process.argv[2]), media_folder: "content/blog/images", public_folder: "./images", collections: cmsCollections() });',
          '  console.log("");',
          "} catch (error) { console.log(String(error.message)); }",
        ].join("\n"),
        resolveDir: admin,
        loader: "tsx",
      },
      jsx: "automatic",
      // Decap's modules look at the page they run in when loaded: a page of jsdom's.
      banner: {
        js: `const { JSDOM } = require(${JSON.stringify(require.resolve("jsdom"))}); const dom = new JSDOM("", { url: "http://localhost/" }); for (const [name, value] of Object.entries({ window: dom.window, document: dom.window.document, navigator: dom.window.navigator, localStorage: dom.window.localStorage })) Object.defineProperty(globalThis, name, { value, configurable: true, writable: true }); dom.window.URL.createObjectURL = () => "blob:";`,
      },
      bundle: true,
      platform: "node",
      // Decap's ES modules, as the editor's bundle takes them (one registry for widgets and check).
      mainFields: ["module", "main"],
      format: "cjs",
      minify: true,
      define: { "process.env.NODE_ENV": '"production"' },
      outfile,
      logLevel: "silent",
    });
  return outfile;
}

/**
 * The editor skips Decap's check of its configuration when it starts (admin/bundle.ts,
 * skipConfigCheck): the check runs here instead, on the configuration the editor is given
 * (fields.ts), for both backends.
 */
it("passes Decap's own check of the configuration", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "decap-config-"));
  try {
    const check = bundleDecapCheck(folder);
    const decapCheck = (backend: Record<string, unknown>) => execFileSync(process.execPath, [check, JSON.stringify(backend)], { encoding: "utf8" }).trim();
    expect(decapCheck({ name: "proxy", proxy_url: "http://127.0.0.1:8081/api/v1", branch: "main" })).toBe("");
    expect(decapCheck({ name: "github", repo: "owner/site", branch: "main", base_url: "https://api.netlify.com", auth_endpoint: "auth" })).toBe("");
    // A check that can fail.
    expect(decapCheck({ name: 42 })).toMatch(/backend\.name/);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
