/**
 * The blog search's two indexes (src/lib/search-index.ts): the listed posts' titles, summaries,
 * dates and card images, newest first (a step of createPages, so the preview has it too), and
 * Pagefind's full-text index of the built posts' bodies (a step of onPostBuild; the preview has
 * none and the page says so).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BuildArgs, CreatePagesArgs } from "gatsby";
import { indexImage, PAGEFIND_FOLDER, SEARCH_INDEX_PATH, type SearchEntry } from "../src/lib/search-index";
import { contentNodes } from "./content-query";

interface IndexedPost {
  id: string;
  fields: { route: string };
  frontmatter: {
    title: string;
    summary: string | null;
    date: string;
    image: { childImageSharp: { gatsbyImageData: Parameters<typeof indexImage>[0] } | null } | null;
  };
}

/** A step of createPages: writes the title-and-summary index of the listed posts, newest first. */
export async function writeSearchTitles({ graphql, reporter }: CreatePagesArgs): Promise<void> {
  const ids = contentNodes().filter((node) => node.fields.collection === "blog" && node.fields.listed).map((node) => node.id);
  // By id, as the list pages ask (a file with a problem is never listed), and the card image with
  // PostCard's own arguments, so the index names images the build makes anyway.
  const result = await graphql<{ allMdx: { nodes: IndexedPost[] } }>(
    `
      query BlogSearchIndex($ids: [String!]!) {
        allMdx(filter: { id: { in: $ids } }) {
          nodes {
            id
            fields { route }
            frontmatter {
              title
              summary
              date(formatString: "YYYY-MM-DD")
              image { childImageSharp { gatsbyImageData(width: 400, aspectRatio: 1.905) } }
            }
          }
        }
      }
    `,
    { ids },
  );
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the posts for the blog's search index", result.errors);
    return;
  }
  const byId = new Map(result.data.allMdx.nodes.map((node) => [node.id, node]));
  const entries: SearchEntry[] = ids.flatMap((id) => {
    const node = byId.get(id);
    if (!node) return [];
    const { fields, frontmatter } = node;
    return [{ route: fields.route, title: frontmatter.title, summary: frontmatter.summary ?? "", date: frontmatter.date, image: indexImage(frontmatter.image?.childImageSharp?.gatsbyImageData) }];
  });
  const file = path.join(path.resolve("public"), SEARCH_INDEX_PATH);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(entries));
}

/** A step of onPostBuild: runs Pagefind over the built posts; stops the build, with Pagefind's words, if it fails. */
export function indexPostBodies({ reporter }: BuildArgs): void {
  const publicDir = path.resolve("public");
  const output = path.join(publicDir, PAGEFIND_FOLDER);
  // A fresh index each build: no fragment of a removed post stays.
  rmSync(output, { recursive: true, force: true });
  // The package's command: its Node API is an ES module only, which the compiled gatsby-node cannot load.
  const bin = path.resolve("node_modules", "pagefind", "lib", "runner", "bin.cjs");
  if (!existsSync(bin)) {
    reporter.panicOnBuild(`Pagefind's command is missing (${path.relative(process.cwd(), bin)}): run npm install`);
    return;
  }
  const result = spawnSync(process.execPath, [bin, "--site", publicDir, "--glob", "blog/**/*.html", "--force-language", "en", "--quiet"], { encoding: "utf8" });
  if (result.status !== 0) {
    reporter.panicOnBuild(`Pagefind could not index the blog (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
    return;
  }
  // Pagefind's ready-made interface is not used: the blog list is the interface.
  for (const unused of ["pagefind-ui.js", "pagefind-ui.css", "pagefind-modular-ui.js", "pagefind-modular-ui.css", "pagefind-component-ui.js", "pagefind-component-ui.css", "pagefind-highlight.js"]) {
    rmSync(path.join(output, unused), { force: true });
  }
}
