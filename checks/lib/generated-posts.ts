/**
 * Generated MDX posts for measuring and testing the blog at sizes it will reach (the benchmark,
 * checks/many-posts.ts): about 800 words each, three headings, one or two topics, and a
 * summary of its own, as real posts have. Their paragraphs are runs of the real posts' own words,
 * taken from a different place in each, so the full-text search index holds the vocabulary and
 * variety a real blog's would.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { topics } from "../../src/config/blog";

const POSTS = path.resolve(__dirname, "../../content/blog");
const WORDS = readdirSync(POSTS)
  .filter((name) => name.endsWith(".mdx") && !name.startsWith("generated-post-"))
  .flatMap((name) =>
    matter(readFileSync(path.join(POSTS, name), "utf8"))
      .content.replace(/<[^>]*>|[#*_`>|[\]{}]|\(\S*\)/g, " ")
      .split(/\s+/)
      .filter((word) => /^[A-Za-z][A-Za-z'’-]*[.,]?$/.test(word)),
  );
const SUBJECTS = ["backups", "Wi-Fi", "laptops", "passwords", "printers", "Microsoft 365", "websites", "routers", "e-mail", "cloud storage", "antivirus", "VPNs", "servers"];
const OUTCOMES = ["saves an hour a week", "stops most break-ins", "keeps the office working", "pays for itself within a year", "wins more enquiries", "avoids a costly repair"];

function generatedPost(index: number): string {
  // 65 consecutive words from a place in the real posts that differs with the seed.
  const paragraph = (seed: number) => {
    const start = (seed * 7919 + index * 104_729) % WORDS.length;
    return Array.from({ length: 65 }, (_, i) => WORDS[(start + i) % WORDS.length]).join(" ").replace(/[.,]?$/, ".");
  };
  const date = new Date(Date.UTC(2024, 0, 1) + index * 3_600_000).toISOString().slice(0, 10);
  const subject = SUBJECTS[index % SUBJECTS.length];
  const summary = `Post ${index} on ${subject}: the ${1 + (index % 9)} checks a small business can make today, and why getting ${subject} right ${OUTCOMES[index % OUTCOMES.length]}.`;
  const postTopics = [...new Set([topics[index % topics.length].slug, topics[(index * 3) % topics.length].slug])];
  const sections = [1, 2, 3].map((section) => `## Section ${section} of post ${index}\n\n${[0, 1, 2, 3].map((part) => paragraph(section * 4 + part)).join("\n\n")}`);
  return [
    "---",
    `title: "Generated post ${index}"`,
    `slug: generated-post-${index}`,
    `date: ${date}`,
    `summary: ${JSON.stringify(summary)}`,
    "image: ./images/wifi-fixes.png",
    'imageAlt: "A router with signal arcs"',
    "keywords:",
    `  - benchmark ${index % 17}`,
    "  - backup",
    "topics:",
    ...postTopics.map((topic) => `  - ${topic}`),
    "---",
    "",
    sections.join("\n\n"),
    "",
  ].join("\n");
}

/** Writes `count` generated posts into a project copy's content/blog. */
export function writeGeneratedPosts(copy: string, count: number): void {
  const blog = path.join(copy, "content", "blog");
  for (let index = 1; index <= count; index += 1) writeFileSync(path.join(blog, `generated-post-${index}.mdx`), generatedPost(index));
}
