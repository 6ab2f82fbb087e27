import React from "react";
import styled from "styled-components";

const List = styled.div`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Item = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  summary {
    cursor: pointer;
    padding: ${({ theme }) => theme.space.md} 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.navy};
  }
  > div { padding-bottom: ${({ theme }) => theme.space.md}; }
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
