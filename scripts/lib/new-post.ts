/**
 * What `npm run new-post -- "Title"` writes: a draft post with valid front matter and a picture
 * drawn for it. Pure functions; scripts/new-post.ts does the file system.
 */
import { topics, type TopicSlug } from "../../src/config/blog";
import { NEW_POST_PROMPTS } from "../../src/lib/content-schema";
import { theme } from "../../src/styles/theme";

/** The question new-post asks for the post's topics. */
export function topicQuestion(): string {
  return [
    "Which topics is the post about? One to three numbers or names, separated by commas:",
    ...topics.map((topic, index) => `  ${index + 1}. ${topic.name} (${topic.slug})`),
    "Topics: ",
  ].join("\n");
}

/**
 * The topics in an answer such as "1, 3" or "security,business-it", or a sentence saying what is
 * wrong with it.
 */
export function parseTopics(answer: string): { topics: TopicSlug[] } | { problem: string } {
  const parts = answer.split(",").map((part) => part.trim().toLowerCase()).filter(Boolean);
  const chosen: TopicSlug[] = [];
  for (const part of parts) {
    const topic = /^\d+$/.test(part) ? topics[Number(part) - 1] : topics.find((candidate) => candidate.slug === part || candidate.name.toLowerCase() === part);
    if (!topic) return { problem: `"${part}" is not one of the topics: give numbers 1 to ${topics.length} or the names in brackets.` };
    if (!chosen.includes(topic.slug)) chosen.push(topic.slug);
  }
  if (chosen.length < 1 || chosen.length > 3) return { problem: `Choose one to three topics (you gave ${chosen.length}).` };
  return { topics: chosen };
}

/** The new post's file: valid front matter, `draft: true`, prompts to replace and a body outline. */
export function newPostFile(title: string, slug: string, date: string, postTopics: readonly TopicSlug[]): string {
  return [
    "---",
    `title: ${JSON.stringify(title)}`,
    `slug: ${slug}`,
    `date: ${date}`,
    "draft: true",
    `summary: ${JSON.stringify(NEW_POST_PROMPTS.summary)}`,
    `image: ./images/${slug}.png`,
    `imageAlt: ${JSON.stringify(`Illustration for the post "${title}"`)}`,
    "keywords:",
    `  - ${NEW_POST_PROMPTS.keyword}`,
    "topics:",
    ...postTopics.map((topic) => `  - ${topic}`),
    "---",
    "",
    "{/* The opening paragraph: who this post is for and what they will get from it. */}",
    "",
    "## First heading",
    "",
    "{/* Remove draft: true above when the post is ready; the next build publishes it on its date. */}",
    "",
  ].join("\n");
}

/** A small seeded random generator, so a slug always gets the same picture. */
function seeded(text: string): () => number {
  let state = 2166136261;
  for (const char of text) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A 1200 × 630 picture in the site's colours, different for each slug: a screen with text lines
 * and a few floating cards. The author may replace it with artwork of their own.
 */
export function newPostArt(slug: string): string {
  const random = seeded(slug);
  const { colors } = theme;
  const accents = [colors.primary, colors.teal, colors.amber, colors.sky, colors.coral];
  const pick = () => accents[Math.floor(random() * accents.length)];
  const cards = Array.from({ length: 4 }, (_, index) => {
    const x = 700 + Math.round(random() * 200);
    const y = 70 + index * 125 + Math.round(random() * 30);
    return `<rect x="${x}" y="${y}" width="${150 + Math.round(random() * 50)}" height="84" rx="14" fill="${colors.surface}"/>
  <circle cx="${x + 36}" cy="${y + 42}" r="20" fill="${pick()}"/>
  <rect x="${x + 70}" y="${y + 28}" width="${60 + Math.round(random() * 50)}" height="10" rx="5" fill="${colors.muted}"/>
  <rect x="${x + 70}" y="${y + 48}" width="${40 + Math.round(random() * 40)}" height="10" rx="5" fill="${colors.border}"/>`;
  }).join("\n  ");
  const lines = Array.from({ length: 5 }, (_, index) =>
    `<rect x="170" y="${250 + index * 40}" width="${220 + Math.round(random() * 200)}" height="14" rx="7" fill="${index === 0 ? pick() : colors.border}"/>`,
  ).join("\n  ");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${colors.surfaceAlt}"/>
  <circle cx="${200 + Math.round(random() * 800)}" cy="${80 + Math.round(random() * 100)}" r="${90 + Math.round(random() * 60)}" fill="${pick()}" opacity="0.18"/>
  <rect x="0" y="560" width="1200" height="70" fill="${colors.mint}"/>
  <rect x="120" y="130" width="520" height="360" rx="20" fill="${colors.navy}"/>
  <rect x="140" y="150" width="480" height="320" rx="10" fill="${colors.surface}"/>
  <rect x="170" y="180" width="180" height="40" rx="8" fill="${pick()}"/>
  ${lines}
  <rect x="330" y="490" width="100" height="50" fill="${colors.navyDeep}"/>
  <rect x="260" y="540" width="240" height="20" rx="8" fill="${colors.navyDeep}"/>
  ${cards}
</svg>
`;
}
