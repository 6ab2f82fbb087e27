import type { GatsbyBrowser } from "gatsby";
import { hydrateInSlices } from "./gatsby/overrides/hydrate";
import { installLinkTracking } from "./src/lib/analytics";

export { wrapPageElement, wrapRootElement } from "./src/components/layout/wrappers";

// `gatsby develop` keeps Gatsby's own first render (it also mounts its loading indicator).
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  (process.env.NODE_ENV === "production" ? hydrateInSlices : undefined) as ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  // Calls, e-mails, Pay Now, maps and social clicks anywhere on the site (sent only with consent).
  installLinkTracking(document);
};
