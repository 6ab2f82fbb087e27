import React from "react";
import styled from "styled-components";
import { ButtonLink } from "../ui/Button";
import { Callout } from "./Callout";
import { ContactLinks } from "./ContactLinks";
import { Faq, FaqItem } from "./Faq";
import { FeatureList } from "./FeatureList";
import { MdxLink } from "./MdxLink";
import { PlanBox } from "./PlanBox";
import { Section } from "./Section";

const TableScroll = styled.div`
  overflow-x: auto;
  margin: ${({ theme }) => theme.space.lg} 0;

  table { border-collapse: collapse; width: 100%; min-width: 32rem; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  th, td { text-align: left; vertical-align: top; padding: 0.6rem 0.75rem; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  th { background: ${({ theme }) => theme.colors.surfaceAlt}; color: ${({ theme }) => theme.colors.navy}; }
`;

/** A Markdown table; its name (from its headings, src/lib/mdx-tables.ts) goes on the scrolling region. */
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
  ButtonLink,
  Callout,
  ContactLinks,
  Faq,
  FaqItem,
  FeatureList,
  PlanBox,
  Section,
};
