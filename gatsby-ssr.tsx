import React from "react";
import type { GatsbySSR } from "gatsby";
import { site } from "./src/config/site";
import { consentDefaultScript } from "./src/lib/consent";
import { earlySubmitScript } from "./src/lib/early-submit";

export { wrapPageElement } from "./src/components/layout/wrappers";
export { onPreRenderHTML } from "./gatsby/overrides/head-components";

/**
 * Every page and template module (at any depth, as Gatsby reads src/pages) evaluated once, in
 * the order of their names, as the server renderer starts. styled-components numbers each
 * component's styles as its module is first evaluated, and writes a page's styles in that order;
 * Gatsby's renderer loads a template when it first renders one of its pages, so the order would
 * otherwise follow which page a build renders first, and a rebuild that renders only some pages
 * would write their styles in another order than a clean build (checks/incremental-build.ts
 * compares the two). require.context is webpack's, which bundles this file for the renderer:
 * https://webpack.js.org/guides/dependency-management/#requirecontext
 */
const routeModules = require.context("./src", true, /^\.\/(pages|templates)\/.+\.[jt]sx?$/);
for (const name of routeModules.keys().sort()) routeModules(name);

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: site.language });
  // Must run before the analytics tag's config call (which the gtag plugin puts at the end
  // of <body>), so that every consent signal starts denied.
  setHeadComponents([
    <script key="consent-default" dangerouslySetInnerHTML={{ __html: consentDefaultScript() }} />,
    <script key="early-submit" dangerouslySetInnerHTML={{ __html: earlySubmitScript() }} />,
  ]);
};
