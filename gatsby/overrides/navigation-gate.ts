/**
 * Override: until the router listens for address changes (Gatsby's onInitialClientRender), a
 * client-side navigation is an ordinary page load of its address, so a link clicked during
 * start-up always lands ("Pages in the browser", docs/architecture.md). Gatsby sets
 * `window.___navigate` before onClientEntry in a build and after it in `gatsby develop`, so the
 * gate wraps it now and whenever Gatsby sets it. Contract and guards: README.md here.
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
