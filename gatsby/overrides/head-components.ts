/**
 * Override: head and body components that plugins add to every page and the site does not
 * want, dropped by their React keys (gatsby-ssr.tsx re-exports this onPreRenderHTML).
 * Relies on the keys gatsby-plugin-google-gtag 5.16.0 and gatsby-plugin-image 3.16.0 give
 * them. A renamed key would let the markup back in: `assertHeadComponentsDropped`, run on every
 * built page by page-rewrites.ts, stops the build when a page still has it.
 */
import React from "react";
import type { GatsbySSR } from "gatsby";
import { OverrideError } from "./contract";

export const DROPPED_KEYS = new Set([
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

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents, getPostBodyComponents, replacePostBodyComponents }) => {
  const keep = (components: React.ReactNode[]) => components.filter((component) => !(React.isValidElement(component) && DROPPED_KEYS.has(String(component.key))));
  replaceHeadComponents(keep(getHeadComponents()));
  replacePostBodyComponents(keep(getPostBodyComponents()));
};

/** What the dropped components would have written, found in a page when the drop stopped working. */
const DROPPED_MARKUP: ReadonlyArray<[string, RegExp]> = [
  ["gatsby-plugin-google-gtag's library tag", /<script[^>]*src="https:\/\/www\.googletagmanager\.com\/gtag\/js/],
  ["gatsby-plugin-google-gtag's preconnect hint", /<link[^>]*rel="(?:preconnect|dns-prefetch)"[^>]*googletagmanager/],
  ["gatsby-plugin-image's wrapper style", /\.gatsby-image-wrapper\{/],
];

/** Stops the build on a built page that still holds markup this override drops. */
export function assertHeadComponentsDropped(html: string, file: string): void {
  for (const [what, pattern] of DROPPED_MARKUP) {
    if (pattern.test(html)) throw new OverrideError("head-components", `${file} still has ${what}: the plugin no longer renders it under the key head-components.ts drops`);
  }
}
