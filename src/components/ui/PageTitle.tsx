import styled from "styled-components";
import { theme } from "../../styles/theme";

/** The h1 of a post or service page, which opens on the page's own colours (inner pages with a band use PageIntro). */
export const PageTitle = styled.h1`
  font-size: ${theme.fontSizes.display};
  letter-spacing: -0.02em;
`;
