import type { GatsbyBrowser } from "gatsby";
import { hydrateInSlices, startInNextTask } from "./src/components/layout/hydrate";

export { wrapPageElement, wrapRootElement } from "./src/components/layout/wrappers";

// `gatsby develop` keeps Gatsby's own first render (it also mounts its loading indicator).
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  (process.env.NODE_ENV === "production" ? hydrateInSlices : undefined) as ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => startInNextTask();
