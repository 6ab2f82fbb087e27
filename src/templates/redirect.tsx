import React from "react";
import type { HeadProps, PageProps } from "gatsby";
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

/**
 * Fallback for hosts without redirect rules: points the visitor (and search engines, via the
 * canonical link) at the new address and forwards at once with a meta refresh.
 */
export default function RedirectPage({ pageContext }: PageProps<object, SiteRedirect>) {
  return (
    <>
      <PageIntro title="This page has moved" lead={`You are being taken to ${pageContext.label}.`} />
      <Body>
        <ButtonLink to={pageContext.to}>Go to {pageContext.label}</ButtonLink>
      </Body>
    </>
  );
}

export function Head({ pageContext }: HeadProps<object, SiteRedirect>) {
  return (
    <>
      <title>{pageTitle(pageContext.label)}</title>
      <meta name="description" content={`${pageContext.label} from ${site.name} has moved to a new address.`} />
      <meta name="robots" content="noindex, follow" />
      <link rel="canonical" href={canonicalUrl(pageContext.to)} />
      <meta httpEquiv="refresh" content={`0; url=${pageContext.to}`} />
    </>
  );
}
