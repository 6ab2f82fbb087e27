import { createGlobalStyle } from "styled-components";
import { LEAVING_ATTRIBUTE } from "../lib/navigation-progress";
import { progressBar } from "./progress-bar";
import { theme } from "./theme";

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: calc(${theme.layout.headerHeight} + 1rem);
  }

  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.body};
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
    text-rendering: optimizeLegibility;
    overflow-wrap: break-word;
  }

  h1, h2, h3, h4 {
    font-family: ${theme.fonts.heading};
    line-height: ${theme.lineHeights.tight};
    color: ${theme.colors.navy};
    margin: 0 0 ${theme.space.md};
    text-wrap: balance;
  }

  p { margin: 0 0 ${theme.space.md}; }

  a { color: ${theme.colors.primary}; text-underline-offset: 0.15em; }
  a:hover { color: ${theme.colors.primaryDark}; }

  img, svg { max-width: 100%; height: auto; }

  /* A link clicked while the page starts up loads its page: the bar shows on the next frame. */
  html[${LEAVING_ATTRIBUTE}]::before {
    content: "";
    ${progressBar}
  }

  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
    border-radius: 2px;
  }

  button, input, textarea, select { font: inherit; }

  /* On paper: dark ink on white (printers leave backgrounds out, so light text on a dark band
     would vanish), no shadows, a web address after each link to another site, and no heading
     or picture split from what follows. Components say what is not printed (notPrinted). */
  @media print {
    *, *::before, *::after {
      color: #000 !important;
      background: transparent !important;
      box-shadow: none !important;
      text-shadow: none !important;
    }
    article a[href^="http"]::after { content: " (" attr(href) ")"; font-size: 0.85em; overflow-wrap: anywhere; }
    h1, h2, h3, h4 { break-after: avoid; }
    img, svg, figure, table, pre, blockquote, li { break-inside: avoid; }
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
