import { css } from "styled-components";
import { theme } from "./theme";

/**
 * A white tick on a teal disc before a list item, drawn with two pseudo-elements. Drawn in CSS
 * rather than as an SVG picture, for which the browser builds a separate document on the
 * page's main thread while it starts up.
 * `size` is the disc's width; `left` and `top` place it inside the item. All three need a unit
 * ("0rem", not "0"): they are used inside calc().
 */
export const tickBefore = (size: string, left: string, top: string) => css`
  position: relative;

  &::before,
  &::after {
    content: "";
    position: absolute;
  }

  &::before {
    left: ${left};
    top: ${top};
    width: ${size};
    height: ${size};
    border-radius: 50%;
    background: ${theme.colors.teal};
  }

  /* The tick: the right and bottom edges of a narrow box, turned 45 degrees. */
  &::after {
    left: calc(${left} + ${size} * 0.34);
    top: calc(${top} + ${size} * 0.17);
    box-sizing: border-box;
    width: calc(${size} * 0.3);
    height: calc(${size} * 0.54);
    border: solid ${theme.colors.onDark};
    border-width: 0 calc(${size} * 0.12) calc(${size} * 0.12) 0;
    transform: rotate(45deg);
  }
`;
