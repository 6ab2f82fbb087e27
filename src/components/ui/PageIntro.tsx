import React from "react";
import styled from "styled-components";
import { Container } from "./Container";
import { StaticIsland } from "./StaticIsland";
import { theme } from "../../styles/theme";

const Band = styled.div`
  background: linear-gradient(135deg, ${theme.colors.navyDeep}, ${theme.colors.navy});
  color: ${theme.colors.onDarkMuted};
  padding: ${`${theme.space.xxl} 0`};

  h1 {
    color: ${theme.colors.onDark};
    font-size: ${theme.fontSizes.display};
    margin-bottom: ${theme.space.sm};
  }
  p { font-size: ${theme.fontSizes.lg}; max-width: 44rem; margin: 0; }
`;

interface PageIntroProps {
  title: string;
  lead?: React.ReactNode;
  children?: React.ReactNode;
}

/** The coloured band at the top of an inner page: its one h1 and a short lead. */
export function PageIntro({ title, lead, children }: PageIntroProps) {
  return (
    <StaticIsland root={Band}>
      <Container>
        <h1>{title}</h1>
        {lead ? <p>{lead}</p> : null}
        {children}
      </Container>
    </StaticIsland>
  );
}
