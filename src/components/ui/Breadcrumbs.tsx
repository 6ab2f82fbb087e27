import React from "react";
import { Link } from "gatsby";
import styled from "styled-components";
import { StaticIsland } from "./StaticIsland";
import { theme } from "../../styles/theme";

const Trail = styled.nav`
  font-size: ${theme.fontSizes.sm};
  margin-bottom: ${theme.space.lg};

  ol { display: flex; flex-wrap: wrap; row-gap: 0.25rem; margin: 0; padding: 0; list-style: none; }
  /* The separator ends the crumb before it, so a wrapped line starts with a crumb, never with "›";
     screen readers skip it (the list already says how the crumbs follow one another). */
  li:not(:last-child)::after {
    content: "›";
    content: "›" / "";
    margin: 0 0.4rem;
    color: ${theme.colors.muted};
  }
`;

export interface Crumb {
  name: string;
  path: string;
}

/** Home › … › the current page (the last crumb, not a link), as the page's BreadcrumbList says. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <StaticIsland root={Trail} aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </StaticIsland>
  );
}
