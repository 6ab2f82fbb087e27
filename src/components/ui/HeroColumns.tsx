import styled from "styled-components";
import { above } from "../../styles/media";
import { Container } from "./Container";
import { theme } from "../../styles/theme";

/**
 * A hero's two columns, words then picture, stacked below `md`; `$words` is the words column's
 * share of the width against the picture's 1 (in fr).
 */
export const HeroColumns = styled(Container)<{ $words: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.xl};
  align-items: center;

  ${above("md")} { grid-template-columns: ${({ $words }) => $words}fr 1fr; }
`;
