import React from "react";
import type { GatsbySSR } from "gatsby";
import { site } from "./src/config/site";
import { consentDefaultScript } from "./src/lib/consent";
import { earlySubmitScript } from "./src/lib/early-submit";

export { wrapPageElement, wrapRootElement } from "./src/components/layout/wrappers";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: site.language });
  // Must run before the analytics tag's config call (which the gtag plugin puts at the end
  // of <body>), so that every consent signal starts denied.
  setHeadComponents([
    <script key="consent-default" dangerouslySetInnerHTML={{ __html: consentDefaultScript() }} />,
    <script key="early-submit" dangerouslySetInnerHTML={{ __html: earlySubmitScript() }} />,
  ]);
};

const DROPPED = new Set([
  // The gtag plugin's queue and page views stay; its <script src> for Google's library and its
  // preconnect hints go, because the library loads only after consent (src/lib/consent.ts).
  "gatsby-plugin-google-gtag",
  "preconnect-google-gtag",
  "dns-prefetch-google-gtag",
  // gatsby-plugin-image's wrapper CSS and fade-in script act on <GatsbyImage> markup, which the
  // site does not use: images are drawn by src/components/ui/Picture.tsx.
  "gatsby-image-style",
  "gatsby-image-style-noscript",
  "gatsby-image-style-script",
]);

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const keep = (components: React.ReactNode[]) =>
    components.filter((component) => !(React.isValidElement(component) && DROPPED.has(String(component.key))));
  replaceHeadComponents(keep(getHeadComponents()));
  replacePostBodyComponents(keep(getPostBodyComponents()));
};
