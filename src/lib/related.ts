/** Picks the posts most like a given post, for "Related articles" under each post. */
export interface RelatedCandidate {
  id: string;
  keywords: readonly string[];
  date: string;
}

function words(keywords: readonly string[]): Set<string> {
  return new Set(
    keywords
      .flatMap((keyword) => keyword.toLowerCase().split(/[^a-z0-9]+/))
      .filter((word) => word.length > 2),
  );
}

/**
 * The `count` posts sharing the most keyword words with `post`; ties go to the newer post.
 * Posts sharing nothing still fill the list, newest first, so every post shows `count` links.
 */
export function relatedPosts(post: RelatedCandidate, all: readonly RelatedCandidate[], count = 3): string[] {
  const own = words(post.keywords);
  return all
    .filter((other) => other.id !== post.id)
    .map((other) => ({ other, score: [...words(other.keywords)].filter((word) => own.has(word)).length }))
    .sort((a, b) => b.score - a.score || b.other.date.localeCompare(a.other.date))
    .slice(0, count)
    .map(({ other }) => other.id);
}

/** Estimated reading time in whole minutes at 200 words a minute (at least one). */
export function readingMinutes(body: string): number {
  const count = body.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(count / 200));
}
