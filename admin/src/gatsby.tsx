/**
 * What the site's templates and components take from the "gatsby" package, for the editor's
 * preview, which runs outside Gatsby (admin/bundle.ts points "gatsby" here when it bundles the
 * editor). A link is a plain link; a page query is not run (the preview hands the template its
 * data itself, admin/src/preview.tsx). Anything else the templates start to import from
 * "gatsby" fails the editor's bundling, naming it, rather than misbehaving in the preview.
 */
import React from "react";

export function Link({ to, activeClassName: _active, partiallyActive: _partially, ...props }: { to: string; activeClassName?: string; partiallyActive?: boolean } & React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a href={to} {...props} />;
}

/** A page query's text; the preview does not run it. */
export function graphql(): null {
  return null;
}

/** Static queries (the home page's service cards) have no data in the editor. */
export function useStaticQuery(): never {
  throw new Error("useStaticQuery is not available in the editor's preview");
}
