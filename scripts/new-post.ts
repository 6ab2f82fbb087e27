/**
 * `npm run new-post -- "Title of the post"`: asks for the post's topics, then writes
 * content/blog/<slug>.mdx as a draft dated today, with its picture
 * (content/blog/images/<slug>.svg and .png), and prints the file and its preview address.
 * Refuses a slug that another post already has. `--topics security,business-it` answers the
 * question ahead; answers may also come on standard input (one line).
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import type { TopicSlug } from "../src/config/blog";
import { londonDate } from "../src/lib/publishing";
import { slugFromTitle } from "../src/lib/slug";
import { newPostArt, newPostFile, parseTopics, topicQuestion } from "./lib/new-post";
import { rasterise } from "./lib/rasterise";

const root = path.resolve(__dirname, "..");

/** Asks for the topics until the answer is good; null when input ends first. */
async function askTopics(): Promise<TopicSlug[] | null> {
  const lines = createInterface({ input: process.stdin, output: process.stdout, terminal: Boolean(process.stdin.isTTY) });
  try {
    process.stdout.write(topicQuestion());
    for await (const line of lines) {
      const answer = parseTopics(line);
      if ("topics" in answer) return answer.topics;
      process.stdout.write(`${answer.problem}\nTopics: `);
    }
    return null;
  } finally {
    lines.close();
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const flag = args.indexOf("--topics");
  const given = flag > -1 ? args.splice(flag, 2)[1] ?? "" : null;
  const title = args.join(" ").trim();
  if (!title) {
    console.error('Give the post\'s title: npm run new-post -- "Title of the post"');
    return 1;
  }
  const slug = slugFromTitle(title);
  if (!slug) {
    console.error(`"${title}" has no letters or digits to make the post's address from; choose another title.`);
    return 1;
  }
  const blog = path.join(root, "content", "blog");
  const file = path.join(blog, `${slug}.mdx`);
  if (existsSync(file)) {
    console.error(`content/blog/${slug}.mdx already exists: /blog/${slug} is taken. Choose another title, or edit that file.`);
    return 1;
  }
  let postTopics: TopicSlug[] | null;
  if (given !== null) {
    const answer = parseTopics(given);
    if ("problem" in answer) {
      console.error(`--topics ${given}: ${answer.problem}`);
      return 1;
    }
    postTopics = answer.topics;
  } else {
    postTopics = await askTopics();
  }
  if (!postTopics) {
    console.error("\nNo topics were given, so nothing was written. Answer the question, or give --topics security,business-it.");
    return 1;
  }
  const images = path.join(blog, "images");
  mkdirSync(images, { recursive: true });
  const svg = path.join(images, `${slug}.svg`);
  writeFileSync(svg, newPostArt(slug));
  await rasterise(svg, path.join(images, `${slug}.png`), 1200);
  writeFileSync(file, newPostFile(title, slug, londonDate(), postTopics));

  const port = process.env.PORT ?? "8000";
  console.log(`Wrote content/blog/${slug}.mdx (a draft) and its picture content/blog/images/${slug}.png`);
  console.log(`With npm start running, see it at http://127.0.0.1:${port}/blog/${slug}`);
  console.log("Fill in summary, keywords and imageAlt, write the post, then remove draft: true to publish it.");
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
