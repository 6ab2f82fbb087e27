/**
 * Old or alternative addresses and where they lead, each to a content page. gatsby-node turns
 * each into a small fallback page (canonical link + meta refresh, naming the page by its content's
 * title) for hosts without redirect rules, and a line of public/_redirects for hosts that read it
 * (Netlify, Cloudflare Pages).
 */
export interface SiteRedirect {
  from: string;
  to: string;
}

export const redirects: readonly SiteRedirect[] = [
  { from: "/custom-pc", to: "/custom-built-pc" },
  { from: "/blog/microinteractions-drive-business", to: "/blog/microinteractions-that-drive-business" },
];
