import React from "react";
import styled from "styled-components";
import { site } from "../../config/site";
import { below } from "../../styles/media";
import { theme } from "../../styles/theme";

const Wrapper = styled.span<{ $onDark: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  font-weight: 700;
  font-size: ${theme.fontSizes.lg};
  letter-spacing: -0.01em;
  color: ${({ $onDark }) => ($onDark ? theme.colors.onDark : theme.colors.navy)};
  white-space: nowrap;

  svg { flex: none; }
  ${below("lg")} { font-size: ${theme.fontSizes.md}; }
  ${below("sm")} { font-size: ${theme.fontSizes.md}; gap: 0.45rem; }
`;

const Accent = styled.span<{ $onDark: boolean }>`
  color: ${({ $onDark }) => ($onDark ? theme.colors.amber : theme.colors.primary)};
`;

/** The business mark: a river bend (the Ouzel) meeting a circuit node, plus the name. */
export function Logo({ onDark = false }: { onDark?: boolean }) {
  const [first, ...rest] = site.name.split(" ");
  return (
    <Wrapper $onDark={onDark}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="9" fill={onDark ? "#ffffff" : "#0f2a4a"} />
        <path
          d="M6 23c4.5 0 5.5-8 10-8s5.5 8 10 8"
          fill="none"
          stroke={onDark ? "#1d5fbf" : "#5aa9e6"}
          strokeWidth="3.2"
          strokeLinecap="round"
        />
        <path d="M26 23v-9.5" stroke="#f5a524" strokeWidth="2.6" strokeLinecap="round" />
        <circle cx="26" cy="11" r="3.4" fill="#f5a524" />
      </svg>
      <span>
        {first} <Accent $onDark={onDark}>{rest.join(" ")}</Accent>
      </span>
    </Wrapper>
  );
}
