import React from "react";
import styled from "styled-components";

const Figure = styled.figure`
  position: relative;
  margin: 0;
  height: 100%;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  display: flex;
  flex-direction: column;

  &::before {
    content: "“";
    position: absolute;
    top: -0.2rem;
    left: ${({ theme }) => theme.space.lg};
    font-size: 4rem;
    line-height: 1;
    color: ${({ theme }) => theme.colors.amber};
    font-family: Georgia, serif;
  }

  blockquote { margin: 0 0 ${({ theme }) => theme.space.md}; flex: 1; }
  blockquote p { margin: 0; }
  figcaption { font-weight: 700; color: ${({ theme }) => theme.colors.navy}; }
  figcaption span { display: block; font-weight: 400; color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
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
