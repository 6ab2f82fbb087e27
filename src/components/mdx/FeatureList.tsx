import React from "react";
import styled from "styled-components";
import { above } from "../../styles/media";
import { tickBefore } from "../../styles/tick";
import { listGrid } from "../ui/CardGrid";
import { theme } from "../../styles/theme";

const Wrapper = styled.div`
  margin: ${theme.space.lg} 0 ${theme.space.xl};

  ul {
    ${listGrid}
    gap: ${theme.space.md};

    ${above("md")} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  }

  li {
    padding: ${`${theme.space.md} ${theme.space.md} ${theme.space.md} 3rem`};
    background: ${theme.colors.surfaceAlt};
    border-radius: ${theme.radii.md};
    ${tickBefore("1.25rem", theme.space.md, "1.1rem")}
  }

  li > p { margin: 0; }
  /* The grid's gap spaces the items: no margin from the body's lists (Prose's li + li). */
  ul > li + li { margin-top: 0; }
`;

/** Shows the Markdown list inside it as a grid of ticked items. */
export function FeatureList({ children }: { children: React.ReactNode }) {
  return <Wrapper>{children}</Wrapper>;
}
