/**
 * What the blog search costs a visitor, measured on a built site (the benchmark and the
 * many-posts check): the indexes' sizes, and in Debian's Chromium with its CPU slowed four times
 * (Lighthouse's mid-range phone), the time from typing a word to the first results and to the
 * posts found in their text, and the bytes fetched for that first search (gzip -9 of each file,
 * as a host compresses them).
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { filesUnder } from "../../gatsby/files";
import { gzipSync } from "node:zlib";
import { PAGEFIND_FOLDER, SEARCH_INDEX_PATH } from "../../src/lib/search-index";
import { withSite } from "./site-browser";
/** Lighthouse's mobile profile slows the CPU four times. */
const CPU_SLOWDOWN = 4;

/** A word the real posts, and so the generated ones, say in their text (not in titles). */
export const SEARCH_WORD = "ransomware";

export interface SearchFigures {
  /** gzip -9 KiB of the title-and-summary index. */
  titleIndex: number;
  /** Pagefind's files: how many, and their raw and gzip -9 KiB. */
  pagefindFiles: number;
  pagefindRaw: number;
  pagefindGzip: number;
  /** The first search: KiB fetched (gzip -9), ms to the first results, ms to the body matches, how many found in text. */
  firstSearchKib: number;
  firstResultsMs: number;
  bodyResultsMs: number;
  bodyMatches: number;
  lines: string[];
}

const gzipKib = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/** Measures the search of the site built in `publicDir`, searching for `word`. */
export async function searchFigures(publicDir: string, word: string): Promise<SearchFigures> {
  const pagefind = filesUnder(path.join(publicDir, PAGEFIND_FOLDER)).map((file) => path.join(publicDir, PAGEFIND_FOLDER, file));
  const titleIndex = gzipKib(path.join(publicDir, SEARCH_INDEX_PATH));
  const pagefindRaw = pagefind.reduce((sum, file) => sum + statSync(file).size, 0) / 1024;
  const pagefindGzip = pagefind.reduce((sum, file) => sum + gzipKib(file), 0);

  return withSite(publicDir, async (site) => {
    const page = await site.newPage({ width: 375, height: 800 });
    const session = await page.context().newCDPSession(page);
    await session.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(`${site.origin}/blog`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");

    const fetched = new Set<string>();
    page.on("request", (request) => fetched.add(new URL(request.url()).pathname));
    const started = Date.now();
    await page.getByRole("searchbox", { name: "Search the blog" }).fill(word);
    // First results: the title-and-summary index has arrived, and cards or the search in the posts' text show.
    await page.waitForFunction(
      (index) => performance.getEntriesByType("resource").some((entry) => entry.name.endsWith(index)) && document.querySelector("main article, main section[aria-labelledby]") !== null,
      SEARCH_INDEX_PATH,
    );
    const firstResultsMs = Date.now() - started;
    const region = page.getByRole("region", { name: "Found in the text of posts" });
    await region.getByRole("status").filter({ hasText: /in (its|their) text\.$|could not be searched/ }).waitFor();
    const bodyResultsMs = Date.now() - started;
    const bodyMatches = await region.getByRole("listitem").count();
    const firstSearchKib = [...fetched]
      .map((route) => path.join(publicDir, decodeURIComponent(route)))
      .filter((file) => file.startsWith(publicDir) && statSync(file, { throwIfNoEntry: false })?.isFile())
      .reduce((sum, file) => sum + gzipKib(file), 0);
    const lines = [
      `search index of titles and summaries ${titleIndex.toFixed(1)} KiB gzip -9; Pagefind ${pagefind.length} files, ${pagefindRaw.toFixed(0)} KiB raw, ${pagefindGzip.toFixed(0)} KiB gzip -9 in all`,
      `first search for “${word}” at ${CPU_SLOWDOWN}x CPU slowdown: ${firstSearchKib.toFixed(1)} KiB fetched (gzip -9), first results in ${firstResultsMs} ms, ${bodyMatches} posts found in their text in ${bodyResultsMs} ms`,
    ];
    return { titleIndex, pagefindFiles: pagefind.length, pagefindRaw, pagefindGzip, firstSearchKib, firstResultsMs, bodyResultsMs, bodyMatches, lines };
  });
}
