/**
 * The editor's scripts in a folder (public/admin/, admin/bundle.ts splits them): cms.js and the
 * chunks it imports, which a browser fetches before the editor starts, and every chunk,
 * the ones imported later included (the preview's renderer). Sizes gzipped at -9, as a host's
 * own compression sends them at best. For the size test (__tests__/e2e/admin.spec.ts) and
 * `npm run bench`.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** A chunk imported by a static import (`import{…}from"./chunk-X.js"`, `import"./chunk-X.js"`), not by import(). */
const STATIC_IMPORT = /(?:^|[;}\n])import\s*(?:[^"();]*?from\s*)?"\.\/([\w-]+\.js)"/g;

export interface EditorScripts {
  /** cms.js and what it imports before it runs. */
  firstLoad: string[];
  all: string[];
  bytes(names: readonly string[]): { raw: number; gzip: number };
}

export function editorScripts(dir: string): EditorScripts {
  const all = readdirSync(dir).filter((name) => name.endsWith(".js"));
  const text = (name: string) => readFileSync(path.join(dir, name), "utf8");
  const firstLoad = new Set<string>();
  const visit = (name: string) => {
    if (firstLoad.has(name)) return;
    firstLoad.add(name);
    for (const match of text(name).matchAll(STATIC_IMPORT)) visit(match[1]);
  };
  visit("cms.js");
  return {
    firstLoad: [...firstLoad],
    all,
    bytes: (names) =>
      names.reduce(
        (sum, name) => {
          const bytes = readFileSync(path.join(dir, name));
          return { raw: sum.raw + bytes.length, gzip: sum.gzip + gzipSync(bytes, { level: 9 }).length };
        },
        { raw: 0, gzip: 0 },
      ),
  };
}
