import { theme, type Breakpoint } from "./theme";

/** Media query for widths at or above a named breakpoint. */
export const above = (bp: Breakpoint): string => `@media (min-width: ${theme.breakpoints[bp]}px)`;

/** Media query for widths below a named breakpoint. */
export const below = (bp: Breakpoint): string => `@media (max-width: ${theme.breakpoints[bp] - 0.02}px)`;
