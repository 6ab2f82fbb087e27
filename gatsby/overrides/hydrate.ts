/**
 * Override: the first render in the browser (gatsby-browser.tsx's replaceHydrateFunction,
 * production only). Gatsby's own hydrateRoot call runs at default priority, which React
 * finishes in one uninterrupted task. Started as a transition, React hydrates in slices of a few
 * milliseconds and lets the browser in between; a click or key press that arrives meanwhile
 * makes React finish hydrating at once, so the visitor's action still lands. A page whose static
 * HTML is empty is rendered instead, as Gatsby does. Measured against Gatsby's own (interleaved,
 * docs/performance.md): TBT on a post's page 74 against 14 ms quiet, 233 against 56 ms with one
 * core busy, medians of five Lighthouse runs.
 * Relies on (gatsby 5.16.1): Gatsby calls replaceHydrateFunction's result with its element and
 * container, and a prerendered page's React root is `<div id="gatsby-focus-wrapper">`.
 * Guards: `assertPrerenderedRoot`, run on every built page by page-rewrites.ts, stops the build
 * on a page without that root; `hydrateInSlices` marks the page's performance timeline
 * ("hydrate-in-slices"), and __tests__/e2e/layout.spec.ts fails when a built page lacks the mark
 * (Gatsby no longer calls the function); hydrate.test.tsx tests gatsby-browser.tsx's real hook.
 */
import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { OverrideError } from "./override-error";

/** The performance mark set when the page is hydrated in slices. */
export const HYDRATION_MARK = "hydrate-in-slices";

const ROOT = /<div[^>]*\sid="gatsby-focus-wrapper"/;

export function hydrateInSlices(element: ReactElement, container: Element): void {
  const prerendered = Boolean(document.getElementById("gatsby-focus-wrapper")?.children.length);
  if (!prerendered) {
    createRoot(container).render(element);
    return;
  }
  performance.mark(HYDRATION_MARK);
  startTransition(() => {
    hydrateRoot(container, element);
  });
}

/** Stops the build on a built page without the root hydrateInSlices reads. */
export function assertPrerenderedRoot(html: string, file: string): void {
  if (!ROOT.test(html)) throw new OverrideError("hydrate", `${file} has no <div id="gatsby-focus-wrapper">, which the sliced hydration reads to tell a prerendered page`);
}
