import React from "react";
import styled from "styled-components";
import { buttonStyles, type ButtonVariant } from "./button-styles";

export interface ButtonLinkProps {
  to: string;
  variant?: ButtonVariant;
  children: React.ReactNode;
  /** Opens an external address in a new tab, safely. */
  newTab?: boolean;
  className?: string;
}

const PlainLink = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/**
 * A link that looks like a button, always a plain anchor: for content bodies, which are static
 * HTML rendered at build time (src/mdx/render.tsx). gatsby-plugin-catch-links turns a click on
 * a site link there into client-side navigation.
 */
export function ButtonAnchor({ to, variant, children, newTab, className }: ButtonLinkProps) {
  return (
    <PlainLink
      href={to}
      $variant={variant}
      className={className}
      {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
    </PlainLink>
  );
}
