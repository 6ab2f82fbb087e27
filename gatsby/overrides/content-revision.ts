/**
 * Override: the preview's content revision, a node the list queries (/blog, the service
 * cards) read as `contentRevision`, so that they run again after content changes.
 * Relies on (gatsby 5.16.1): a query run clears the query's dependencies when it starts and
 * marks it done when it ends (`PAGE_QUERY_RUN` sets `dirty = 0`), so a change made while a list
 * query runs is forgotten: a post saved meanwhile (`npm run new-post` draws a picture first,
 * which starts a run) had its page but stayed off /blog until the next edit. createPages runs
 * once the content has settled and before queries run: when the content changed since the last
 * time, it makes this node again, and every query that reads it runs again.
 * Guarded by __tests__/dev/2-live.spec.ts and 4-drafts.spec.ts (a new post reaches the open /blog).
 */
import { createHash } from "node:crypto";
import type { GatsbyNode, SourceNodesArgs } from "gatsby";

export const CONTENT_REVISION_TYPE = "ContentRevision";

let revision = 0;
let signature = "";

function makeRevisionNode({ actions, createNodeId }: Pick<SourceNodesArgs, "actions" | "createNodeId">): void {
  actions.createNode({
    id: createNodeId(CONTENT_REVISION_TYPE),
    revision,
    internal: { type: CONTENT_REVISION_TYPE, contentDigest: String(revision) },
  });
}

export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => makeRevisionNode(args);

/** In the preview, called by createPages with every content node: a new revision when any changed. */
export function noteContent(nodes: readonly unknown[], args: Pick<SourceNodesArgs, "actions" | "createNodeId">): void {
  const next = createHash("md5").update(JSON.stringify(nodes)).digest("hex");
  if (next === signature) return;
  signature = next;
  revision += 1;
  makeRevisionNode(args);
}
