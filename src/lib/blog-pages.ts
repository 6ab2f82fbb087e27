/**
 * Pure helpers for the blog's list pages: which posts go on which page, and each page's
 * address. Used at build time (gatsby/pages.ts) and by the pages themselves.
 */

export interface ListPage<Item> {
  /** The page's address: "/blog", "/blog/page/2", "/blog/topics/security/page/3". */
  path: string;
  /** 1-based. */
  page: number;
  pages: number;
  items: Item[];
}

/** The address of page `page` of a list whose first page is `base`. */
export function listPagePath(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}

/**
 * Splits items (already in order) into pages of `perPage`. An empty list still has its first
 * page, which says so.
 */
export function paginate<Item>(items: readonly Item[], perPage: number, base: string): Array<ListPage<Item>> {
  if (!Number.isInteger(perPage) || perPage < 1) throw new Error(`perPage must be a whole number of at least 1, not ${perPage}`);
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  return Array.from({ length: pages }, (_, index) => ({
    path: listPagePath(base, index + 1),
    page: index + 1,
    pages,
    items: items.slice(index * perPage, (index + 1) * perPage),
  }));
}

export type PageLink = { kind: "page"; page: number; current: boolean } | { kind: "gap" };

/**
 * The numbered links of a list's page navigation: the first and last pages, the current one
 * and its neighbours, and a gap where pages are left out ("1 … 4 5 6 … 34").
 */
export function pageLinks(current: number, pages: number): PageLink[] {
  const shown = new Set([1, pages, current - 1, current, current + 1].filter((page) => page >= 1 && page <= pages));
  // A gap of one page would hide no more than it takes: show that page instead.
  for (const page of [2, pages - 1]) if (shown.has(page - 1) && shown.has(page + 1)) shown.add(page);
  const sorted = [...shown].sort((a, b) => a - b);
  const links: PageLink[] = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1] > 1) links.push({ kind: "gap" });
    links.push({ kind: "page", page, current: page === current });
  });
  return links;
}

/** The first page of a topic's list of posts. */
export function topicPath(slug: string): string {
  return `/blog/topics/${slug}`;
}
