/**
 * The blog's search across every post, not only the list page shown:
 *   - the title-and-summary index, one small JSON file of every listed post
 *     (SEARCH_INDEX_PATH, written by gatsby/search.ts), for the specification's
 *     case-insensitive substring match, newest first;
 *   - Pagefind's full-text index of the posts' bodies (PAGEFIND_PATH, written after the build),
 *     for posts that only say the words in their text, listed after, each with an excerpt.
 * Both are fetched when a visitor first types or arrives with ?q=, never with the page.
 */

export const SEARCH_INDEX_PATH = "/blog/search-index.json";
/** Pagefind's browser module, written with its index into public/pagefind/ by gatsby/search.ts. */
export const PAGEFIND_FOLDER = "/pagefind/";
export const PAGEFIND_PATH = `${PAGEFIND_FOLDER}pagefind.js`;
/** The attribute on a post's body that Pagefind indexes (nothing outside it is indexed). */
export const PAGEFIND_BODY = "data-pagefind-body";
/** Words either side of a match in a body match's excerpt. */
export const EXCERPT_WORDS = 24;

/** One listed post in the title-and-summary index. */
export interface SearchEntry {
  route: string;
  title: string;
  summary: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  /** The card image (400 px wide), when the post has one. */
  image: { src: string; width: number; height: number } | null;
}

/** A post found only by its body, with Pagefind's excerpt split at the matched words. */
export interface BodyMatch {
  route: string;
  excerpt: Array<{ text: string; match: boolean }>;
}

/** The card image's one source for the index: the WebP at the card's width, else the fallback. */
export function indexImage(data: { width: number; height: number; images: { fallback?: { src?: string | null } | null; sources?: ReadonlyArray<{ srcSet: string; type?: string | null }> | null } } | null | undefined): SearchEntry["image"] {
  if (!data) return null;
  const webp = data.images.sources?.find((source) => source.type === "image/webp");
  const atWidth = webp?.srcSet
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/))
    .find(([, descriptor]) => descriptor === `${data.width}w`)?.[0];
  const src = atWidth ?? data.images.fallback?.src ?? null;
  return src ? { src, width: data.width, height: data.height } : null;
}

/** "/blog/wifi-fixes/" and "/blog/wifi-fixes" name one post. */
export function sameRoute(a: string, b: string): boolean {
  const trim = (route: string) => route.replace(/\/+$/, "") || "/";
  return trim(a) === trim(b);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", apos: "'" };

/**
 * Pagefind's excerpt ("…the <mark>router</mark> in…", text escaped as HTML) as plain text
 * pieces, so it is shown as text and never as markup.
 */
export function excerptParts(excerpt: string): BodyMatch["excerpt"] {
  const asText = (html: string) => html.replace(/<[^>]*>/g, "").replace(/&(amp|lt|gt|quot|#39|#x27|apos);/g, (_, name: string) => ENTITIES[name]);
  const parts: BodyMatch["excerpt"] = [];
  let last = 0;
  for (const found of excerpt.matchAll(/<mark>([\s\S]*?)<\/mark>/g)) {
    const index = found.index ?? 0;
    parts.push({ text: asText(excerpt.slice(last, index)), match: false }, { text: asText(found[1]), match: true });
    last = index + found[0].length;
  }
  parts.push({ text: asText(excerpt.slice(last)), match: false });
  return parts.filter((part) => part.text !== "");
}

/** Body matches that are not already among the title and summary matches, in Pagefind's order. */
export function onlyInBodies(matches: readonly BodyMatch[], listed: readonly { route: string }[]): BodyMatch[] {
  return matches.filter((match) => !listed.some((entry) => sameRoute(entry.route, match.route)));
}

/** The words of a query, lower-cased, without the punctuation around them ("Backup," -> "backup"). */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter(Boolean);
}

/**
 * Whether a post's text holds every word of the query (as part of a word, so "router" finds
 * "routers"). Pagefind leaves out words it has never seen and stems the rest, so a query of
 * nonsense and common words would otherwise find posts that only hold the common ones.
 */
export function holdsEveryWord(text: string, query: string): boolean {
  const words = queryWords(query);
  const haystack = text.toLowerCase();
  return words.length > 0 && words.every((word) => haystack.includes(word));
}
