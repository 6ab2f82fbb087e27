import React from "react";
import { Link } from "gatsby";
import styled from "styled-components";
import { buttonStyles, type ButtonVariant } from "./button-styles";
import { ButtonAnchor, type ButtonLinkProps } from "./ButtonAnchor";

export const Button = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

const InternalLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/** A link that looks like a button: Gatsby's Link for site routes, a plain anchor otherwise. */
export function ButtonLink({ to, variant, children, newTab, className }: ButtonLinkProps) {
  const isInternal = to.startsWith("/") && !to.startsWith("//");
  if (isInternal && !newTab) {
    return (
      <InternalLink to={to} $variant={variant} className={className}>
        {children}
      </InternalLink>
    );
  }
  return (
    <ButtonAnchor to={to} variant={variant} newTab={newTab} className={className}>
      {children}
    </ButtonAnchor>
  );
}
