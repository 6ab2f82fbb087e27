import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { MDXProvider } from "@mdx-js/react";
import styled from "styled-components";
import { mdxComponents } from "../components/mdx";
import { Seo } from "../components/Seo";
import { Container } from "../components/ui/Container";
import { PageIntro } from "../components/ui/PageIntro";
import { Prose } from "../components/ui/Prose";
import { breadcrumbSchema } from "../lib/seo";

const Body = styled(Container)`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.section};
`;

/** A plain text page from content/pages (the terms and privacy policy). */
export default function PageTemplate({ data, children }: PageProps<Queries.PageTemplateQuery>) {
  const { frontmatter } = data.mdx!;
  return (
    <>
      <PageIntro title={frontmatter.title} lead={frontmatter.lead} />
      <Body>
        <Prose>
          <MDXProvider components={mdxComponents}>{children}</MDXProvider>
        </Prose>
      </Body>
    </>
  );
}

export const query = graphql`
  query PageTemplate($id: String!) {
    mdx(id: { eq: $id }) {
      fields { route }
      frontmatter { title lead description keywords }
    }
  }
`;

export function Head({ data }: HeadProps<Queries.PageTemplateQuery>) {
  const { frontmatter, fields } = data.mdx!;
  return (
    <Seo
      title={frontmatter.title}
      description={frontmatter.description ?? ""}
      path={fields.route}
      keywords={frontmatter.keywords}
      schema={[breadcrumbSchema([{ name: frontmatter.title, path: fields.route }])]}
    />
  );
}
