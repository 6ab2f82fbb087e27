import React from "react";
import type { GatsbySSR } from "gatsby";
import { site } from "./src/config/site";
import { consentDefaultScript } from "./src/lib/consent";
import { earlySubmitScript } from "./src/lib/early-submit";
import { onPreRenderHTML as dropHeadComponents } from "./gatsby/overrides/head-components";

export { wrapPageElement } from "./src/components/layout/wrappers";

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

const isImagePreload = (component: React.ReactNode) => React.isValidElement<{ rel?: string; as?: string }>(component) && component.type === "link" && component.props.rel === "preload" && component.props.as === "image";
const isMeta = (component: React.ReactNode) => React.isValidElement(component) && component.type === "meta";

/**
 * The page's head as the plugins left it, less what the site drops (head-components.ts), with
 * its main picture's preload (PicturePreload, src/components/ui/Picture.tsx) moved up from the
 * Head export's place, below the style sheet, to straight after the meta tags Gatsby puts first.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/#onPreRenderHTML
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = (args, options) => {
  dropHeadComponents!(args, options);
  const components = args.getHeadComponents();
  const rest = components.filter((component) => !isImagePreload(component));
  const metas = rest.findIndex((component) => !isMeta(component));
  const at = metas === -1 ? rest.length : metas;
  args.replaceHeadComponents([...rest.slice(0, at), ...components.filter(isImagePreload), ...rest.slice(at)]);
};
