import React from "react";
import { Link } from "gatsby";
import styled from "styled-components";
import { serviceLinks } from "../../config/navigation";
import { above } from "../../styles/media";
import { Container } from "../ui/Container";

const Section = styled.section`
  padding: ${({ theme }) => theme.space.section} 0;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${above("sm")} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${above("lg")} { grid-template-columns: repeat(4, minmax(0, 1fr)); }

  a {
    display: block;
    height: 100%;
    padding: ${({ theme }) => theme.space.lg};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.card};
    font-weight: 600;
    text-decoration: none;
  }
`;

/** The seven services as links (the target of the hero's Explore more button). */
export function ServiceLinksSection({ id }: { id: string }) {
  return (
    <Section id={id} aria-labelledby={`${id}-heading`}>
      <Container>
        <h2 id={`${id}-heading`}>Our services</h2>
        <List>
          {serviceLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </List>
      </Container>
    </Section>
  );
}
