import React from "react";
import { Link } from "gatsby";
import styled, { css } from "styled-components";

export type ButtonVariant = "primary" | "accent" | "outline" | "onDark";

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onDark};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover { background: ${({ theme }) => theme.colors.primaryDark}; color: ${({ theme }) => theme.colors.onDark}; }
  `,
  accent: css`
    background: ${({ theme }) => theme.colors.amber};
    color: ${({ theme }) => theme.colors.navy};
    border-color: ${({ theme }) => theme.colors.amber};
    &:hover { background: ${({ theme }) => theme.colors.amberDark}; color: ${({ theme }) => theme.colors.navy}; }
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    border-color: currentColor;
    &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; color: ${({ theme }) => theme.colors.primaryDark}; }
  `,
  onDark: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.onDark};
    border-color: ${({ theme }) => theme.colors.onDark};
    &:hover { background: rgba(255, 255, 255, 0.12); color: ${({ theme }) => theme.colors.onDark}; }
  `,
};

/** The shared look of every button and button-like link. */
export const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  padding: 0.6rem 1.35rem;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.md};
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

export const Button = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

const InternalLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

const ExternalLink = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

interface ButtonLinkProps {
  to: string;
  variant?: ButtonVariant;
  children: React.ReactNode;
  /** Opens an external address in a new tab, safely. */
  newTab?: boolean;
  className?: string;
  onClick?: React.MouseEventHandler<HTMLAnchorElement>;
}

/** A link that looks like a button: Gatsby's Link for site routes, a plain anchor otherwise. */
export function ButtonLink({ to, variant, children, newTab, className, onClick }: ButtonLinkProps) {
  const isInternal = to.startsWith("/") && !to.startsWith("//");
  if (isInternal && !newTab) {
    return (
      <InternalLink to={to} $variant={variant} className={className} onClick={onClick}>
        {children}
      </InternalLink>
    );
  }
  return (
    <ExternalLink
      href={to}
      $variant={variant}
      className={className}
      onClick={onClick}
      {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
    </ExternalLink>
  );
}
