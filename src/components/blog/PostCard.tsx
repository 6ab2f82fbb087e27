import React from "react";
import { graphql, Link } from "gatsby";
import { formatPostDate } from "../../lib/blog";
import styled from "styled-components";
import { Picture } from "../ui/Picture";
import { PublicationLabel } from "../ui/PublicationLabel";
import { VisuallyHidden } from "../ui/VisuallyHidden";
import { theme } from "../../styles/theme";

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};

  h2, h3 { font-size: ${theme.fontSizes.lg}; margin-bottom: ${theme.space.sm}; }
  h2 a, h3 a { color: inherit; text-decoration: none; }
  h2 a:hover, h3 a:hover { text-decoration: underline; }
  p { color: ${theme.colors.muted}; font-size: ${theme.fontSizes.sm}; }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  padding: ${theme.space.lg};
`;

const DateLine = styled.time`
  display: block;
  margin-bottom: ${theme.space.xs};
  font-size: ${theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${theme.colors.teal};
`;

const ReadMore = styled(Link)`
  margin-top: auto;
  font-weight: 600;
`;

/** @public a GraphQL fragment: Gatsby collects fragments from the queries files export. */
export const query = graphql`
  fragment PostCardFields on Mdx {
    fields { route draft scheduled }
    frontmatter {
      title
      summary
      date(formatString: "YYYY-MM-DD")
      imageAlt
      image { childImageSharp { gatsbyImageData(width: 400, aspectRatio: 1.905) } }
    }
  }
`;

export interface PostCardProps {
  post: Queries.PostCardFieldsFragment;
  headingLevel?: 2 | 3;
  eager?: boolean;
}

/** A blog post's card: image, date, title, summary and a Read More link. */
export function PostCard({ post, headingLevel = 2, eager }: PostCardProps) {
  const { title, summary, date, imageAlt } = post.frontmatter;
  const image = post.frontmatter.image?.childImageSharp?.gatsbyImageData ?? null;
  return (
    <PostCardView
      route={post.fields.route}
      title={title}
      summary={summary ?? ""}
      date={date ?? ""}
      headingLevel={headingLevel}
      picture={image ? <Picture image={image} alt={imageAlt ?? ""} eager={eager} /> : null}
      label={<PublicationLabel fields={post.fields} date={date} />}
    />
  );
}

export interface PostCardViewProps {
  route: string;
  title: string;
  summary: string;
  /** ISO date. */
  date: string;
  picture: React.ReactNode;
  label?: React.ReactNode;
  headingLevel?: 2 | 3;
}

/** The card itself, for a post from a page's query (PostCard) or from the search index. */
export function PostCardView({ route, title, summary, date, picture, label, headingLevel = 2 }: PostCardViewProps) {
  const Heading = `h${headingLevel}` as "h2" | "h3";
  return (
    <Card>
      {picture}
      <Body>
        {label}
        <DateLine dateTime={date}>{formatPostDate(date)}</DateLine>
        <Heading>
          <Link to={route}>{title}</Link>
        </Heading>
        <p>{summary}</p>
        <ReadMore to={route}>
          Read More<VisuallyHidden>: {title}</VisuallyHidden>
        </ReadMore>
      </Body>
    </Card>
  );
}
