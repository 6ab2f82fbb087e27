/**
 * Drafts and scheduled posts. A content file with `draft: true`, or a post dated after today
 * (in the UK), is unpublished: the preview (`npm start`) shows it with a label, a production
 * build leaves it out of everything (page, lists, search, related posts, sitemap, feed) unless
 * INCLUDE_UNPUBLISHED=true (a staging build). A daily rebuild publishes scheduled posts on their day.
 */
import { formatPostDate } from "./blog";

export interface Publication {
  draft: boolean;
  /** Dated after today: published by the first build on or after its date. */
  scheduled: boolean;
}

/** Today's date in the UK (Europe/London), as YYYY-MM-DD. */
export function londonDate(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** A front-matter date (YAML may have made it a Date) as YYYY-MM-DD, or "" when it is not one. */
export function isoDay(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value.trim()) ? value.trim().slice(0, 10) : "";
}

export function publication(frontmatter: { draft?: unknown; date?: unknown }, today: string = londonDate()): Publication {
  const day = isoDay(frontmatter.date);
  return { draft: frontmatter.draft === true, scheduled: day !== "" && day > today };
}

/** Whether drafts and scheduled posts get pages: in the preview, or a build with INCLUDE_UNPUBLISHED=true. */
export function includesUnpublished(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === "development" || env.INCLUDE_UNPUBLISHED === "true";
}

/** The label an unpublished file carries in the preview, or null for a published one. */
export function publicationLabel({ draft, scheduled }: Publication, date?: string | null): string | null {
  if (draft) return "Draft: not on the live site";
  if (scheduled && date) {
    // Written as the post's own date beside it is (src/lib/blog.ts).
    return `Scheduled: goes live on ${formatPostDate(date)}`;
  }
  return null;
}

/**
 * What the clock decides in a build: whether unpublished files are included, which files are
 * still scheduled (dated after today), and the year (the about page counts the years since the
 * business began; every page's footer shows it). Gatsby keeps content nodes between runs, so a
 * change here must start from a clean cache (gatsby/build-inputs.ts): a build after `npm start`
 * would keep the preview's drafts, and a post reaching its date would stay unpublished. A day on
 * which no post reaches its date changes none of it, so the cache is kept.
 * `dates` maps each content file to its front matter's date.
 */
export function publicationContext(dates: Record<string, unknown>, env: NodeJS.ProcessEnv = process.env, now: Date = new Date()): string {
  const today = londonDate(now);
  const scheduled = Object.keys(dates)
    .filter((file) => isoDay(dates[file]) > today)
    .sort();
  return JSON.stringify({ includesUnpublished: includesUnpublished(env), year: now.getFullYear(), scheduled });
}
