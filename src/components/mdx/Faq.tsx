import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";

const List = styled.div`
  margin: ${theme.space.lg} 0 ${theme.space.xl};
  border-top: 1px solid ${theme.colors.border};
`;

const Item = styled.details`
  border-bottom: 1px solid ${theme.colors.border};

  summary {
    cursor: pointer;
    padding: ${theme.space.md} 0;
    font-weight: 600;
    color: ${theme.colors.navy};
  }
  > div { padding-bottom: ${theme.space.md}; }
  > div > p:last-child { margin-bottom: 0; }
`;

/** Frequently asked questions as native disclosure widgets (work without JavaScript). */
export function Faq({ children }: { children: React.ReactNode }) {
  return <List>{children}</List>;
}

export function FaqItem({ question, children }: { question: string; children: React.ReactNode }) {
  return (
    <Item>
      <summary>{question}</summary>
      <div>{children}</div>
    </Item>
  );
}
