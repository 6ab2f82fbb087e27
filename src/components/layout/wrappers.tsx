import React from "react";
import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { ThemeProvider } from "styled-components";
import { GlobalStyle } from "../../styles/GlobalStyle";
import { theme } from "../../styles/theme";
import { Layout } from "./Layout";

type WrapRoot = GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"];
type WrapPage = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"];

/** Theme and global style, shared by the browser and server renders so they match. */
export const wrapRootElement: WrapRoot = ({ element }) => (
  <ThemeProvider theme={theme}>
    <GlobalStyle />
    {element}
  </ThemeProvider>
);

/** The shared layout around every page; it stays mounted across client-side navigation. */
export const wrapPageElement: WrapPage = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
