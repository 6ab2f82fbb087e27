import styled from "styled-components";
import { above } from "../../styles/media";
import { Container } from "./Container";
import { theme } from "../../styles/theme";

/** An inner page's body: main content and a side panel, stacked below `lg`. */
export const TwoColumns = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.xxl};
  padding-top: ${theme.space.xxl};
  padding-bottom: ${theme.space.section};

  ${above("lg")} { grid-template-columns: 1.5fr 1fr; }
`;
