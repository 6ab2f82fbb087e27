import { css, keyframes } from "styled-components";
import { theme } from "./theme";

const advance = keyframes`
  from { transform: scaleX(0.05); }
  to { transform: scaleX(0.9); }
`;

/**
 * The look of the thin amber bar along the top of the window while the next page is on its way:
 * the client-side navigation's (NavigationProgress) and the page load's an early click starts
 * (GlobalStyle's `html[data-leaving]`), so both cues look the same.
 */
export const progressBar = css`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  z-index: ${theme.zIndices.banner + 1};
  background: ${theme.colors.amber};
  transform-origin: left;
  animation: ${advance} 8s cubic-bezier(0.1, 0.6, 0.3, 1) forwards;
  pointer-events: none;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    transform: scaleX(0.5);
  }
`;
