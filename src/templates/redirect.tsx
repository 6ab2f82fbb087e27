import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import styled from "styled-components";
import { ButtonLink } from "../components/ui/Button";
import { Container } from "../components/ui/Container";
import { PageIntro } from "../components/ui/PageIntro";
import type { SiteRedirect } from "../config/redirects";
import { site } from "../config/site";
import { canonicalUrl, pageTitle } from "../lib/seo";
import { theme } from "../styles/theme";

const Body = styled(Container)`
  padding-top: ${theme.space.xxl};
  padding-bottom: ${theme.space.section};
`;

/** The name of the page it leads to: its content's title; null when no content has that route. */
function nameOf(data: Queries.RedirectTargetQuery): string | null {
  return data.mdx?.frontmatter?.title ?? null;
}

/**
 * Fallback for hosts without redirect rules: points the visitor (and search engines, via the
 * canonical link) at the new address and forwards at once with a meta refresh.
 */
export default function RedirectPage({ data, pageContext }: PageProps<Queries.RedirectTargetQuery, SiteRedirect>) {
  const name = nameOf(data);
  return (
    <>
      <PageIntro title="This page has moved" lead={`You are being taken to ${name ?? "its new address"}.`} />
      <Body>
        <ButtonLink to={pageContext.to}>{name ? `Go to ${name}` : "Go to the new address"}</ButtonLink>
      </Body>
    </>
  );
}

export const query = graphql`
  query RedirectTarget($to: String!) {
    ...ContentRevision
    mdx(fields: { route: { eq: $to } }) {
      frontmatter { title }
    }
  }
`;

export function Head({ data, pageContext }: HeadProps<Queries.RedirectTargetQuery, SiteRedirect>) {
  const name = nameOf(data);
  return (
    <>
      <title>{pageTitle(name ?? "This page has moved")}</title>
      <meta name="description" content={`${name ?? "This page"} from ${site.name} has moved to a new address.`} />
      <meta name="robots" content="noindex, follow" />
      <link rel="canonical" href={canonicalUrl(pageContext.to)} />
      <meta httpEquiv="refresh" content={`0; url=${pageContext.to}`} />
    </>
  );
}
