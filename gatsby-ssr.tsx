import React from "react";
import type { GatsbySSR } from "gatsby";
import { site } from "./src/config/site";
import { consentDefaultScript } from "./src/lib/consent";

export { wrapPageElement, wrapRootElement } from "./src/components/layout/wrappers";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: site.language });
  // Must run before the analytics tag's config call (which the gtag plugin puts at the end
  // of <body>), so that every consent signal starts denied.
  setHeadComponents([
    <script key="consent-default" dangerouslySetInnerHTML={{ __html: consentDefaultScript() }} />,
  ]);
};

// The gtag plugin's queue and page views stay; its <script src> for Google's library and its
// preconnect hints go, because the library loads only after consent (src/lib/consent.ts).
const LOADED_AFTER_CONSENT = new Set(["gatsby-plugin-google-gtag", "preconnect-google-gtag", "dns-prefetch-google-gtag"]);

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const keep = (components: React.ReactNode[]) =>
    components.filter((component) => !(React.isValidElement(component) && LOADED_AFTER_CONSENT.has(String(component.key))));
  replaceHeadComponents(keep(getHeadComponents()));
  replacePostBodyComponents(keep(getPostBodyComponents()));
};
