/** Pure helpers for the blog list and posts: dates as the site writes them, and search. */

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * "2025-10-28" -> "October 28, 2025" (the spec's date style), independent of time zone.
 * Spelt out rather than through Intl.DateTimeFormat, whose set-up on a phone costs more than
 * the whole of the rest of a card's first render in the browser (the blog list has dozens).
 */
export function formatPostDate(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: ${iso}`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export interface SearchablePost {
  title: string;
  summary: string;
  /** ISO date, used for ordering. */
  date: string;
}

/**
 * Posts whose title or summary contains the query (case-insensitive, surrounding spaces
 * ignored), newest first. An empty query keeps every post.
 */
export function filterPosts<Post extends SearchablePost>(posts: readonly Post[], query: string): Post[] {
  // Plain lower-casing and ISO-string order, not the locale-aware versions: those set up
  // locale data on first use, which on a phone is most of the blog list's first render.
  const needle = query.trim().toLowerCase();
  return posts
    .filter((post) => needle === "" || post.title.toLowerCase().includes(needle) || post.summary.toLowerCase().includes(needle))
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** The sentence announced after each search. */
export function resultsMessage(count: number, query: string): string {
  const posts = count === 1 ? "1 post" : `${count} posts`;
  return query.trim() ? `${posts} matching “${query.trim()}”` : `${posts}`;
}

/** Reads the search from an address's query string (?q=...). */
export function queryFromSearch(search: string): string {
  return new URLSearchParams(search).get("q") ?? "";
}

/** The query string for a search ("" when there is none). */
export function searchForQuery(query: string): string {
  return query ? `?${new URLSearchParams({ q: query }).toString()}` : "";
}
