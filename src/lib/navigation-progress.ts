/**
 * Whether a client-side navigation is under way, for the progress cue (NavigationProgress):
 * started when Gatsby's navigation begins (gatsby/overrides/navigation-gate.ts), ended when
 * Gatsby reports the new page shown (gatsby-browser.tsx's onRouteUpdate) or the visitor goes
 * back or forward. A click before the router listens is a page load instead, marked on <html>
 * (pageLoadStarted) so the same bar shows from the stylesheet, with no script left to run.
 */

/** How long a navigation runs before the cue shows: quick ones never flash it; a slow one shows it well within 300 ms. */
export const PROGRESS_DELAY_MS = 150;

let pending = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (pending === next) return;
  pending = next;
  for (const listener of listeners) listener();
}

export const navigationStarted = (): void => set(true);
export const navigationEnded = (): void => set(false);
export const isNavigating = (): boolean => pending;

export function subscribeNavigation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Set on <html> while a page load started by a link is on its way; GlobalStyle draws the bar from it. */
export const LEAVING_ATTRIBUTE = "data-leaving";

/** Shows the bar at once for a page load a link started; it goes if this page comes back from the back-forward cache. */
export function pageLoadStarted(win: Pick<Window, "document" | "addEventListener">): void {
  const root = win.document.documentElement;
  root.setAttribute(LEAVING_ATTRIBUTE, "");
  win.addEventListener("pageshow", () => root.removeAttribute(LEAVING_ATTRIBUTE), { once: true });
}
