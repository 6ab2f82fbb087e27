import type { GatsbyBrowser } from "gatsby";
import { holdNavigationUntilRouterListens, routerIsListening } from "./gatsby/overrides/navigation-gate";
import { setServerHtmlPending } from "./src/components/ui/StaticIsland";
import { installLinkTracking } from "./src/lib/analytics";
import { navigationEnded } from "./src/lib/navigation-progress";

export { wrapPageElement } from "./src/components/layout/wrappers";

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  // Calls, e-mails, Pay Now, maps and social clicks anywhere on the site (sent only with consent).
  installLinkTracking(document);
  // A link clicked before the router listens loads its page (gatsby/overrides/navigation-gate.ts).
  holdNavigationUntilRouterListens();
  // Back and forward need no page data fetched first; the cue of a navigation left behind goes.
  window.addEventListener("popstate", navigationEnded);
  // Static islands keep the server's HTML when Gatsby hydrates it: the test Gatsby itself uses
  // to choose hydrating over rendering (production-app.js). The preview has no server HTML.
  setServerHtmlPending((document.getElementById("gatsby-focus-wrapper")?.children.length ?? 0) > 0);
};

// Gatsby runs this after the first render's effects, the router's subscription among them.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => routerIsListening();

// Islands of the pages a client-side navigation brings render their own content. Until then the
// first page's are still hydrating, some later than the rest (hydrateLater).
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) setServerHtmlPending(false);
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => navigationEnded();
