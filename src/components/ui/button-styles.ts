import { css } from "styled-components";
import { theme } from "../../styles/theme";

export type ButtonVariant = "primary" | "accent" | "outline" | "onDark";

const variants = {
  primary: css`
    background: ${theme.colors.primary};
    color: ${theme.colors.onDark};
    border-color: ${theme.colors.primary};
    &:hover { background: ${theme.colors.primaryDark}; color: ${theme.colors.onDark}; }
  `,
  accent: css`
    background: ${theme.colors.amber};
    color: ${theme.colors.navy};
    border-color: ${theme.colors.amber};
    &:hover { background: ${theme.colors.amberDark}; color: ${theme.colors.navy}; }
  `,
  outline: css`
    background: transparent;
    color: ${theme.colors.primary};
    border-color: currentColor;
    &:hover { background: ${theme.colors.surfaceAlt}; color: ${theme.colors.primaryDark}; }
  `,
  onDark: css`
    background: transparent;
    color: ${theme.colors.onDark};
    border-color: ${theme.colors.onDark};
    &:hover { background: rgba(255, 255, 255, 0.12); color: ${theme.colors.onDark}; }
  `,
};

/** The shared look of every button and button-like link. */
export const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: 2.75rem;
  padding: 0.6rem 1.35rem;
  border: 2px solid transparent;
  border-radius: ${theme.radii.pill};
  font-weight: 600;
  font-size: ${theme.fontSizes.md};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.15s ease, color 0.15s ease;
  ${({ $variant = "primary" }) => variants[$variant]}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;
