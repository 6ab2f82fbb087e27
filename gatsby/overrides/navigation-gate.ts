/**
 * Override: client-side navigation waits for the router to listen (gatsby-browser.tsx's
 * onClientEntry and onInitialClientRender).
 * Gatsby's `navigate` (called by `<Link>` and by gatsby-plugin-catch-links, whose click listener
 * is on `window` from onClientEntry, before React hydrates) waits for the new page's data and
 * then pushes the address. The router (@reach/router's LocationProvider) reads the address when
 * it first renders but subscribes to address changes only in an effect after hydration has
 * committed. A push between the two changes the address and leaves the old page on screen for
 * good. So until the router listens, a navigation is an ordinary page load of the same address
 * (the visitor gets the page, as from a plain link, with the progress bar drawn at once from the
 * stylesheet); from onInitialClientRender on (Gatsby runs
 * it from the root's effect, after every effect beneath it, the router's included) navigation is
 * Gatsby's own, with the progress cue (src/lib/navigation-progress.ts) started beside it.
 * Gatsby sets `window.___navigate` before onClientEntry in a production build and after it in
 * `gatsby develop` (cache-dir/app.js, once the first page's data is in), so the gate wraps the
 * function there now and whatever Gatsby sets later. Contract and guards: README.md here.
 */
import { navigationStarted, pageLoadStarted } from "../../src/lib/navigation-progress";
import { OverrideError } from "./override-error";

type Navigate = (to: string | number, options?: { replace?: boolean; state?: unknown }) => void;

interface GatsbyWindow extends Pick<Window, "document" | "addEventListener"> {
  ___navigate?: Navigate;
  location: Pick<Location, "assign" | "replace" | "pathname" | "search">;
}

let routerListening = false;

/** Wraps Gatsby's navigation, now or when Gatsby sets it, so that until the router listens it is a page load. */
export function holdNavigationUntilRouterListens(win: GatsbyWindow = window as unknown as GatsbyWindow): void {
  let gated: Navigate | undefined;
  const gate = (navigate: unknown) => {
    if (typeof navigate !== "function") throw new OverrideError("navigation-gate", `window.___navigate was set to ${typeof navigate}, not Gatsby's navigate function`);
    gated = gateNavigation(win, navigate as Navigate);
  };
  if (win.___navigate !== undefined) gate(win.___navigate);
  Object.defineProperty(win, "___navigate", { configurable: true, enumerable: true, get: () => gated, set: gate });
}

function gateNavigation(win: GatsbyWindow, navigate: Navigate): Navigate {
  return (to, options) => {
    if (typeof to !== "string") return navigate(to, options);
    const target = new URL(to, "http://site.invalid");
    // The page already shown (a link to one of its headings, say) gets no cue: nothing loads.
    const elsewhere = target.pathname + target.search !== win.location.pathname + win.location.search;
    if (!routerListening) {
      if (elsewhere) pageLoadStarted(win);
      if (options?.replace) win.location.replace(to);
      else win.location.assign(to);
      return;
    }
    if (elsewhere) navigationStarted();
    return navigate(to, options);
  };
}

/** From here on the router hears every address change: navigation is client-side. */
export function routerIsListening(): void {
  routerListening = true;
}
