/**
 * The content nodes as every createPages step reads them (pages.ts, search.ts,
 * content-revision.ts): their fields, with each file's problem, newest first.
 * A file's problem includes the pictures it names that do not exist, or cannot be read
 * (unreadable-pictures.ts). They are checked here, on every run, and not when the node is made:
 * a picture can be deleted, added back or replaced while its content file stays the same, and
 * Gatsby then makes no node again. A build stops on such a picture whether or not its cache was
 * kept; the preview shows the problem at the file's address until the picture is put right.
 * A build stops here on every problem found, in the front matter, the body's pictures or the
 * pictures named, all at once (problems.ts, stopOnContentProblems), but for drafts, which it
 * leaves out (it warns of their problems).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { formatIssues, missingFiles } from "../src/lib/content-schema";
import { includesUnpublished } from "../src/lib/publishing";
import type { ContentFields } from "./content-nodes";
import { previewing, problemFixed, reportIssues, stopOnContentProblems } from "./problems";
import { unreadablePictures } from "./unreadable-pictures";
import { contentRead } from "./overrides/lost-changes";

export interface ContentNode {
  id: string;
  /** The node's fields; `published` and `listed` are false for a file with a problem. */
  fields: ContentFields;
  /** The content file, relative to the project. */
  file: string;
  contentDigest: string;
}

interface QueriedNode {
  id: string;
  fields: ContentFields;
  internal: { contentFilePath: string; contentDigest: string };
}

/**
 * In the preview, only the nodes whose fields are made: Gatsby can run createPages while
 * onCreateNode is still making a changed file's fields (overrides/lost-changes.ts, which runs it
 * again once they are). A build makes every node's fields before createPages.
 */
const FINISHED_NODES = "(filter: { fields: { collection: { ne: null } } })";

/** Every content node, newest first (the slug breaks ties), each with its problem, if any. */
export async function contentNodes({ graphql, reporter }: Pick<CreatePagesArgs, "graphql" | "reporter">): Promise<ContentNode[]> {
  // The preview's repair runs createPages again for a node finished after this read (overrides/lost-changes.ts).
  if (previewing) contentRead();
  // Fields only: a file with a problem may lack required front matter.
  const result = await graphql<{ allMdx: { nodes: QueriedNode[] } }>(`
    query ContentNodes {
      allMdx${previewing ? FINISHED_NODES : ""} {
        nodes {
          id
          fields { collection route slug published listed problem date keywords topics draft scheduled readingMinutes files { field path line } }
          internal { contentFilePath contentDigest }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the content files", result.errors);
    return [];
  }
  const nodes = [];
  for (const node of result.data.allMdx.nodes) {
    const file = path.relative(process.cwd(), node.internal.contentFilePath);
    const folder = path.dirname(node.internal.contentFilePath);
    const missing = node.fields.problem ? [] : missingFiles(file, node.fields.files, (relative) => existsSync(path.resolve(folder, relative)));
    const unreadable = node.fields.problem ? [] : await unreadablePictures(file, node.fields.files);
    const issues = [...missing, ...unreadable];
    if (previewing) reportIssues(reporter, issues);
    const problem = node.fields.problem ?? (issues.length ? formatIssues(issues) : null);
    if (!problem) problemFixed(file);
    const sound = problem === null;
    nodes.push({
      id: node.id,
      fields: { ...node.fields, problem, published: node.fields.published && sound, listed: node.fields.listed && sound },
      file,
      contentDigest: node.internal.contentDigest,
    });
  }
  if (!previewing) {
    // A draft left out of the build may hold a problem: its author saved it as a draft to finish later.
    const leftOut = (fields: ContentFields) => fields.draft && !includesUnpublished();
    for (const { file, fields } of nodes) if (fields.problem && leftOut(fields)) reporter.warn(`${file} is a draft with a problem, left out of this build as every draft is:\n${fields.problem}`);
    stopOnContentProblems(reporter, nodes.flatMap(({ file, fields }) => (fields.problem && !leftOut(fields) ? [{ file, problem: fields.problem }] : [])));
  }
  return nodes.sort((a, b) => b.fields.date.localeCompare(a.fields.date) || a.fields.slug.localeCompare(b.fields.slug));
}
