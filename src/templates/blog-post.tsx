import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import styled from "styled-components";
import { PostCard } from "../components/blog/PostCard";
import { TopicLinks } from "../components/blog/TopicLinks";
import { PostPromo } from "../components/blog/PostPromo";
import { Breadcrumbs } from "../components/ui/Breadcrumbs";
import { CardGrid } from "../components/ui/CardGrid";
import { ContentBody, ContentHead } from "../components/ui/ContentBody";
import { ContentProblem, ContentProblemHead } from "../components/ui/ContentProblem";
import { Container, GUTTERS } from "../components/ui/Container";
import { Picture, PicturePreload } from "../components/ui/Picture";
import { PageTitle } from "../components/ui/PageTitle";
import { PublicationLabel } from "../components/ui/PublicationLabel";
import { links } from "../config/navigation";
import { formatPostDate } from "../lib/blog";
import { PAGEFIND_BODY } from "../lib/search-index";
import { blogPostingSchema, breadcrumbSchema, sharingImage } from "../lib/seo";
import { StaticIsland } from "../components/ui/StaticIsland";
import { theme } from "../styles/theme";
import { below, notPrinted } from "../styles/media";

const Article = styled.article`
  padding-top: ${theme.space.xl};
  padding-bottom: ${theme.space.xxl};
`;

const Narrow = styled(Container)`
  max-width: calc(${theme.layout.readingWidth} + 2 * ${GUTTERS.wide});
`;

const Meta = styled.p`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

/**
 * A portrait or square banner (a photo taken on a phone held upright) is cropped about its centre
 * to 4:3 of the column's width (the screen's width less the gutters, at most the reading width),
 * so the post's text still starts on the first screen; a landscape one is drawn whole.
 */
const Banner = styled.div`
  margin: ${theme.space.lg} 0 ${theme.space.xl};
  border-radius: ${theme.radii.lg};
  overflow: hidden;

  img {
    object-fit: cover;
    max-height: calc(min(100vw - 2 * ${GUTTERS.wide}, ${theme.layout.readingWidth}) * 0.75);

    ${below("sm")} { max-height: calc((100vw - 2 * ${GUTTERS.narrow}) * 0.75); }
  }
`;

const Related = styled.section`
  background: ${theme.colors.surfaceAlt};
  padding: ${theme.space.section} 0;

  ${notPrinted}
`;

type PostFrontmatter = NonNullable<Queries.BlogPostTemplateQuery["mdx"]>["frontmatter"];

/** The post's banner, drawn above its text: its own, or its card image when it names none. */
const bannerOf = (frontmatter: PostFrontmatter) => frontmatter.banner?.childImageSharp?.gatsbyImageData ?? frontmatter.image?.childImageSharp?.banner ?? null;

/** Set, in the preview only, on the page of a file with a problem (gatsby/pages.ts). */
export interface ProblemContext {
  problem?: string;
}

export default function BlogPostTemplate({ data, pageContext }: PageProps<Queries.BlogPostTemplateQuery, ProblemContext>) {
  if (!data.mdx) return <ContentProblem message={pageContext.problem ?? ""} />;
  const post = data.mdx;
  const { frontmatter, fields } = post;
  const banner = bannerOf(frontmatter);
  const bannerAlt = frontmatter.banner ? frontmatter.bannerAlt : frontmatter.imageAlt;
  const isoDate = frontmatter.date ?? "";

  return (
    <>
      <StaticIsland root={Article} data-area="post">
        <Narrow>
          <Breadcrumbs trail={[{ name: "Blog", path: links.blog.to }, { name: frontmatter.title, path: fields.route }]} />
          <header>
            <PublicationLabel fields={fields} date={isoDate} />
            <PageTitle>{frontmatter.title}</PageTitle>
            <Meta>
              {`${fields.draft || fields.scheduled ? "Dated" : "Published on"} `}
              <time dateTime={isoDate}>{formatPostDate(isoDate)}</time> · {fields.readingMinutes} min read
            </Meta>
            <TopicLinks topics={frontmatter.topics ?? []} />
          </header>
          {banner ? (
            <Banner>
              <Picture image={banner} alt={bannerAlt ?? ""} eager />
            </Banner>
          ) : null}
          {/* Only the post's own text goes into the blog's full-text search (gatsby/search.ts). */}
          <div {...{ [PAGEFIND_BODY]: "" }}>
            <ContentBody rendered={post.rendered} />
          </div>
          <PostPromo />
        </Narrow>
      </StaticIsland>

      {data.related.nodes.length > 0 ? (
        <StaticIsland root={Related} aria-labelledby="related-heading">
          <Container>
            <h2 id="related-heading">Related articles</h2>
            <CardGrid $wide={3} $from="md">
              {data.related.nodes.map((related) => (
                <li key={related.fields.route}>
                  <PostCard headingLevel={3} post={related} />
                </li>
              ))}
            </CardGrid>
          </Container>
        </StaticIsland>
      ) : null}
    </>
  );
}

export const query = graphql`
  query BlogPostTemplate($id: String!, $relatedIds: [String!]!) {
    ...ContentRevision
    mdx(id: { eq: $id }) {
      ...ContentPageFields
      fields { readingMinutes }
      frontmatter {
        title
        summary
        keywords
        topics
        date(formatString: "YYYY-MM-DD")
        imageAlt
        bannerAlt
        banner { childImageSharp { gatsbyImageData(width: 760) } }
        image {
          childImageSharp {
            banner: gatsbyImageData(width: 760)
            og: resize(width: 1200, height: 630, cropFocus: CENTER) { src width height }
          }
        }
      }
    }
    related: allMdx(filter: { id: { in: $relatedIds } }, sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]) {
      nodes {
        ...PostCardFields
      }
    }
  }
`;

export function Head({ data }: HeadProps<Queries.BlogPostTemplateQuery>) {
  if (!data.mdx) return <ContentProblemHead />;
  const { frontmatter, fields, rendered } = data.mdx;
  const image = sharingImage(frontmatter.image?.childImageSharp?.og, frontmatter.imageAlt);
  return (
    <ContentHead
      rendered={rendered}
      title={frontmatter.title}
      description={frontmatter.summary ?? ""}
      path={fields.route}
      keywords={frontmatter.keywords}
      image={image}
      type="article"
      schema={[
        blogPostingSchema({
          title: frontmatter.title,
          description: frontmatter.summary ?? "",
          path: fields.route,
          datePublished: frontmatter.date ?? "",
          image,
          keywords: frontmatter.keywords,
        }),
        breadcrumbSchema([
          { name: "Blog", path: links.blog.to },
          { name: frontmatter.title, path: fields.route },
        ]),
      ]}
    >
      <meta property="article:published_time" content={frontmatter.date ?? ""} />
      <PicturePreload image={bannerOf(frontmatter)} />
    </ContentHead>
  );
}
