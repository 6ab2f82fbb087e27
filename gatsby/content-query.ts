/**
 * The content as every createPages step reads it: each content node's fields with the file's
 * problem, newest first, read once per run (readContent) and handed to the later steps
 * (contentNodes). The pictures a file names are checked here, on every run, as a picture can
 * change while its content file stays the same.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { formatIssues, missingFiles, type ContentIssue } from "../src/lib/content-schema";
import type { ContentFields } from "./content-nodes";
import { unreadablePictures } from "./unreadable-pictures";

export interface ContentNode {
  id: string;
  /** The node's fields; `published` and `listed` are false for a file with a problem. */
  fields: ContentFields;
  /** The content file, relative to the project. */
  file: string;
  contentDigest: string;
  /** The problems of the pictures it names, found in this read. */
  pictureIssues: ContentIssue[];
}

interface QueriedNode {
  id: string;
  fields: ContentFields;
  internal: { contentFilePath: string; contentDigest: string };
}

/** In the preview, only nodes whose fields are made (race 2: lost-changes.ts runs createPages again once they are). */
const FINISHED_NODES = process.env.NODE_ENV === "development" ? "(filter: { fields: { collection: { ne: null } } })" : "";

let read: ContentNode[] = [];

/** A step of createPages: reads every content node, each with its problem, if any. */
export async function readContent({ graphql, reporter }: Pick<CreatePagesArgs, "graphql" | "reporter">): Promise<void> {
  read = [];
  // Fields only: a file with a problem may lack required front matter.
  const result = await graphql<{ allMdx: { nodes: QueriedNode[] } }>(`
    query ContentNodes {
      allMdx${FINISHED_NODES} {
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
    return;
  }
  const nodes: ContentNode[] = [];
  for (const { id, fields, internal } of result.data.allMdx.nodes) {
    const file = path.relative(process.cwd(), internal.contentFilePath);
    const folder = path.dirname(internal.contentFilePath);
    const pictureIssues = fields.problem ? [] : [...missingFiles(file, fields.files, (relative) => existsSync(path.resolve(folder, relative))), ...(await unreadablePictures(file, fields.files))];
    const problem = fields.problem ?? (pictureIssues.length ? formatIssues(pictureIssues) : null);
    const sound = problem === null;
    nodes.push({ id, fields: { ...fields, problem, published: fields.published && sound, listed: fields.listed && sound }, file, contentDigest: internal.contentDigest, pictureIssues });
  }
  read = nodes.sort((a, b) => b.fields.date.localeCompare(a.fields.date) || a.fields.slug.localeCompare(b.fields.slug));
}

/** Every content node, newest first (the slug breaks ties), as this createPages run read them. */
export const contentNodes = (): readonly ContentNode[] => read;
