/**
 * Generated MDX posts for measuring and testing the blog at sizes it will reach (the benchmark,
 * scripts/check-many-posts.ts): about 800 words each, three headings, one or two topics, and a
 * summary of its own, as real posts have.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { topics } from "../../src/config/blog";

const WORDS = "Backups matter because drives fail without warning and ransomware encrypts whatever it can reach so a tested copy kept away from the computer is the only dependable way back after a bad day in a small office where everyone relies on shared files and e-mail to get through the week".split(" ");
const SUBJECTS = ["backups", "Wi-Fi", "laptops", "passwords", "printers", "Microsoft 365", "websites", "routers", "e-mail", "cloud storage", "antivirus", "VPNs", "servers"];
const OUTCOMES = ["saves an hour a week", "stops most break-ins", "keeps the office working", "pays for itself within a year", "wins more enquiries", "avoids a costly repair"];

export function generatedPost(index: number): string {
  const paragraph = (seed: number) => Array.from({ length: 65 }, (_, i) => WORDS[(seed * 7 + i * 3) % WORDS.length]).join(" ") + ".";
  const date = new Date(Date.UTC(2024, 0, 1) + index * 3_600_000).toISOString().slice(0, 10);
  const subject = SUBJECTS[index % SUBJECTS.length];
  const summary = `Post ${index} on ${subject}: the ${1 + (index % 9)} checks a small business can make today, and why getting ${subject} right ${OUTCOMES[index % OUTCOMES.length]}.`;
  const postTopics = [...new Set([topics[index % topics.length].slug, topics[(index * 3) % topics.length].slug])];
  const sections = [1, 2, 3].map((section) => `## Section ${section} of post ${index}\n\n${paragraph(index + section)}\n\n${paragraph(index * section + 1)}\n\n${paragraph(index + section * 5)}\n\n${paragraph(section)}`);
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
