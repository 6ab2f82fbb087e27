import React, { useEffect, useId, useRef } from "react";
import { Link } from "gatsby";
import styled from "styled-components";
import { links } from "../../config/navigation";
import { CONSENT_PENDING_ATTRIBUTE, type ConsentChoice } from "../../lib/consent";
import { above, notPrinted } from "../../styles/media";
import { Button } from "../ui/Button";
import { theme } from "../../styles/theme";

const Actions = styled.div`
  display: flex;
  gap: ${theme.space.sm};

  button { flex: 1; min-height: 2.75rem; padding: 0.5rem 0.75rem; font-size: ${theme.fontSizes.sm}; white-space: nowrap; }
  ${above("md")} { button { flex: none; } }
`;

const Panel = styled.section`
  position: fixed;
  left: ${theme.space.md};
  right: ${theme.space.md};
  bottom: ${theme.space.md};
  z-index: ${theme.zIndices.banner};
  max-width: 34rem;
  padding: ${theme.space.md};
  background: ${theme.colors.navy};
  color: ${theme.colors.onDark};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.raised};

  /* From tablets up, a bar along the bottom edge: two lines high, so it leaves the page the
     visitor is reading (a list's search, a post's opening) in view. */
  ${above("md")} {
    left: 0;
    right: 0;
    bottom: 0;
    max-width: none;
    border-radius: 0;
    padding: ${theme.space.md} max(${theme.space.lg}, calc((100vw - ${theme.layout.maxWidth}) / 2 + ${theme.space.lg}));
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    column-gap: ${theme.space.xl};
    align-items: center;

    h2, p { grid-column: 1; }
    p { margin: 0; }
    ${Actions} { grid-column: 2; grid-row: 1 / span 2; }
  }

  /* Before hydration: only for a visitor the head script found without a choice. */
  html:not([${CONSENT_PENDING_ATTRIBUTE}]) &[data-gated] { display: none; }

  h2 { color: inherit; font-size: ${theme.fontSizes.md}; margin-bottom: ${theme.space.xs}; }
  h2:focus { outline: none; }
  p { font-size: ${theme.fontSizes.sm}; color: ${theme.colors.onDarkMuted}; }
  a { color: ${theme.colors.onDark}; }

  ${notPrinted}
`;


interface ConsentBannerProps {
  onChoose: (choice: ConsentChoice) => void;
  /**
   * Reopened from the footer's Cookie settings: the focus moves into the banner, and Escape
   * closes it, keeping the choice made before.
   */
  onDismiss?: () => void;
  /** The static banner of the HTML, before hydration has read the stored choice. */
  gated?: boolean;
}

/** The banner's two choices, as the privacy policy (content/pages/termsandprivacy.mdx) names them. */
export const consentButtons = { accept: "Accept analytics", reject: "Reject" } as const;

/** Asks for analytics consent. Nothing is stored or reported until the visitor accepts. */
export function ConsentBanner({ onChoose, onDismiss, gated = false }: ConsentBannerProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  const reopened = onDismiss !== undefined;
  useEffect(() => {
    if (reopened) headingRef.current?.focus();
  }, [reopened]);

  // Room at the foot of the page, so the banner never hides the last of its content; and at
  // the foot of the screen, so that what the browser scrolls into view (a focused field, a
  // form's notice) stops above the banner (scroll-padding:
  // https://developer.mozilla.org/docs/Web/CSS/scroll-padding).
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    const { body, documentElement: html } = document;
    const fit = () => {
      const room = `${panel.offsetHeight + 32}px`;
      body.style.paddingBottom = room;
      html.style.scrollPaddingBottom = room;
    };
    fit();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(fit);
    observer?.observe(panel);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = "";
      html.style.scrollPaddingBottom = "";
    };
  }, []);

  return (
    <Panel aria-labelledby={headingId} ref={panelRef} data-gated={gated ? "" : undefined} onKeyDown={(event) => event.key === "Escape" && onDismiss?.()}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        Analytics cookies
      </h2>
      <p>
        May we use Google Analytics cookies to see which pages help people? Nothing is set unless you accept, and
        you can change your mind with Cookie settings at the foot of every page. See our{" "}
        <Link to={links.terms.to}>privacy policy</Link>.
      </p>
      <Actions>
        <Button type="button" $variant="accent" onClick={() => onChoose("granted")}>
          {consentButtons.accept}
        </Button>
        <Button type="button" $variant="onDark" onClick={() => onChoose("denied")}>
          {consentButtons.reject}
        </Button>
      </Actions>
    </Panel>
  );
}
