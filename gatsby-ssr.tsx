import React from "react";
import type { GatsbySSR } from "gatsby";
import { site } from "./src/config/site";
import { consentDefaultScript } from "./src/lib/consent";
import { earlySubmitScript } from "./src/lib/early-submit";

export { wrapPageElement } from "./src/components/layout/wrappers";
export { onPreRenderHTML } from "./gatsby/overrides/head-components";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: site.language });
  // Must run before the analytics tag's config call (which the gtag plugin puts at the end
  // of <body>), so that every consent signal starts denied.
  setHeadComponents([
    <script key="consent-default" dangerouslySetInnerHTML={{ __html: consentDefaultScript() }} />,
    <script key="early-submit" dangerouslySetInnerHTML={{ __html: earlySubmitScript() }} />,
  ]);
};
