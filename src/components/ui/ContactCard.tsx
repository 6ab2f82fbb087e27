import styled from "styled-components";
import { theme } from "../../styles/theme";

/** A panel listing ways to reach the business (contact page, error page). */
export const ContactCard = styled.div`
  align-self: start;
  padding: ${theme.space.xl};
  background: ${theme.colors.surfaceAlt};
  border-radius: ${theme.radii.lg};

  h2 { font-size: ${theme.fontSizes.xl}; }
  dl { margin: 0; }
  dt { font-size: ${theme.fontSizes.sm}; color: ${theme.colors.muted}; margin-top: ${theme.space.md}; }
  dd { margin: 0; overflow-wrap: anywhere; font-weight: 600; font-size: ${theme.fontSizes.lg}; }
  address { font-style: normal; }
`;

