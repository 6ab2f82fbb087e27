import React from "react";
import { Link } from "gatsby";
import styled from "styled-components";
import { listPagePath, pageLinks } from "../../lib/blog-pages";
import { VisuallyHidden } from "../ui/VisuallyHidden";
import { StaticIsland } from "../ui/StaticIsland";
import { theme } from "../../styles/theme";

const Nav = styled.nav`
  margin-top: ${theme.space.xl};

  ul { display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space.sm}; margin: 0; padding: 0; list-style: none; }
  a, [aria-current] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 2.75rem;
    min-height: 2.75rem;
    padding: 0 0.8rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    font-weight: 600;
    text-decoration: none;
  }
  [aria-current] { background: ${theme.colors.navy}; border-color: ${theme.colors.navy}; color: ${theme.colors.onDark}; }
`;

interface PaginationProps {
  /** The list's first page ("/blog", "/blog/topics/security"). */
  base: string;
  page: number;
  pages: number;
  /** What the pages are of, for the navigation's name ("the blog", "Security posts"). */
  label: string;
}

/** Previous, numbered pages and Next; nothing when the list has one page. */
export function Pagination({ base, page, pages, label }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <StaticIsland root={Nav} aria-label={`Pages of ${label}`}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={listPagePath(base, page - 1)} rel="prev">
              Previous<VisuallyHidden> page</VisuallyHidden>
            </Link>
          </li>
        ) : null}
        {pageLinks(page, pages).map((link, index) =>
          link.kind === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.page}>
              {link.current ? (
                <span aria-current="page">
                  <VisuallyHidden>Page </VisuallyHidden>
                  {link.page}
                </span>
              ) : (
                <Link to={listPagePath(base, link.page)}>
                  <VisuallyHidden>Page </VisuallyHidden>
                  {link.page}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link to={listPagePath(base, page + 1)} rel="next">
              Next<VisuallyHidden> page</VisuallyHidden>
            </Link>
          </li>
        ) : null}
      </ul>
    </StaticIsland>
  );
}
