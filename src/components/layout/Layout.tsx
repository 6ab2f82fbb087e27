import React, { useEffect, useRef, useState } from "react";
import styled from "styled-components";
import { CallbackForm } from "../forms/CallbackForm";
import { site } from "../../config/site";
import { applyConsent, CONSENT_PENDING_ATTRIBUTE, loadAnalytics, readConsent, type ConsentChoice } from "../../lib/consent";
import { ConsentBanner } from "./ConsentBanner";
import { ErrorBoundary } from "./ErrorBoundary";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { NavigationProgress } from "./NavigationProgress";
import { theme } from "../../styles/theme";

const SkipLink = styled.a`
  position: absolute;
  left: ${theme.space.md};
  top: -4rem;
  z-index: ${theme.zIndices.banner};
  padding: ${`${theme.space.sm} ${theme.space.md}`};
  background: ${theme.colors.navy};
  color: ${theme.colors.onDark};
  border-radius: ${theme.radii.sm};

  &:focus { top: ${theme.space.sm}; color: ${theme.colors.onDark}; }
`;

const Main = styled.main`
  display: block;
  min-height: 60vh;

  &:focus { outline: none; }
`;

/** "static": in the HTML, shown before hydration only if the head script found no choice. */
type BannerState = "static" | "hidden" | "shown" | "reopened";

interface LayoutProps {
  pathname: string;
  children: React.ReactNode;
}

/** Header, page and footer around every page (Gatsby's wrapPageElement), plus the consent banner. */
export function Layout({ pathname, children }: LayoutProps) {
  const [banner, setBanner] = useState<BannerState>("static");
  // The header's and footer's links keep the server's HTML until the first route change.
  const [firstPath] = useState(pathname);
  const firstPage = pathname === firstPath;

  // The stored choice lives in the browser: the head script has already hidden the static
  // banner from a returning visitor; after hydration React takes over.
  useEffect(() => {
    const stored = readConsent(window.localStorage);
    setBanner(stored === null ? "shown" : "hidden");
    if (stored === "granted") loadAnalytics(document, site.gaMeasurementId);
    // Marks the end of hydration, for the browser tests (Gatsby's router exists a moment earlier).
    document.documentElement.dataset.hydrated = "true";
  }, []);

  // The Cookie settings button that reopened the banner: the focus goes back to it when the banner closes.
  const opener = useRef<HTMLElement | null>(null);
  const reopen = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setBanner("reopened");
  };
  const close = () => {
    setBanner("hidden");
    if (banner === "reopened") opener.current?.focus();
  };

  const choose = (choice: ConsentChoice) => {
    applyConsent(choice, window.localStorage, window.gtag);
    document.documentElement.removeAttribute(CONSENT_PENDING_ATTRIBUTE);
    if (choice === "granted") loadAnalytics(document, site.gaMeasurementId);
    close();
  };

  return (
    <>
      <NavigationProgress />
      <SkipLink href="#main">Skip to main content</SkipLink>
      <Header pathname={pathname} firstPage={firstPage} />
      {/* Pages mark their own regions inside ("post", "service", "contact_page"); see src/lib/analytics.ts. */}
      <Main id="main" tabIndex={-1} data-area="content">
        <ErrorBoundary key={pathname}>{children}</ErrorBoundary>
      </Main>
      <Footer onCookieSettings={reopen} callbackForm={<CallbackForm />} firstPage={firstPage} />
      {banner !== "hidden" ? (
        <ConsentBanner onChoose={choose} onDismiss={banner === "reopened" ? close : undefined} gated={banner === "static"} />
      ) : null}
    </>
  );
}
