import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";

const Figure = styled.figure`
  position: relative;
  margin: 0;
  height: 100%;
  padding: ${`${theme.space.xl} ${theme.space.lg} ${theme.space.lg}`};
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  display: flex;
  flex-direction: column;

  &::before {
    content: "“";
    position: absolute;
    top: -0.2rem;
    left: ${theme.space.lg};
    font-size: 4rem;
    line-height: 1;
    color: ${theme.colors.amber};
    font-family: Georgia, serif;
  }

  blockquote { margin: 0 0 ${theme.space.md}; flex: 1; }
  blockquote p { margin: 0; }
  figcaption { font-weight: 700; color: ${theme.colors.navy}; }
  figcaption span { display: block; font-weight: 400; color: ${theme.colors.muted}; font-size: ${theme.fontSizes.sm}; }
`;

export interface TestimonialProps {
  quote: string;
  name: string;
  place: string;
}

/** A customer's words with their name and town. */
export function Testimonial({ quote, name, place }: TestimonialProps) {
  return (
    <Figure>
      <blockquote>
        <p>{quote}</p>
      </blockquote>
      <figcaption>
        {name}
        <span>{place}</span>
      </figcaption>
    </Figure>
  );
}
