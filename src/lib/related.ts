/** Picks the posts most like a given post, for "Related articles" under each post. */
export interface RelatedCandidate {
  id: string;
  topics: readonly string[];
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
 * The `count` posts most like `post`: first those sharing the most of its topics, then, among
 * them, those whose keywords share its rarer words (a word in every post's keywords, such as
 * the town most posts name, weighs nothing: log of posts over posts using it), then the newer.
 * Posts sharing nothing still fill the list, newest first, so every post shows `count` links.
 */
export function relatedPosts(post: RelatedCandidate, all: readonly RelatedCandidate[], count = 3): string[] {
  const own = words(post.keywords);
  const others = all.filter((other) => other.id !== post.id).map((other) => ({ other, words: words(other.keywords) }));
  const using = new Map<string, number>();
  for (const entry of others) for (const word of entry.words) using.set(word, (using.get(word) ?? 0) + 1);
  const weight = (word: string) => Math.log((others.length + 1) / (1 + (using.get(word) ?? 0)));
  return others
    .map(({ other, words: theirs }) => ({
      other,
      topics: other.topics.filter((topic) => post.topics.includes(topic)).length,
      score: [...theirs].filter((word) => own.has(word)).reduce((sum, word) => sum + weight(word), 0),
    }))
    .sort((a, b) => b.topics - a.topics || b.score - a.score || b.other.date.localeCompare(a.other.date))
    .slice(0, count)
    .map(({ other }) => other.id);
}

/** Estimated reading time in whole minutes at 200 words a minute (at least one). */
export function readingMinutes(body: string): number {
  const count = body.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(count / 200));
}
