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
 * Tested by __tests__/dev/2-live.spec.ts and 4-drafts.spec.ts (a new post reaches an open /blog).
 */
import type { CreatePagesArgs, GatsbyNode, SourceNodesArgs } from "gatsby";
import { contentNodes } from "./content-query";
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
