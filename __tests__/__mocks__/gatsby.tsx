/**
 * Gatsby replaced for unit tests: Link renders a plain anchor (with aria-current on the
 * current page, as Gatsby's does), graphql and the static query hooks are stubs that tests
 * set per case.
 */
import React from "react";

const gatsby = jest.requireActual("gatsby");

interface LinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
}

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _active, partiallyActive: _partial, onClick, ...rest },
  ref,
) {
  const current = typeof window !== "undefined" && window.location.pathname === to ? "page" : undefined;
  // jsdom cannot navigate; Gatsby's Link would route on the client instead.
  const click = (event: React.MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    event.preventDefault();
  };
  return <a ref={ref} href={to} aria-current={current} onClick={click} {...rest} />;
});

export const navigate = jest.fn();
export const graphql = jest.fn();
export const useStaticQuery = jest.fn();
export const Slice = gatsby.Slice;
export const withPrefix = (path: string) => path;
