/**
 * Content files to typed nodes (onCreateNode): each MDX file of a collection is checked against
 * its schema (src/lib/content-schema.ts) and given the fields the pages and lists read.
 */
import path from "node:path";
import type { CreateNodeArgs } from "gatsby";
import { collections, FIELD_DEFAULTS, formatIssues, referencedImages, validateFrontmatter, type Collection } from "../src/lib/content-schema";
import { includesUnpublished, isoDay, publication } from "../src/lib/publishing";
import { readingMinutes } from "../src/lib/related";
import { bodyPictures, bodyStartLine, pictureFiles, pictureIssues, type BodyPicture } from "../src/mdx/body-pictures";
import { contentText } from "./files";
import { assertReadByReplacement, installFrontmatterReader } from "./overrides/frontmatter-reader";
import { previewing, problemFixed, reportIssues } from "./problems";

interface FileNode {
  sourceInstanceName: string;
  absolutePath: string;
  name: string;
  dir: string;
  internal: { contentDigest: string };
}

installFrontmatterReader();

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
    // Whether each exists is checked on every run (content-query.ts).
    files: valid ? [...referencedImages(frontmatter), ...pictureFiles(pictures)] : [],
  };
}

export type ContentFields = ReturnType<typeof contentFields>;

export function makeContentFields({ node, getNode, actions, reporter }: CreateNodeArgs): void {
  if (node.internal.type !== "Mdx" || !node.parent) return;
  const file = getNode(node.parent) as unknown as FileNode | undefined;
  const collection = file?.sourceInstanceName as Collection | undefined;
  if (!file || !collection || !collections.includes(collection)) return;

  const relativeFile = path.relative(process.cwd(), file.absolutePath);
  assertReadByReplacement(node.body, relativeFile);
  const frontmatter = (node.frontmatter ?? {}) as Record<string, unknown>;
  const body = String(node.body ?? "");
  const pictures = bodyPictures(body, bodyStartLine(contentText(file.absolutePath) ?? body, body));
  const issues = [
    ...validateFrontmatter(collection, frontmatter, relativeFile, { name: file.name }),
    ...pictureIssues(relativeFile, pictures, `${path.relative(process.cwd(), file.dir)}/images`),
  ];
  if (issues.length === 0) problemFixed(relativeFile);
  // The preview prints a problem now; a build stops on it from createPages (problems.ts).
  if (previewing) reportIssues(reporter, issues);

  const fields = contentFields({ collection, name: file.name, frontmatter, body, pictures, problem: issues.length ? formatIssues(issues) : null });
  for (const [name, value] of Object.entries(fields)) actions.createNodeField({ node, name, value });
}
