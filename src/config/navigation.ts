/**
 * The one list of site links. The header, the mobile menu and the footer's Quick Links
 * all read from here; each place picks its own label where the spec gives one.
 */

export interface NavLink {
  to: string;
  /** Label in the header and its Services dropdown. */
  label: string;
  /** Label in the mobile menu, where it differs. */
  mobileLabel?: string;
  /** Label in the footer's Quick Links, where it differs. */
  footerLabel?: string;
}

export const links = {
  home: { to: "/", label: "Home" },
  about: { to: "/about", label: "About", footerLabel: "About us" },
  domesticpc: { to: "/domesticpc", label: "Domestic PC Services", footerLabel: "Domestic Pc" },
  customPc: { to: "/custom-built-pc", label: "Custom Built PC", footerLabel: "Custom Built Pc" },
  refurbishedPc: { to: "/refurbished-pc", label: "Refurbished PC", footerLabel: "Refurbished Pc" },
  pcUpgrades: { to: "/pc-upgrades", label: "PC Upgrades", footerLabel: "Pc Upgrades" },
  microPlan: { to: "/micro-it-support-plan", label: "Micro Business Support" },
  businessIt: { to: "/businessit", label: "Business IT Services", footerLabel: "Business IT" },
  webdev: { to: "/webdev", label: "Web Development", mobileLabel: "Web Dev Services" },
  blog: { to: "/blog", label: "Blog", footerLabel: "Blogs" },
  payment: { to: "/payment", label: "Payment" },
  contact: { to: "/contact", label: "Contact Us" },
  terms: { to: "/termsandprivacy", label: "Terms and Privacy policy" },
} satisfies Record<string, NavLink>;

/** The Services dropdown, in the header's order. */
export const serviceLinks: NavLink[] = [
  links.domesticpc,
  links.customPc,
  links.refurbishedPc,
  links.pcUpgrades,
  links.microPlan,
  links.businessIt,
  links.webdev,
];

/** Header order: these before the Services dropdown, then the rest, then the Contact Us button. */
export const headerLinksBefore: NavLink[] = [links.home, links.about];
export const headerLinksAfter: NavLink[] = [links.blog, links.payment];
export const headerCallToAction: NavLink = links.contact;

/** The footer's nine Quick Links, in the spec's order. */
export const footerQuickLinks: NavLink[] = [
  links.about,
  links.domesticpc,
  links.customPc,
  links.refurbishedPc,
  links.pcUpgrades,
  links.businessIt,
  links.microPlan,
  links.webdev,
  links.blog,
];

export const footerLabel = (link: NavLink): string => link.footerLabel ?? link.label;
export const mobileLabel = (link: NavLink): string => link.mobileLabel ?? link.label;
