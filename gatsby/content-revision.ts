/**
 * The preview's content revision, so that every query that reads the content runs again once
 * the content has settled. Gatsby runs queries while it applies a file's change (a round of
 * queries takes node changes at once, and runs createPages again after it), and a query that
 * runs meanwhile can read a node whose fields are not made yet, or fail on a node deleted as it
 * reads; Gatsby marks it clean all the same, so it is not run again ("The preview's repair",
 * races 4 and 5, docs/architecture.md). So in the preview each createPages run, which comes
 * after every change has been applied, makes the `ContentRevision` node again with a new
 * revision (noteContentRevision), and every query that reads content (the content templates,
 * the blog's lists, the service cards, the menus' service links) reads that node through the
 * `ContentRevision` fragment (src/components/ui/ContentBody.tsx), so Gatsby's own dependency
 * tracking runs it again: the way a site's settings are often made a node (sourceNodes +
 * createContentDigest).
 * The queries read the node's id alone: a query run again gives the same result unless what else
 * it reads has changed, so Gatsby writes nothing new (a static query's result written again is
 * a file a page opened meanwhile can read half-written: race 7).
 * It is a node, not a value in each page's context: a new context on every page would also make
 * Gatsby's development 404 page's query stale on every change, and a page opened meanwhile waits
 * up to 15 s for it before the preview knows which page it shows, so a change made in those
 * seconds never reaches it (race 6, docs/architecture.md).
 * A build makes the node once (revision 0).
 * Tested by __tests__/dev/2-live.spec.ts and 4-drafts.spec.ts, and
 * __tests__/unit/gatsby/content-revision.test.ts.
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
