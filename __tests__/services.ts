/**
 * The service pages as their files in content/services say, for tests of the services menu and
 * the service cards (unit and browser alike): each published file's card title and route, in the
 * files' `order`, made by the site's own src/lib/service-cards.ts. No test writes the list out.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { toServiceCards } from "../src/lib/service-cards";

const dir = path.resolve(__dirname, "../content/services");

/** The services, as the home page's cards and the Services menu list them. */
export const SERVICES = toServiceCards(
  readdirSync(dir)
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => matter(readFileSync(path.join(dir, name), "utf8")).data)
    .filter((data) => data.draft !== true)
    .map((data) => ({ fields: { route: String(data.route) }, frontmatter: data })),
).map(({ title, link }) => ({ title, link }));
