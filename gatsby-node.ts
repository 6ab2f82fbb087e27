/**
 * Gatsby's Node hooks, one line each; each concern lives in gatsby/ (docs/architecture.md).
 * Docs: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */
import "./src/config/load-env";

export { onPreInit, onPostBootstrap } from "./gatsby/overrides/cache-wipe";
export { onPreBootstrap } from "./gatsby/configuration";
export { sourceNodes } from "./gatsby/overrides/content-revision";
export { onCreateNode } from "./gatsby/content-nodes";
export { createSchemaCustomization } from "./gatsby/schema";
export { createResolvers } from "./gatsby/body";
export { createPages } from "./gatsby/pages";
export { onCreateWebpackConfig } from "./gatsby/webpack";
export { onPostBuild } from "./gatsby/post-build";
