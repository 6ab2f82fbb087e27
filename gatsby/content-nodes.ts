/**
 * Content files to typed nodes (Gatsby's onCreateNode): each MDX file in a collection folder of
 * content/ is checked against its schema (src/lib/content-schema.ts) and given the fields the
 * pages, lists and templates read. Docs: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateNode
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import { collections, formatIssues, frontMatterSyntaxProblem, UNREADABLE_FRONT_MATTER, validateFrontmatter, type Collection } from "../src/lib/content-schema";
import { includesUnpublished, isoDay, publication } from "../src/lib/publishing";
import { readingMinutes } from "../src/lib/related";
import { assertDigestIsMd5, repairFrontmatterReader, staleDigestRepair, type FrontmatterModule } from "./overrides/content-files";
import { previewing, problemFixed, reportIssues } from "./problems";

interface FileNode {
  sourceInstanceName: string;
  absolutePath: string;
  name: string;
  dir: string;
}

// Front matter read by gatsby-plugin-mdx: cached under the text read, and a YAML error reported
// as one line naming the file, the line and the column (overrides/content-files.ts).
// eslint-disable-next-line @typescript-eslint/no-require-imports
repairFrontmatterReader(require("gatsby-plugin-mdx/dist/frontmatter") as FrontmatterModule, UNREADABLE_FRONT_MATTER, frontMatterSyntaxProblem);

const repairStaleDigest = staleDigestRepair();
let digestChecked = false;

function isContentFile(node: Node): node is Node & FileNode {
  return node.internal.type === "File" && typeof node.absolutePath === "string" && node.absolutePath.endsWith(".mdx") && collections.includes(node.sourceInstanceName as Collection);
}

/**
 * In the preview, a content file digested half-written is digested again; in a build, the first
 * content file proves the digest is what that repair assumes (overrides/content-files.ts).
 */
function checkDigest(node: Node): void {
  if (!isContentFile(node)) return;
  if (previewing) repairStaleDigest(node.absolutePath, node.internal.contentDigest);
  else if (!digestChecked) {
    assertDigestIsMd5(node.absolutePath, node.internal.contentDigest);
    digestChecked = true;
  }
}

/** The fields every content node carries (the schema's MdxFields, gatsby/schema.ts). */
export function contentFields({ collection, name, frontmatter, body, problem }: { collection: Collection; name: string; frontmatter: Record<string, unknown>; body: string; problem: string | null }) {
  const valid = problem === null;
  const { draft, scheduled } = publication(frontmatter);
  const published = valid && ((!draft && !scheduled) || includesUnpublished());
  const declaredRoute = typeof frontmatter.route === "string" && frontmatter.route.startsWith("/") ? frontmatter.route : "";
  return {
    collection,
    slug: name,
    route: collection === "blog" ? `/blog/${name}` : declaredRoute,
    problem,
    draft,
    scheduled,
    published,
    listed: published && frontmatter.listed !== false,
    readingMinutes: readingMinutes(body),
    // For createPages (related posts), readable even when the front matter is not.
    date: isoDay(frontmatter.date),
    keywords: valid ? (frontmatter.keywords as string[]) : [],
    // For createPages (topic pages); posts only.
    topics: valid && collection === "blog" ? (frontmatter.topics as string[]) : [],
  };
}

export type ContentFields = ReturnType<typeof contentFields>;

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, reporter }) => {
  checkDigest(node);
  if (node.internal.type !== "Mdx" || !node.parent) return;
  const file = getNode(node.parent) as unknown as FileNode | undefined;
  const collection = file?.sourceInstanceName as Collection | undefined;
  if (!file || !collection || !collections.includes(collection)) return;

  const relativeFile = path.relative(process.cwd(), file.absolutePath);
  const frontmatter = (node.frontmatter ?? {}) as Record<string, unknown>;
  const issues = validateFrontmatter(collection, frontmatter, relativeFile, {
    name: file.name,
    fileExists: (relativePath) => existsSync(path.resolve(file.dir, relativePath)),
  });
  if (issues.length === 0) problemFixed(relativeFile);
  reportIssues(reporter, issues);

  const fields = contentFields({ collection, name: file.name, frontmatter, body: String(node.body ?? ""), problem: issues.length ? formatIssues(issues) : null });
  for (const [name, value] of Object.entries(fields)) actions.createNodeField({ node, name, value });
};
