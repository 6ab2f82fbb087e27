/** Pure helpers for the blog list and posts: dates as the site writes them, and search. */

/** "2025-10-28" -> "October 28, 2025" (the spec's date style), independent of time zone. */
export function formatPostDate(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: ${iso}`);
  return new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(date);
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
  const needle = query.trim().toLocaleLowerCase("en-GB");
  return posts
    .filter(
      (post) =>
        needle === "" ||
        post.title.toLocaleLowerCase("en-GB").includes(needle) ||
        post.summary.toLocaleLowerCase("en-GB").includes(needle),
    )
    .sort((a, b) => b.date.localeCompare(a.date));
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
