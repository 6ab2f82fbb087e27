/**
 * The site's links other than the services, and where the header, the mobile menu and the
 * footer's Quick Links place them; each place picks its own label where the spec gives one.
 * The services' links come from their content files (src/lib/service-links.ts).
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
  blog: { to: "/blog", label: "Blog", footerLabel: "Blogs" },
  payment: { to: "/payment", label: "Payment" },
  contact: { to: "/contact", label: "Contact Us" },
  terms: { to: "/termsandprivacy", label: "Terms and Privacy policy" },
} satisfies Record<string, NavLink>;

/** Header order: these before the Services dropdown, then the rest, then the Contact Us button. */
export const headerLinksBefore: NavLink[] = [links.home, links.about];
export const headerLinksAfter: NavLink[] = [links.blog, links.payment];
export const headerCallToAction: NavLink = links.contact;

/** The footer's Quick Links: About, then the services in their footer order, then Blog. */
export const footerQuickLinks = (services: readonly NavLink[]): NavLink[] => [links.about, ...services, links.blog];

export const footerLabel = (link: NavLink): string => link.footerLabel ?? link.label;
export const mobileLabel = (link: NavLink): string => link.mobileLabel ?? link.label;
