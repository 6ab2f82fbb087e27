/**
 * The service pages as their files in content/services say, read through the site's one
 * front-matter reader (src/lib/front-matter.ts), for tests of the menus and the service cards
 * (unit and browser alike). No test writes the list out: each states its rule in terms of the
 * files' fields.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { readContentFile } from "../src/lib/front-matter";
import type { ServiceMenu } from "../src/lib/content-schema";
import { toServiceCards } from "../src/lib/service-cards";

const dir = path.resolve(__dirname, "../content/services");

/** A service file's front matter, the fields the tests read (content.test.ts checks every file against the schema). */
interface ServiceFile {
  route: string;
  order: number;
  menu: ServiceMenu;
  title: string;
  schemaType: "Service" | "Product";
  card: { title: string; description: string };
  draft?: boolean;
}

/** Every published service file (not a draft), in file-name order, as a build reads it. */
export const serviceFiles: ServiceFile[] = readdirSync(dir)
  .filter((name) => name.endsWith(".mdx"))
  .sort()
  .map((name) => readContentFile(readFileSync(path.join(dir, name), "utf8")).frontmatter as unknown as ServiceFile)
  .filter((data) => data.draft !== true);

/** The services, as the home page's cards list them, made by the site's own src/lib/service-cards.ts. */
export const SERVICES = toServiceCards(serviceFiles.map((data) => ({ fields: { route: data.route }, frontmatter: data }))).map(({ title, link }) => ({ title, link }));

const byPlace = (place: (data: ServiceFile) => number) => [...serviceFiles].sort((a, b) => place(a) - place(b));

/**
 * The header's Services menu: every service file, in its `order`, labelled by its `menu.label`;
 * the phone's menu shows the same, each labelled by its `menu.mobileLabel` where it has one.
 */
export const SERVICE_MENU = byPlace((data) => data.order).map((data) => ({
  label: data.menu.label,
  mobileLabel: data.menu.mobileLabel ?? data.menu.label,
  link: data.route,
}));

/** The footer's services: every service file, in its `menu.footerOrder`, labelled by its `menu.footerLabel` where it has one. */
export const FOOTER_SERVICES = byPlace((data) => data.menu.footerOrder).map((data) => ({
  label: data.menu.footerLabel ?? data.menu.label,
  link: data.route,
}));

/** What the static query of src/hooks/useServiceLinks.ts returns for these files (in file-name order: the hook places them). */
export const serviceLinksQueryResult = {
  contentRevision: { revision: 0 },
  allMdx: {
    nodes: serviceFiles.map((data) => ({
      fields: { route: data.route },
      frontmatter: { order: data.order, menu: { mobileLabel: null, footerLabel: null, ...data.menu } },
    })),
  },
};
