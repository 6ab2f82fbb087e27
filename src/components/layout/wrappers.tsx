import React from "react";
import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { GlobalStyle } from "../../styles/GlobalStyle";
import { Layout } from "./Layout";

type WrapPage = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"];

/**
 * The global style and the shared layout around every page; they stay mounted across
 * client-side navigation. The global style sits here, not in wrapRootElement, because a
 * site's wrapRootElement is outside gatsby-plugin-styled-components' server style sheet, and
 * only styles rendered inside it reach the static HTML.
 */
export const wrapPageElement: WrapPage = ({ element, props }) => (
  <>
    <GlobalStyle />
    <Layout pathname={props.location.pathname}>{element}</Layout>
  </>
);
