import styled from "styled-components";
import { below } from "../../styles/media";
import { theme } from "../../styles/theme";

/** Centres content at the site's maximum width with side gutters (narrower on small phones). */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space.lg};

  ${below("sm")} { padding: 0 ${theme.space.md}; }
`;
