/**
 * The services' links in the header's Services menu, the phone's menu and the footer's Quick
 * Links, made from the service files' front matter (`route`, `order` and `menu`, described in
 * src/lib/content-schema.ts, which also holds the rules the lists keep across the files,
 * serviceMenuIssues). Read by src/hooks/useServiceLinks.ts in the pages' scripts, so it takes
 * only types from the schema's module (zod stays out of the browser).
 */
import type { NavLink } from "../config/navigation";
import type { ServiceMenu } from "./content-schema";

/** One service file as the static query gives it. */
export interface ServiceLinkSource {
  fields: { route: string };
  frontmatter: { order: number | null; menu: ServiceMenu | null };
}

export interface ServiceLinks {
  /** The header's Services menu and the phone's, in the files' `order`. */
  menu: NavLink[];
  /** The footer's services, in the files' `menu.footerOrder`. */
  footer: NavLink[];
}

const link = (route: string, menu: ServiceMenu): NavLink => ({
  to: route,
  label: menu.label,
  ...(menu.mobileLabel ? { mobileLabel: menu.mobileLabel } : {}),
  ...(menu.footerLabel ? { footerLabel: menu.footerLabel } : {}),
});

/** Each service file with a menu, once in each list, placed by its position there (its route breaks ties). */
export function toServiceLinks(nodes: ReadonlyArray<ServiceLinkSource>): ServiceLinks {
  const placed = nodes.flatMap(({ fields, frontmatter }) =>
    frontmatter.menu ? [{ route: fields.route, order: frontmatter.order ?? Number.MAX_SAFE_INTEGER, menu: frontmatter.menu }] : [],
  );
  const inOrder = (position: (entry: (typeof placed)[number]) => number) =>
    [...placed].sort((a, b) => position(a) - position(b) || a.route.localeCompare(b.route)).map((entry) => link(entry.route, entry.menu));
  return { menu: inOrder((entry) => entry.order), footer: inOrder((entry) => entry.menu.footerOrder) };
}
