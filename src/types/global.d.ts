export {};

declare global {
  namespace NodeJS {
    interface Require {
      /** webpack's require.context (gatsby-ssr.tsx): https://webpack.js.org/guides/dependency-management/#requirecontext */
      context(directory: string, useSubdirectories: boolean, pattern: RegExp): { keys(): string[]; (name: string): unknown };
    }
  }
  interface Window {
    /** Google's tag function, defined by the consent-default script in the page head. */
    gtag?: (...args: unknown[]) => void;
    dataLayer?: unknown[];
  }
}
