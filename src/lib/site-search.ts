/**
 * Fetches the blog search's indexes in the browser (src/lib/search-index.ts), each once per
 * visit and only when first asked for: never during a page's first load.
 */
import { type BodyMatch, EXCERPT_WORDS, excerptParts, holdsEveryWord, PAGEFIND_PATH, SEARCH_INDEX_PATH, type SearchEntry } from "./search-index";

/** What the list says when no post matches the search (the specification's words). */
export const NO_POSTS_MESSAGE = "No blog posts match your search.";

/** The most body matches fetched for one search (each costs Pagefind a small fragment request). */
const MAX_BODY_MATCHES = 12;

/** Whether full-text search exists here: Pagefind indexes the built site, not the preview. */
export const FULL_TEXT_SEARCH = process.env.NODE_ENV === "production";

let titleIndex: Promise<SearchEntry[]> | null = null;

/** Every listed post's title, summary, date and card image, newest first. */
export function loadTitleIndex(): Promise<SearchEntry[]> {
  // The preview rewrites the index as authors save posts, so there each search asks again.
  if (!FULL_TEXT_SEARCH) titleIndex = null;
  titleIndex ??= fetch(SEARCH_INDEX_PATH, { credentials: "same-origin", cache: FULL_TEXT_SEARCH ? "default" : "no-store" })
    .then((response) => {
      if (!response.ok) throw new Error(`${SEARCH_INDEX_PATH} answered ${response.status}`);
      return response.json() as Promise<SearchEntry[]>;
    })
    .catch((error: unknown) => {
      titleIndex = null; // the next keystroke tries again
      throw error;
    });
  return titleIndex;
}

interface PagefindResult {
  data(): Promise<{ url: string; excerpt: string; content: string }>;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  search(term: string): Promise<{ results: PagefindResult[] } | null>;
}

let pagefind: Promise<Pagefind> | null = null;

function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (import(/* webpackIgnore: true */ PAGEFIND_PATH) as Promise<Pagefind>)
    .then(async (module) => {
      await module.options({ excerptLength: EXCERPT_WORDS });
      return module;
    })
    .catch((error: unknown) => {
      pagefind = null;
      throw error;
    });
  return pagefind;
}

/** Posts whose bodies hold every word of the query, best first, each with its excerpt. */
export async function searchBodies(query: string): Promise<BodyMatch[]> {
  if (!FULL_TEXT_SEARCH || query.trim() === "") return [];
  const found = await (await loadPagefind()).search(query.trim());
  if (!found) return []; // a newer search replaced this one
  const data = await Promise.all(found.results.slice(0, MAX_BODY_MATCHES).map((result) => result.data()));
  return data.filter(({ content }) => holdsEveryWord(content, query)).map(({ url, excerpt }) => ({ route: url, excerpt: excerptParts(excerpt) }));
}
