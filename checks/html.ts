/**
 * The W3C Nu HTML Checker (vnu-jar) over every page in public/ (part of `npm test`; docs/testing.md,
 * step 5): fails on any error, prints the warnings by message and page count. Expected, as it reads
 * files: images under /static/ "blocked by img-src" ('self' means nothing for file:, and it will not
 * fetch from 127.0.0.1) and JSON-LD "violating script-src" (browsers never run data blocks).
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { javaInstalled, nuCheck } from "./lib/nu-checker";
import { pageFiles } from "./lib/pages";

const root = path.resolve(__dirname, "..");
const publicDir = path.join(root, "public");
function page(url: string | undefined): string {
  return url ? path.relative(publicDir, url.replace(/^file:/, "")) : "(unknown)";
}

/** A message with its page-specific part (an image's address) taken out, for grouping. */
function grouped(message: string): string {
  return message.replace(/“\/static\/[^”]*”/g, "“/static/…”");
}

function main(): number {
  if (!existsSync(publicDir)) {
    console.error("No build in public/: run `npm run build` first.");
    return 1;
  }
  if (!javaInstalled()) {
    console.error("The HTML checker needs Java 17 or later. On Debian: sudo apt-get install -y default-jre-headless");
    return 1;
  }
  const files = pageFiles(publicDir);
  let checked: ReturnType<typeof nuCheck>;
  try {
    checked = nuCheck(files);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  const { errors, warnings } = checked;
  const pagesWithErrors = new Set(errors.map((message) => page(message.url)));

  for (const error of errors) {
    console.error(`error: ${page(error.url)}:${error.lastLine ?? "?"}: ${error.message}${error.extract ? `\n    ${error.extract.trim()}` : ""}`);
  }
  const groups = new Map<string, Set<string>>();
  for (const warning of warnings) {
    const key = grouped(warning.message);
    groups.set(key, (groups.get(key) ?? new Set()).add(page(warning.url)));
  }
  if (groups.size) {
    console.log(`Warnings (${warnings.length}):`);
    for (const [message, pages] of [...groups].sort((a, b) => b[1].size - a[1].size)) {
      console.log(`  ${pages.size} page${pages.size === 1 ? "" : "s"}: ${message}`);
    }
  }
  console.log(`Nu HTML Checker: ${files.length} pages, ${errors.length} errors on ${pagesWithErrors.size} pages, ${warnings.length} warnings.`);

  const reports = path.join(root, ".reports");
  mkdirSync(reports, { recursive: true });
  writeFileSync(
    path.join(reports, "html-check.json"),
    JSON.stringify({ pages: files.length, pagesWithErrors: pagesWithErrors.size, errors: errors.length, warnings: warnings.length }),
  );
  return errors.length === 0 ? 0 : 1;
}

if (require.main === module) process.exit(main());
