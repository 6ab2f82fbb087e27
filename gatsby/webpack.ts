/**
 * The bundles' webpack config (Gatsby's onCreateWebpackConfig): every stage gets one set of
 * Babel options for all its rules (gatsby/overrides/babel-options.ts).
 */
import type { GatsbyNode } from "gatsby";
import { withOneBabelOptions } from "./overrides/babel-options";

export const configureWebpack: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  actions.replaceWebpackConfig(withOneBabelOptions(getConfig(), stage));
};
