import React from "react";
import styled from "styled-components";
import { above } from "../../styles/media";

const Wrapper = styled.div`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xl};

  ul {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
    margin: 0;
    padding: 0;
    list-style: none;

    ${above("md")} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  }

  li {
    position: relative;
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.md} 3rem`};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-radius: ${({ theme }) => theme.radii.md};
  }

  li::before {
    content: "";
    position: absolute;
    left: ${({ theme }) => theme.space.md};
    top: 1.1rem;
    width: 1.25rem;
    height: 1.25rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.teal}
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'%3E%3Cpath d='M5 10.5l3 3 7-7' fill='none' stroke='white' stroke-width='2.4' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E")
      center / 80% no-repeat;
  }

  li > p { margin: 0; }
`;

/** Shows the Markdown list inside it as a grid of ticked items. */
export function FeatureList({ children }: { children: React.ReactNode }) {
  return <Wrapper>{children}</Wrapper>;
}
