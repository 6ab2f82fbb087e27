import styled from "styled-components";

/** A panel listing ways to reach the business (contact page, error page). */
export const ContactCard = styled.div`
  align-self: start;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.lg};

  h2 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
  dl { margin: 0; }
  dt { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.muted}; margin-top: ${({ theme }) => theme.space.md}; }
  dd { margin: 0; overflow-wrap: anywhere; font-weight: 600; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  address { font-style: normal; }
`;

