import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import styled from "styled-components";
import { ContentBody, ContentHead, seoFields } from "../components/ui/ContentBody";
import { ContentProblem, ContentProblemHead } from "../components/ui/ContentProblem";
import { Container } from "../components/ui/Container";
import { PageIntro } from "../components/ui/PageIntro";
import { PublicationLabel } from "../components/ui/PublicationLabel";
import type { ProblemContext } from "./blog-post";
import { StaticIsland } from "../components/ui/StaticIsland";
import { theme } from "../styles/theme";

const Body = styled(Container)`
  max-width: ${theme.layout.readingWidth};
  padding-top: ${theme.space.xxl};
  padding-bottom: ${theme.space.section};
`;

/** A plain text page from content/pages (the terms and privacy policy). */
export default function PageTemplate({ data, pageContext }: PageProps<Queries.PageTemplateQuery, ProblemContext>) {
  if (!data.mdx) return <ContentProblem message={pageContext.problem ?? ""} />;
  const { frontmatter, rendered, fields } = data.mdx;
  return (
    <>
      <PageIntro title={frontmatter.title} lead={frontmatter.lead} />
      <StaticIsland root={Body}>
        <PublicationLabel fields={fields} />
        <ContentBody rendered={rendered} />
      </StaticIsland>
    </>
  );
}

export const query = graphql`
  query PageTemplate($id: String!) {
    ...ContentRevision
    mdx(id: { eq: $id }) {
      ...ContentPageFields
      frontmatter { title lead description keywords }
    }
  }
`;

export function Head({ data }: HeadProps<Queries.PageTemplateQuery>) {
  if (!data.mdx) return <ContentProblemHead />;
  const { frontmatter, fields, rendered } = data.mdx;
  return (
    <ContentHead
      rendered={rendered}
      {...seoFields(frontmatter, fields.route)}
      crumb={frontmatter.title}
    />
  );
}
