/**
 * Content files to typed nodes (Gatsby's onCreateNode): each MDX file in a collection folder of
 * content/ is checked against its schema (src/lib/content-schema.ts) and given the fields the
 * pages, lists and templates read. Docs: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateNode
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode, Node, ParentSpanPluginArgs } from "gatsby";
import { collections, FIELD_DEFAULTS, formatIssues, frontMatterSyntaxProblem, referencedImages, UNREADABLE_FRONT_MATTER, validateFrontmatter, type Collection } from "../src/lib/content-schema";
import { includesUnpublished, isoDay, publication } from "../src/lib/publishing";
import { readingMinutes } from "../src/lib/related";
import { bodyPictures, bodyStartLine, pictureFiles, pictureIssues, type BodyPicture } from "../src/mdx/body-pictures";
import { assertReadByReplacement, installFrontmatterReader } from "./overrides/frontmatter-reader";
import { md5 } from "./digest";
import { assertDigestIsMd5, contentNodeMade } from "./overrides/lost-changes";
import { previewing, problemFixed, reportIssues } from "./problems";

interface FileNode {
  sourceInstanceName: string;
  absolutePath: string;
  name: string;
  dir: string;
  internal: { contentDigest: string };
}

/**
 * In the preview: whether a content file changed on disk since this node was read (an editor's
 * save caught half done: emptied, not yet written again, as decap-server's saves from the
 * editor often are). Its problems are passing: the file is read again (overrides/lost-changes.ts),
 * so they are not printed; its page shows them until then.
 */
function readHalfSaved(file: FileNode): boolean {
  if (!previewing) return false;
  try {
    return md5(readFileSync(file.absolutePath)) !== file.internal.contentDigest;
  } catch {
    return false;
  }
}

// Front matter read by gatsby-plugin-mdx: cached under the text read, and a YAML error reported
// as one line naming the file and the line (overrides/frontmatter-reader.ts).
installFrontmatterReader(UNREADABLE_FRONT_MATTER, frontMatterSyntaxProblem);

/** A content file's text, for the lines its body's pictures are on; null if it went meanwhile. */
function sourceOf(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

function isContentFile(node: Node): node is Node & FileNode {
  return node.internal.type === "File" && typeof node.absolutePath === "string" && node.absolutePath.endsWith(".mdx") && collections.includes(node.sourceInstanceName as Collection);
}

/** The fields every content node carries (the schema's MdxFields, gatsby/schema.ts). */
export function contentFields({ collection, name, frontmatter, body, pictures = [], problem }: { collection: Collection; name: string; frontmatter: Record<string, unknown>; body: string; pictures?: readonly BodyPicture[]; problem: string | null }) {
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
    listed: published && (typeof frontmatter.listed === "boolean" ? frontmatter.listed : FIELD_DEFAULTS.listed),
    readingMinutes: readingMinutes(body),
    // For createPages (related posts), readable even when the front matter is not.
    date: isoDay(frontmatter.date),
    keywords: valid ? (frontmatter.keywords as string[]) : [],
    // For createPages (topic pages); posts only.
    topics: valid && collection === "blog" ? (frontmatter.topics as string[]) : [],
    // The pictures the file names and its body shows; whether each exists is checked on every
    // run (gatsby/content-query.ts).
    files: valid ? [...referencedImages(frontmatter), ...pictureFiles(pictures)] : [],
  };
}

export type ContentFields = ReturnType<typeof contentFields>;

export const makeContentFields: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, reporter }) => {
  if (node.internal.type !== "Mdx" || !node.parent) return;
  const file = getNode(node.parent) as unknown as FileNode | undefined;
  const collection = file?.sourceInstanceName as Collection | undefined;
  if (!file || !collection || !collections.includes(collection)) return;

  const relativeFile = path.relative(process.cwd(), file.absolutePath);
  assertReadByReplacement(node.body, relativeFile);
  const frontmatter = (node.frontmatter ?? {}) as Record<string, unknown>;
  const body = String(node.body ?? "");
  const pictures = bodyPictures(body, bodyStartLine(sourceOf(file.absolutePath) ?? body, body));
  const issues = [
    ...validateFrontmatter(collection, frontmatter, relativeFile, { name: file.name }),
    ...pictureIssues(relativeFile, pictures, `${path.relative(process.cwd(), file.dir)}/images`),
  ];
  if (issues.length === 0) problemFixed(relativeFile);
  // The preview prints a problem as the file is read; a build stops on it once every node is
  // made (content-query.ts, from createPages), not here, while Gatsby is still writing nodes.
  if (previewing && !readHalfSaved(file)) reportIssues(reporter, issues);

  const fields = contentFields({ collection, name: file.name, frontmatter, body, pictures, problem: issues.length ? formatIssues(issues) : null });
  for (const [name, value] of Object.entries(fields)) actions.createNodeField({ node, name, value });
  if (previewing) contentNodeMade(file.absolutePath);
};

/**
 * On every build (Gatsby's onPostBootstrap): the first content file's digest is the MD5 of its
 * bytes, as the preview's repair assumes (overrides/lost-changes.ts).
 */
export function checkContentDigest({ getNodesByType }: ParentSpanPluginArgs): void {
  if (previewing) return;
  const first = getNodesByType("File").find(isContentFile);
  if (!first) throw new Error("No content file was found under content/: the build has nothing to check its digest against");
  assertDigestIsMd5(first.absolutePath, first.internal.contentDigest);
}
