import React from "react";
import { graphql, Link, useStaticQuery } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import styled from "styled-components";
import { toServiceCards } from "../../lib/service-cards";
import { listGrid } from "../ui/CardGrid";
import { above } from "../../styles/media";
import { Picture } from "../ui/Picture";
import { theme } from "../../styles/theme";

/** Cards a row on wide screens (two from `sm`, one on phones). */
const COLUMNS = 4;

/** Rows of cards whose last row, when not full, is centred rather than left with empty places. */
const Grid = styled.ul`
  ${listGrid}
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.lg};

  > li { flex: 0 0 100%; }
  ${above("sm")} { > li { flex-basis: calc((100% - ${theme.space.lg}) / 2); } }
  ${above("lg")} { > li { flex-basis: calc((100% - ${COLUMNS - 1} * ${theme.space.lg}) / ${COLUMNS}); } }
`;

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  transition: transform 0.15s ease, box-shadow 0.15s ease;

  &:hover { transform: translateY(-3px); box-shadow: ${theme.shadows.raised}; }
  &:focus-within { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }

  h3 { font-size: ${theme.fontSizes.lg}; margin-bottom: ${theme.space.sm}; }
  h3 a { color: inherit; text-decoration: none; }
  h3 a:focus-visible { outline: none; }
  /* The whole card is the link's click area. */
  h3 a::after { content: ""; position: absolute; inset: 0; }
  p { color: ${theme.colors.muted}; margin: 0; }
`;

const Body = styled.div`
  padding: ${theme.space.lg};
  flex: 1;
  display: flex;
  flex-direction: column;
`;

const More = styled.span`
  margin-top: auto;
  padding-top: ${theme.space.md};
  font-weight: 600;
  color: ${theme.colors.primary};
`;

/** @public a GraphQL fragment: Gatsby collects fragments from the queries files export. */
export const query = graphql`
  fragment ServiceCardImage on File {
    childImageSharp {
      gatsbyImageData(width: 400, aspectRatio: 1.5)
    }
  }
`;

/** The seven service cards, straight from content/services. */
export function ServiceCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const data = useStaticQuery<Queries.ServiceCardsQuery>(graphql`
    query ServiceCards {
      ...ContentRevision
      # Sorted here too, so the query's result is the same in every build, whatever the node order.
      allMdx(filter: { fields: { collection: { eq: "services" }, listed: { eq: true } } }, sort: [{ frontmatter: { order: ASC } }, { fields: { route: ASC } }]) {
        nodes {
          fields { route }
          frontmatter {
            order
            imageAlt
            card { title description }
            image { ...ServiceCardImage }
          }
        }
      }
    }
  `);
  const cards = toServiceCards(data.allMdx.nodes);
  const Heading = `h${headingLevel}` as "h2" | "h3";

  return (
    <Grid>
      {cards.map((card) => {
        const image = (card.image?.childImageSharp?.gatsbyImageData ?? null) as IGatsbyImageData | null;
        return (
          <Card key={card.link}>
            {image ? <Picture image={image} alt={card.alt} /> : null}
            <Body>
              <Heading>
                <Link to={card.link}>{card.title}</Link>
              </Heading>
              <p>{card.description}</p>
              <More aria-hidden="true">Learn more →</More>
            </Body>
          </Card>
        );
      })}
    </Grid>
  );
}
