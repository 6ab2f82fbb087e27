/**
 * The blog search's two indexes (src/lib/search-index.ts says how the page uses them):
 *   - writeSearchTitles, a step of createPages (so in the preview too, and again whenever a
 *     post changes there): every listed post's route, title, summary, date and card image,
 *     newest first, in public/blog/search-index.json;
 *   - indexPostBodies, a step of onPostBuild: Pagefind's full-text index of the posts' bodies
 *     (only what a post marks with data-pagefind-body) in public/pagefind/. Pagefind runs on
 *     built HTML, so the preview (gatsby develop) has none and the page says so.
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
  // Asked for by id, as the list pages are: in the preview a file with a problem has no front
  // matter, and is never among the listed posts. The card image is asked for with the list
  // pages' own arguments (src/components/blog/PostCard.tsx), so the index names images the
  // build makes anyway.
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
  // A fresh index each build: fragments of a removed or changed post must not stay behind.
  rmSync(output, { recursive: true, force: true });
  // The package's command (its "bin"). Its Node API is an ES module only, which the compiled
  // gatsby-node cannot load, and the package exports no subpath to resolve the command by.
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
  // Pagefind's own ready-made interface is not used (the blog list is the interface).
  for (const unused of ["pagefind-ui.js", "pagefind-ui.css", "pagefind-modular-ui.js", "pagefind-modular-ui.css", "pagefind-component-ui.js", "pagefind-component-ui.css", "pagefind-highlight.js"]) {
    rmSync(path.join(output, unused), { force: true });
  }
}
