import React from "react";
import styled from "styled-components";
import { ButtonAnchor } from "../components/ui/ButtonAnchor";
import { Callout } from "../components/mdx/Callout";
import { ContactLinks } from "../components/mdx/ContactLinks";
import { Faq, FaqItem } from "../components/mdx/Faq";
import { FeatureList } from "../components/mdx/FeatureList";
import { MdxLink } from "../components/mdx/MdxLink";
import { PlanBox } from "../components/mdx/PlanBox";
import { PostalAddress } from "../components/mdx/PostalAddress";
import { Section } from "../components/mdx/Section";
import { theme } from "../styles/theme";

/**
 * A table's scrolling region. When the table is wider than the screen, a shadow shows at each
 * edge that hides more of it, and goes once that edge is scrolled to: the white covers scroll
 * with the table ("local") and hide the shadows, which stay put, at the ends.
 */
const TableScroll = styled.div`
  overflow-x: auto;
  margin: ${theme.space.lg} 0;
  background:
    linear-gradient(to right, ${theme.colors.surface} 30%, rgba(255, 255, 255, 0)) left center / 2.5rem 100% no-repeat local,
    linear-gradient(to left, ${theme.colors.surface} 30%, rgba(255, 255, 255, 0)) right center / 2.5rem 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgba(15, 42, 74, 0.28), rgba(15, 42, 74, 0)) left center / 1rem 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgba(15, 42, 74, 0.28), rgba(15, 42, 74, 0)) right center / 1rem 100% no-repeat scroll;

  table { border-collapse: collapse; width: 100%; min-width: 32rem; font-size: ${theme.fontSizes.sm}; }
  th, td { text-align: left; vertical-align: top; padding: 0.6rem 0.75rem; border-bottom: 1px solid ${theme.colors.border}; }
  th { background: ${theme.colors.surfaceAlt}; color: ${theme.colors.navy}; }
`;

/** A Markdown table; its name (from its headings, rehype-tables.ts) goes on the scrolling region. */
function Table({ "aria-label": label, ...props }: React.TableHTMLAttributes<HTMLTableElement>) {
  return (
    <TableScroll tabIndex={0} role="region" aria-label={`${label ?? "Table"} (scrolls sideways on small screens)`}>
      <table {...props} />
    </TableScroll>
  );
}

/** Everything an MDX file in content/ may use without importing it. */
export const mdxComponents = {
  a: MdxLink,
  table: Table,
  ButtonLink: ButtonAnchor,
  Callout,
  ContactLinks,
  Faq,
  FaqItem,
  FeatureList,
  PlanBox,
  PostalAddress,
  Section,
};
