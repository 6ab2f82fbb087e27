import React from "react";
import { graphql } from "gatsby";
import { Seo, type SeoProps } from "../Seo";
import { ContentProblem } from "./ContentProblem";
import { RenderedCss, RenderedProse } from "./Prose";

/** A body as the fragment below reads it. */
type Rendered = Queries.ContentPageFieldsFragment["rendered"];

/**
 * @public a GraphQL fragment (Gatsby collects fragments from the queries files export): what
 * every content page's template reads of its file beside its front matter, its body as rendered
 * (ContentBody, ContentHead) and its address and publication state (PublicationLabel).
 */
export const query = graphql`
  fragment ContentPageFields on Mdx {
    fields { route draft scheduled }
    rendered { html css problem }
  }
`;

/**
 * @public a GraphQL fragment, spread into every query that reads content (the content
 * templates, the blog's lists, the service cards, the menus' service links): in the preview it
 * reruns the query once a change has settled (gatsby/content-revision.ts). It reads the node's
 * id alone, so the query's result changes only with the content.
 */
export const revisionQuery = graphql`
  fragment ContentRevision on Query {
    contentRevision { id }
  }
`;

/**
 * A content file's body, rendered to HTML at build time (src/mdx/render.tsx), or in the preview
 * the problem that stopped it rendering, in its place.
 */
export function ContentBody({ rendered }: { rendered: Rendered }) {
  return rendered.problem ? <ContentProblem message={rendered.problem} headingLevel={2} /> : <RenderedProse html={rendered.html} />;
}

/** The Seo fields most content pages take straight from their front matter and route. */
export function seoFields(frontmatter: { readonly title: string; readonly description?: string | null; readonly keywords: readonly string[] }, path: string) {
  return { title: frontmatter.title, description: frontmatter.description ?? "", path, keywords: frontmatter.keywords };
}

/** A content page's Head: its Seo, with the CSS of the components its body uses. */
export function ContentHead({ rendered, children, ...seo }: SeoProps & { rendered: Rendered }) {
  return (
    <Seo {...seo}>
      {children}
      <RenderedCss text={rendered.css} />
    </Seo>
  );
}
