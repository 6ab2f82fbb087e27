/**
 * The browser bundles' webpack config (Gatsby's onCreateWebpackConfig): production bundles get
 * the start-up entries (gatsby/overrides/startup-entries.ts).
 */
import type { GatsbyNode } from "gatsby";
import { withStartupEntries } from "./overrides/startup-entries";

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  if (stage !== "build-javascript") return;
  actions.replaceWebpackConfig(withStartupEntries(getConfig(), process.cwd()));
};
