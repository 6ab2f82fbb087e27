/**
 * Design tokens. Components import them (`${theme.colors.primary}` in a styled template) and
 * never write a raw value. They are constants, not styled-components' theme context, so a
 * component styled by them alone is static to styled-components: its class is worked out once,
 * not again at every render (docs/performance.md, "Styles that do not change").
 */
export const theme = {
  colors: {
    navy: "#0f2a4a",
    navyDeep: "#0a1e36",
    primary: "#1d5fbf",
    primaryDark: "#174c99",
    sky: "#5aa9e6",
    teal: "#0e7c6a",
    mint: "#c9f0e6",
    amber: "#f5a524",
    amberDark: "#d98a0b",
    coral: "#e5604d",
    text: "#1b2430",
    muted: "#4a5a6d",
    onDark: "#ffffff",
    onDarkMuted: "#c6d3e3",
    surface: "#ffffff",
    surfaceAlt: "#eef4fb",
    border: "#d6e0ec",
    success: "#1e7b34",
    successBg: "#e6f4ea",
    danger: "#b3261e",
    dangerBg: "#fdecea",
    focus: "#f5a524",
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace',
  },
  /** Type scale in rem. */
  fontSizes: {
    xs: "0.8125rem",
    sm: "0.9375rem",
    md: "1.0625rem",
    lg: "1.25rem",
    xl: "1.5rem",
    xxl: "2rem",
    display: "clamp(2rem, 1.4rem + 3vw, 3.25rem)",
  },
  lineHeights: { tight: 1.2, body: 1.6 },
  /** Spacing scale in rem, by step. */
  space: {
    xs: "0.25rem",
    sm: "0.5rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2rem",
    xxl: "3rem",
    section: "clamp(3rem, 2rem + 4vw, 5rem)",
  },
  radii: { sm: "6px", md: "10px", lg: "16px", pill: "999px" },
  shadows: {
    card: "0 1px 2px rgba(15, 42, 74, 0.06), 0 4px 16px rgba(15, 42, 74, 0.08)",
    raised: "0 8px 28px rgba(15, 42, 74, 0.18)",
  },
  /** Minimum widths in px. Below `md` the header shows the mobile menu. */
  breakpoints: { sm: 480, md: 768, lg: 1024, xl: 1200 },
  layout: { maxWidth: "1200px", readingWidth: "46rem", headerHeight: "4.5rem" },
  zIndices: { header: 50, menu: 60, banner: 70 },
} as const;

export type Breakpoint = keyof (typeof theme)["breakpoints"];
