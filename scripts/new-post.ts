/**
 * `npm run new-post -- "Title of the post"`: writes content/blog/<slug>.mdx as a draft dated
 * today, with its picture (content/blog/images/<slug>.svg and .png), and prints the file and
 * its preview address. Refuses a slug that another post already has.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { londonDate } from "../src/lib/publishing";
import { newPostArt, newPostFile, slugFromTitle } from "./lib/new-post";
import { rasterise } from "./lib/rasterise";

const root = path.resolve(__dirname, "..");

async function main(): Promise<number> {
  const title = process.argv.slice(2).join(" ").trim();
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
  const images = path.join(blog, "images");
  mkdirSync(images, { recursive: true });
  const svg = path.join(images, `${slug}.svg`);
  writeFileSync(svg, newPostArt(slug));
  await rasterise(svg, path.join(images, `${slug}.png`), 1200);
  writeFileSync(file, newPostFile(title, slug, londonDate()));

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
