import { theme, type Breakpoint } from "./theme";

/** Media query for widths at or above a named breakpoint. */
export const above = (bp: Breakpoint): string => `@media (min-width: ${theme.breakpoints[bp]}px)`;

/**
 * Left off paper: the site's furniture (header, footer, consent banner) and what only works on
 * screen (forms, search, the links to other posts). GlobalStyle's print rules do the rest.
 */
export const notPrinted = "@media print { display: none !important; }";

/** Media query for widths below a named breakpoint. */
export const below = (bp: Breakpoint): string => `@media (max-width: ${theme.breakpoints[bp] - 0.02}px)`;
