/**
 * The preview's content revision, so that every query that reads the content runs again once
 * the content has settled. Gatsby runs queries while it applies a file's change (a round of
 * queries takes node changes at once, and runs createPages again after it), and a query that
 * runs meanwhile can read a node whose fields are not made yet, or fail on a node deleted as it
 * reads; Gatsby marks it clean all the same, so it is not run again ("The preview's repair",
 * races 4 and 5, docs/architecture.md). So in the preview, each createPages run, which comes
 * after every change has been applied, makes a new revision (noteContentRevision), and:
 * - the list queries and the static queries that read content (/blog and its topics, the
 *   service cards, the menus' service links) read the `ContentRevision` node, which is made
 *   again, so Gatsby's own dependency tracking runs them again, in the way a site's settings are
 *   often made a node (sourceNodes + createContentDigest);
 * - each content page's context carries the revision (pageRevision), and Gatsby runs a page's
 *   query again when createPage gives it another context.
 * A build makes the node once and adds nothing to a page's context.
 * Tested by __tests__/dev/2-live.spec.ts and 4-drafts.spec.ts (a new post reaches an open /blog)
 * and __tests__/unit/gatsby/content-revision.test.ts.
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

/** In the preview, what a content page's context adds: the revision (a build adds nothing). */
export const pageRevision = (): { revision?: number } => (previewing ? { revision } : {});
