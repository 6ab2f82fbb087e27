import React from "react";
import styled from "styled-components";
import { links } from "../../config/navigation";
import { site } from "../../config/site";
import { ButtonLink } from "./Button";
import { Container } from "./Container";
import { StaticIsland } from "./StaticIsland";
import { theme } from "../../styles/theme";

const Band = styled.section`
  background: linear-gradient(135deg, ${theme.colors.primaryDark}, ${theme.colors.navy});
  color: ${theme.colors.onDarkMuted};
  padding: ${theme.space.section} 0;
  text-align: center;

  h2 { color: ${theme.colors.onDark}; font-size: ${theme.fontSizes.xxl}; }
  p { max-width: 40rem; margin: 0 auto ${theme.space.lg}; font-size: ${theme.fontSizes.lg}; }
  a:not([class]) { color: ${theme.colors.onDark}; font-weight: 600; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${theme.space.md} ${theme.space.xl};
`;

interface CtaBandProps {
  title: string;
  text: string;
}

/** The closing call to action: a Contact Us button and the main phone number. */
export function CtaBand({ title, text }: CtaBandProps) {
  const headingId = "call-to-action";
  return (
    <StaticIsland root={Band} aria-labelledby={headingId}>
      <Container>
        <h2 id={headingId}>{title}</h2>
        <p>{text}</p>
        <Actions>
          <ButtonLink to={links.contact.to} variant="accent">
            {links.contact.label}
          </ButtonLink>
          <span>
            or call <a href={site.phones[0].href}>{site.phones[0].display}</a>
          </span>
        </Actions>
      </Container>
    </StaticIsland>
  );
}
