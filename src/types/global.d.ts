export {};

declare global {
  interface Window {
    /** Google's tag function, defined by the consent-default script in the page head. */
    gtag?: (...args: unknown[]) => void;
    dataLayer?: unknown[];
  }
}
