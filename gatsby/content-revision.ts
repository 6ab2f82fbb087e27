/**
 * The preview's content revision (races 4 to 7, "The preview's repair", docs/architecture.md):
 * each createPages run in the preview makes the `ContentRevision` node again with a new revision,
 * and every query that reads content reads its id (the `ContentRevision` fragment,
 * src/components/ui/ContentBody.tsx), so Gatsby's own dependency tracking runs it again once the
 * content has settled. A build makes the node once (revision 0).
 */
import type { CreatePagesArgs, GatsbyNode, SourceNodesArgs } from "gatsby";
import { previewing } from "./problems";

export const CONTENT_REVISION_TYPE = "ContentRevision";

type NodeArgs = Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest">;

let revision = 0;

function makeRevisionNode({ actions, createNodeId, createContentDigest }: NodeArgs): void {
  actions.createNode({
    id: createNodeId(CONTENT_REVISION_TYPE),
    revision,
    internal: { type: CONTENT_REVISION_TYPE, contentDigest: createContentDigest({ revision }) },
  });
}

export const sourceContentRevision: GatsbyNode["sourceNodes"] = (args) => makeRevisionNode(args);

/** In the preview, a step of createPages: a new revision. */
export function noteContentRevision(args: CreatePagesArgs): void {
  if (!previewing) return;
  revision += 1;
  makeRevisionNode(args);
}
