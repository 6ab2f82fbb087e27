/**
 * A zopfli gzip copy beside each script and style sheet of the build ("app-1a2b.js.gz"), the last
 * step of onPostBuild; a copy whose file has gone goes too. Each content is compressed once
 * (.cache/precompressed, by SHA-256). The editor's bundle (admin/) is left to the host
 * (docs/deploying.md).
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import { filesUnder } from "./files";

const root = path.resolve(__dirname, "..");

const COMPRESSED = /\.(js|css)$/;
const LEFT_TO_THE_HOST = new Set(["admin"]);

const filesOf = (dir: string) => filesUnder(dir, (file) => !LEFT_TO_THE_HOST.has(file.split("/")[0]));

/** The step of onPostBuild: the build's copies, with their cache in .cache/. */
export const writeCompressedCopies = (): Promise<void> => precompress(path.join(root, "public"), path.join(root, ".cache", "precompressed"));

/** Writes every copy `publicDir` needs, from `cacheDir` where it has it; removes copies with no file. */
export async function precompress(publicDir: string, cacheDir: string): Promise<void> {
  mkdirSync(cacheDir, { recursive: true });
  const files = filesOf(publicDir);
  const used = new Set<string>();
  for (const file of files) {
    if (file.endsWith(".gz") && !existsSync(path.join(publicDir, file.slice(0, -3)))) rmSync(path.join(publicDir, file));
    if (!COMPRESSED.test(file)) continue;
    const content = readFileSync(path.join(publicDir, file));
    const key = `${createHash("sha256").update(content).digest("hex")}.gz`;
    used.add(key);
    const cached = path.join(cacheDir, key);
    if (!existsSync(cached)) {
      // Written aside and renamed: a build stopped midway leaves no partial copy.
      writeFileSync(`${cached}.part`, await gzipAsync(content, {}));
      renameSync(`${cached}.part`, cached);
    }
    copyFileSync(cached, path.join(publicDir, `${file}.gz`));
  }
  for (const name of readdirSync(cacheDir)) if (!used.has(name)) rmSync(path.join(cacheDir, name));
  for (const folder of LEFT_TO_THE_HOST) {
    for (const file of filesUnder(path.join(publicDir, folder), (name) => name.endsWith(".gz"))) rmSync(path.join(publicDir, folder, file));
  }
}

/** What is wrong with the copies in a build: one that differs from its file, or has none, or a file without one. */
export function copyProblems(publicDir: string): string[] {
  const problems: string[] = [];
  for (const file of filesOf(publicDir)) {
    const full = path.join(publicDir, file);
    if (file.endsWith(".gz")) {
      const original = full.slice(0, -3);
      if (!existsSync(original)) problems.push(`${file} has no ${path.basename(original)} beside it`);
      else if (!gunzipSync(readFileSync(full)).equals(readFileSync(original))) problems.push(`${file} does not hold ${path.basename(original)} as it is now`);
    } else if (COMPRESSED.test(file) && !existsSync(`${full}.gz`)) problems.push(`${file} has no compressed copy`);
  }
  for (const folder of LEFT_TO_THE_HOST) {
    if (filesUnder(path.join(publicDir, folder), (name) => name.endsWith(".gz")).length) problems.push(`${folder}/ holds compressed copies, though it is left to the host's compression`);
  }
  return problems;
}
