import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";

const Box = styled.aside`
  margin: ${theme.space.xl} 0;
  padding: ${theme.space.lg};
  border-left: 5px solid ${theme.colors.amber};
  border-radius: ${theme.radii.md};
  background: #fff8e8;

  > p:last-child, > ul:last-child { margin-bottom: 0; }
`;

const Title = styled.p`
  font-weight: 700;
  color: ${theme.colors.navy};
  margin-bottom: ${theme.space.sm};
`;

/** A highlighted tip inside an article or service page. */
export function Callout({ title, children }: { title?: string; children: React.ReactNode }) {
  return (
    <Box>
      {title ? <Title>{title}</Title> : null}
      {children}
    </Box>
  );
}
