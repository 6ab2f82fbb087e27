import React from "react";
import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { ThemeProvider } from "styled-components";
import { GlobalStyle } from "../../styles/GlobalStyle";
import { theme } from "../../styles/theme";
import { Layout } from "./Layout";

type WrapRoot = GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"];
type WrapPage = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"];

/** The theme, shared by the browser and server renders so they match. */
export const wrapRootElement: WrapRoot = ({ element }) => <ThemeProvider theme={theme}>{element}</ThemeProvider>;

/**
 * The global style and the shared layout around every page; they stay mounted across
 * client-side navigation. The global style sits here, not in wrapRootElement, because the
 * site's wrapRootElement is outside gatsby-plugin-styled-components' server style sheet, and
 * only styles rendered inside it reach the static HTML.
 */
export const wrapPageElement: WrapPage = ({ element, props }) => (
  <>
    <GlobalStyle />
    <Layout pathname={props.location.pathname}>{element}</Layout>
  </>
);
