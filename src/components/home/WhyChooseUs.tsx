import React from "react";
import styled from "styled-components";
import { site } from "../../config/site";
import { CardGrid } from "../ui/CardGrid";
import { Container } from "../ui/Container";
import { StaticIsland } from "../ui/StaticIsland";
import { theme } from "../../styles/theme";

const Section = styled.section`
  padding: ${theme.space.section} 0;
`;

const Intro = styled.div`
  max-width: 44rem;
  margin-bottom: ${theme.space.xl};
  p { color: ${theme.colors.muted}; font-size: ${theme.fontSizes.lg}; }
`;

const List = styled(CardGrid)`
  li {
    padding: ${theme.space.lg};
    border-top: 4px solid ${theme.colors.teal};
    background: ${theme.colors.surfaceAlt};
    border-radius: ${theme.radii.md};
  }
  h3 { font-size: ${theme.fontSizes.lg}; }
  p { margin: 0; color: ${theme.colors.text}; }
  svg { display: block; margin-bottom: ${theme.space.md}; }
`;

const reasons = [
  {
    title: "Expert advice for your specific issue",
    text: "No scripts and no guesswork. You speak to a technician who listens, finds the real cause and explains it in plain English before anything is fixed.",
    icon: <path d="M14 4a10 10 0 1 0 6.3 17.8L26 27.5l2-2-5.7-5.7A10 10 0 0 0 14 4Zm0 4a6 6 0 1 1 0 12 6 6 0 0 1 0-12Z" />,
  },
  {
    title: "Help with system upgrades",
    text: "More memory, a faster SSD, a new graphics card or a clean Windows install: we check compatibility, quote first and move your files across safely.",
    icon: <path d="M16 3 5 14h7v15h8V14h7L16 3Z" />,
  },
  {
    title: "Customised web solutions",
    text: "Fast, accessible websites and the integrations behind them, built around how your customers find you and how your business actually works.",
    icon: <path d="M4 6h24a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2Zm0 5v13h24V11H4Zm7 3 2 2-3 3 3 3-2 2-5-5 5-5Zm10 0 5 5-5 5-2-2 3-3-3-3 2-2Z" />,
  },
];

/** The three reasons to choose the business, from the spec's Why Choose Us list. */
export function WhyChooseUs() {
  return (
    <StaticIsland root={Section} aria-labelledby="why-heading">
      <Container>
        <Intro>
          <h2 id="why-heading">Why Choose Us</h2>
          <p>
            We have been fixing, building and looking after computers in Linslade since {site.established}. Local people,
            fair fixed prices and straight answers.
          </p>
        </Intro>
        <List $wide={3} $from="md">
          {reasons.map((reason) => (
            <li key={reason.title}>
              <svg width="32" height="32" viewBox="0 0 32 32" fill="#0e7c6a" aria-hidden="true" focusable="false">
                {reason.icon}
              </svg>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </List>
      </Container>
    </StaticIsland>
  );
}
