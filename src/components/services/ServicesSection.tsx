import React from "react";
import styled from "styled-components";
import { Container } from "../ui/Container";
import { ServiceCards } from "./ServiceCards";
import { StaticIsland } from "../ui/StaticIsland";

const Section = styled.section<{ $tinted: boolean }>`
  padding: ${({ theme }) => theme.space.section} 0;
  background: ${({ theme, $tinted }) => ($tinted ? theme.colors.surfaceAlt : theme.colors.surface)};

  header { max-width: 44rem; margin-bottom: ${({ theme }) => theme.space.xl}; }
  header p { color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

interface ServicesSectionProps {
  id?: string;
  title: string;
  lead: string;
  tinted?: boolean;
}

/** A titled band holding the seven service cards (home and about pages). */
export function ServicesSection({ id = "services", title, lead, tinted = false }: ServicesSectionProps) {
  return (
    <StaticIsland root={Section} id={id} aria-labelledby={`${id}-heading`} $tinted={tinted}>
      <Container>
        <header>
          <h2 id={`${id}-heading`}>{title}</h2>
          <p>{lead}</p>
        </header>
        <ServiceCards />
      </Container>
    </StaticIsland>
  );
}
