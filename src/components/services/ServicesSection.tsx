import React from "react";
import styled from "styled-components";
import { Container } from "../ui/Container";
import { ServiceCards } from "./ServiceCards";
import { StaticIsland } from "../ui/StaticIsland";
import { theme } from "../../styles/theme";

const Section = styled.section<{ $tinted: boolean }>`
  padding: ${theme.space.section} 0;
  background: ${({ $tinted }) => ($tinted ? theme.colors.surfaceAlt : theme.colors.surface)};

  header { max-width: 44rem; margin-bottom: ${theme.space.xl}; }
  header p { color: ${theme.colors.muted}; font-size: ${theme.fontSizes.lg}; }
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
