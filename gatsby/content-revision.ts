/**
 * The preview's content revision: one node, `ContentRevision`, that the list queries (/blog and
 * its topics, the service cards, the menus' service links) read, so that Gatsby's own
 * dependency tracking runs them again whenever any content file changes, in the way a site's
 * settings are often made a node (sourceNodes + createContentDigest).
 * A query that is running when a file changes does not see that change: Gatsby clears a query's
 * dependencies as it starts and marks it clean as it ends. createPages runs after every change
 * has settled and before the queries run, so its first step (noteContentRevision) makes this
 * node again whenever the content nodes differ from the last time, and every query that reads
 * it runs again.
 * A content page's own query is run again in the same way through its context (pageRevision):
 * in the preview its context carries its node's digest, so the first createPages that reads the
 * finished node of a changed file marks the page's query to run again (Gatsby runs a page's
 * query again when createPage gives it another context), even when that query last ran against
 * the node before its fields were made (docs/architecture.md, "The preview's repair", race 4).
 * Tested by __tests__/dev/2-live.spec.ts and 4-drafts.spec.ts (a new post reaches an open /blog)
 * and __tests__/unit/gatsby/content-revision.test.ts.
 */
import type { CreatePagesArgs, GatsbyNode, SourceNodesArgs } from "gatsby";
import { contentNodes, type ContentNode } from "./content-query";
import { previewing } from "./problems";

export const CONTENT_REVISION_TYPE = "ContentRevision";

type NodeArgs = Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest">;

let revision = 0;
let signature = "";

function makeRevisionNode({ actions, createNodeId, createContentDigest }: NodeArgs): void {
  actions.createNode({
    id: createNodeId(CONTENT_REVISION_TYPE),
    revision,
    internal: { type: CONTENT_REVISION_TYPE, contentDigest: createContentDigest({ revision }) },
  });
}

export const sourceContentRevision: GatsbyNode["sourceNodes"] = (args) => makeRevisionNode(args);

/** In the preview, a step of createPages: a new revision when any content node changed. */
export async function noteContentRevision(args: CreatePagesArgs): Promise<void> {
  if (!previewing) return;
  const nodes = contentNodes();
  const next = args.createContentDigest(nodes);
  if (next === signature) return;
  signature = next;
  revision += 1;
  makeRevisionNode(args);
}

/** In the preview, what a content page's context adds: its node's digest (a build adds nothing). */
export const pageRevision = (node: Pick<ContentNode, "contentDigest">): { revision?: string } => (previewing ? { revision: node.contentDigest } : {});
