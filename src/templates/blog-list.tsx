import React, { useMemo } from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import styled from "styled-components";
import { BlogList } from "../components/blog/BlogList";
import { hydrateLater } from "../components/ui/hydrateLater";
import { Pagination } from "../components/blog/Pagination";
import { TopicNav } from "../components/blog/TopicLinks";
import { Seo } from "../components/Seo";
import { PicturePreload } from "../components/ui/Picture";
import { Breadcrumbs, type Crumb } from "../components/ui/Breadcrumbs";
import { Container } from "../components/ui/Container";
import { PageIntro } from "../components/ui/PageIntro";
import { blogIntro, topicBySlug } from "../config/blog";
import { links } from "../config/navigation";
import { listPagePath } from "../lib/blog-pages";
import { breadcrumbSchema } from "../lib/seo";
import { theme } from "../styles/theme";

const Body = styled(Container)`
  padding-top: ${theme.space.xxl};
  padding-bottom: ${theme.space.section};
`;

/** Set by gatsby/pages.ts for each page of the blog and of each topic. */
export interface BlogListContext {
  ids: string[];
  page: number;
  pages: number;
  /** The list's first page: "/blog" or "/blog/topics/<topic>". */
  base: string;
  topic: string | null;
}

/** What a list page is: its heading, lead, words for search engines and breadcrumb trail. */
function describe({ topic: slug, base, page, pages }: BlogListContext) {
  const topic = slug ? topicBySlug(slug) : undefined;
  const ofPages = pages > 1 ? ` (page ${page} of ${pages})` : "";
  const trail: Crumb[] = [{ name: blogIntro.title, path: links.blog.to }];
  if (topic) trail.push({ name: topic.name, path: base });
  if (page > 1) trail.push({ name: `Page ${page}`, path: listPagePath(base, page) });
  return {
    title: topic ? topic.name : blogIntro.title,
    lead: topic ? topic.description : blogIntro.lead,
    seoTitle: `${topic ? `${topic.name}: IT Articles` : blogIntro.seoTitle}${ofPages}`,
    description: `${topic ? topic.description : blogIntro.description}${ofPages}`,
    label: topic ? `${topic.name} posts` : "the blog",
    trail,
  };
}

/** The search and its list start after the rest of the page (hydrateLater), at once if the visitor uses them first. */
const LaterBlogList = hydrateLater(BlogList);

export default function BlogListTemplate({ data, pageContext, location }: PageProps<Queries.BlogListTemplateQuery, BlogListContext>) {
  const page = describe(pageContext);
  const { base, page: number, pages } = pageContext;
  // One element while the page stays the same, so the later list's memo holds through a render
  // of the page (hydrateLater).
  const pagination = useMemo(
    () => <Pagination base={base} page={number} pages={pages} label={page.label} />,
    [base, number, pages, page.label],
  );
  return (
    <>
      <PageIntro title={page.title} lead={page.lead} />
      <Body>
        {page.trail.length > 1 ? <Breadcrumbs trail={page.trail} /> : null}
        <TopicNav current={pageContext.topic} />
        <LaterBlogList posts={data.allMdx.nodes} search={location.search}>
          {pagination}
        </LaterBlogList>
      </Body>
    </>
  );
}

export const query = graphql`
  query BlogListTemplate($ids: [String!]!) {
    ...ContentRevision
    # The slug breaks ties, so posts of one day keep one order in every build.
    allMdx(filter: { id: { in: $ids } }, sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]) {
      nodes {
        ...PostCardFields
      }
    }
  }
`;

export function Head({ data, pageContext }: HeadProps<Queries.BlogListTemplateQuery, BlogListContext>) {
  const page = describe(pageContext);
  return (
    <Seo
      title={page.seoTitle}
      description={page.description}
      path={listPagePath(pageContext.base, pageContext.page)}
      keywords={blogIntro.keywords}
      schema={[breadcrumbSchema(page.trail)]}
    >
      {/* The first card's picture, the list's largest paint on a phone (BlogList). */}
      <PicturePreload image={data.allMdx.nodes[0]?.frontmatter.image?.childImageSharp?.gatsbyImageData} />
    </Seo>
  );
}
