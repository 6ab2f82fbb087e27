/**
 * Old or alternative addresses and where they lead. gatsby-node turns each into a Gatsby
 * redirect, a small fallback page (canonical link + meta refresh) for hosts without redirect
 * rules, and a line of public/_redirects for hosts that read it (Netlify, Cloudflare Pages).
 */
export interface SiteRedirect {
  from: string;
  to: string;
  /** What the visitor is told while the fallback page forwards them. */
  label: string;
}

export const redirects: readonly SiteRedirect[] = [
  { from: "/custom-pc", to: "/custom-built-pc", label: "Custom Built PCs" },
  {
    from: "/blog/microinteractions-drive-business",
    to: "/blog/microinteractions-that-drive-business",
    label: "Microinteractions that drive business",
  },
];
