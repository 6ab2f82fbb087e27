import type { GatsbyBrowser } from "gatsby";
import { holdNavigationUntilRouterListens, routerIsListening } from "./gatsby/overrides/navigation-gate";
import { installLinkTracking } from "./src/lib/analytics";
import { navigationEnded } from "./src/lib/navigation-progress";

export { wrapPageElement, wrapRootElement } from "./src/components/layout/wrappers";

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  // Calls, e-mails, Pay Now, maps and social clicks anywhere on the site (sent only with consent).
  installLinkTracking(document);
  // A link clicked before the router listens loads its page (gatsby/overrides/navigation-gate.ts).
  holdNavigationUntilRouterListens();
  // Back and forward need no page data fetched first; the cue of a navigation left behind goes.
  window.addEventListener("popstate", navigationEnded);
};

// Gatsby runs this after the first render's effects, the router's subscription among them.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => routerIsListening();

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => navigationEnded();
