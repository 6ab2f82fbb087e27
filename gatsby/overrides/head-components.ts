/**
 * Override: head and body components that plugins add to every page and the site does not
 * want, dropped by their React keys (gatsby-ssr.tsx re-exports this onPreRenderHTML).
 * Contract and guards: README.md here.
 */
import React from "react";
import type { GatsbySSR } from "gatsby";
import { OverrideError } from "./override-error";

const DROPPED_KEYS = new Set([
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

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ pathname, getHeadComponents, replaceHeadComponents, getPostBodyComponents, replacePostBodyComponents }) => {
  const found = new Set<string>();
  const keep = (components: React.ReactNode[]) =>
    components.filter((component) => {
      const dropped = React.isValidElement(component) && DROPPED_KEYS.has(String(component.key));
      if (dropped) found.add(String(component.key));
      return !dropped;
    });
  replaceHeadComponents(keep(getHeadComponents()));
  replacePostBodyComponents(keep(getPostBodyComponents()));
  // The plugins add these to every page of a production build; one not found means the plugin
  // names it otherwise now, and this override drops nothing.
  const missing = [...DROPPED_KEYS].filter((key) => !found.has(key));
  if (process.env.NODE_ENV === "production" && missing.length) {
    throw new OverrideError("head-components", `${pathname} was rendered without the components keyed ${missing.join(", ")}, so they were not dropped`);
  }
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
