/**
 * The bundles' webpack config (Gatsby's onCreateWebpackConfig): every stage gets one set of
 * Babel options for all its rules (gatsby/overrides/babel-options.ts); production browser
 * bundles also get the start-up entries (gatsby/overrides/startup-entries.ts).
 */
import type { GatsbyNode } from "gatsby";
import { withOneBabelOptions } from "./overrides/babel-options";
import { withStartupEntries } from "./overrides/startup-entries";

export const configureWebpack: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  const config = withOneBabelOptions(getConfig(), stage);
  actions.replaceWebpackConfig(stage === "build-javascript" ? withStartupEntries(config, process.cwd()) : config);
};
