/**
 * The specification's 28 blog posts, in its order (oldest first). They must all exist and stay
 * listed; authors may add, date and remove others, and no test counts on the blog holding only
 * these.
 */
export const SPEC_SLUGS = [
  "web-development-2025", "ui-ux-design-2025", "build-trust-online-2025", "website-mistakes-2025",
  "beyond-microsoft-defender", "microinteractions-that-drive-business", "managed-it-services",
  "domestic-pc-issues-deserve-fixes", "invisible-ux", "microsoft-copilot-productivity", "wifi-fixes",
  "cloud-vs-local-backup", "remote-it-support-signs", "wordpress-vs-custom-website-for-business",
  "advantages-of-custom-pc", "cybersecurity-in-web-development", "refurbished-pc-best-bet", "accessibility-in-ux",
  "digital-transformation-on-a-budget", "top-7-cloud-myths", "real-cost-of-downtime", "green-it-sustainable-tech",
  "bad-website-design-reputation", "smart-it-investments-customer-trust", "regular-blog-content-seo-growth",
  "fast-websites-higher-revenue", "web-design-customer-behaviour-growth", "cyber-security-beyond-compliance",
] as const;
