import React from "react";
import styled from "styled-components";
import { Container } from "./Container";
import { StaticIsland } from "./StaticIsland";

const Band = styled.div`
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.navyDeep}, ${({ theme }) => theme.colors.navy});
  color: ${({ theme }) => theme.colors.onDarkMuted};
  padding: ${({ theme }) => `${theme.space.xxl} 0`};

  h1 {
    color: ${({ theme }) => theme.colors.onDark};
    font-size: ${({ theme }) => theme.fontSizes.display};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  p { font-size: ${({ theme }) => theme.fontSizes.lg}; max-width: 44rem; margin: 0; }
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
