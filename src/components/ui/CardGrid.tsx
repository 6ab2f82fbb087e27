import styled, { css } from "styled-components";
import { above } from "../../styles/media";
import { theme } from "../../styles/theme";

/** A list as a grid of one column, without bullets or indent: the cards below, and FeatureList's ticked items. */
export const listGrid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A list laid out as a grid of cards: one column on phones, two from `sm` when `$wide` has
 * more than two, then `$wide` columns from `$from` (default `lg`).
 */
export const CardGrid = styled.ul<{ $wide: number; $from?: "md" | "lg" }>`
  ${listGrid}
  gap: ${theme.space.lg};

  ${({ $from = "lg" }) => ($from === "lg" ? `${above("sm")} { grid-template-columns: repeat(2, minmax(0, 1fr)); }` : "")}
  ${({ $wide, $from = "lg" }) => `${above($from)} { grid-template-columns: repeat(${$wide}, minmax(0, 1fr)); }`}
`;
