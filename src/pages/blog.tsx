import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import styled from "styled-components";
import { BlogList } from "../components/blog/BlogList";
import { Seo } from "../components/Seo";
import { Container } from "../components/ui/Container";
import { PageIntro } from "../components/ui/PageIntro";
import { breadcrumbSchema } from "../lib/seo";

const Body = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.section};
`;

export default function BlogPage({ data, location }: PageProps<Queries.BlogListPageQuery>) {
  return (
    <>
      <PageIntro
        title="Blog"
        lead="Practical advice on PCs, business IT, security and websites for homes and small businesses around Leighton Buzzard."
      />
      <Body>
        <BlogList posts={data.allMdx.nodes} search={location.search} />
      </Body>
    </>
  );
}

export const query = graphql`
  query BlogListPage {
    # Reruns this query in the preview when a post gets its fields (gatsby/overrides/content-revision.ts).
    contentRevision { revision }
    allMdx(
      filter: { fields: { collection: { eq: "blog" }, listed: { eq: true } } }
      # The slug breaks ties, so posts of one day keep one order in every build.
      sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]
    ) {
      nodes {
        ...PostCardFields
      }
    }
  }
`;

export const Head: HeadFC = () => (
  <Seo
    title="Blog: IT Tips for Homes and Small Businesses"
    description="Practical articles on PC repairs, backups, Wi-Fi, cyber security, Microsoft 365 and websites from our Linslade IT team, for homes and small businesses."
    path="/blog"
    keywords={["IT blog", "PC tips", "small business IT advice", "web design advice", "Leighton Buzzard"]}
    schema={[breadcrumbSchema([{ name: "Blog", path: "/blog" }])]}
  />
);
