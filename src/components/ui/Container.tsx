import styled from "styled-components";
import { below } from "../../styles/media";
import { theme } from "../../styles/theme";

/** The side gutters of a Container, each side: narrower on small phones. */
export const GUTTERS = { wide: theme.space.lg, narrow: theme.space.md } as const;

/** Centres content at the site's maximum width with side gutters (GUTTERS). */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${GUTTERS.wide};

  ${below("sm")} { padding: 0 ${GUTTERS.narrow}; }
`;
