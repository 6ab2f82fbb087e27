/**
 * The menus' rules across the service files (serviceMenuIssues, src/lib/content-schema.ts), a step
 * of createPages: no two published services take one place or label in a menu; a clash stops the
 * build, naming each file and field.
 */
import type { CreatePagesArgs } from "gatsby";
import { serviceMenuIssues, type ServiceMenu } from "../src/lib/content-schema";
import { contentNodes } from "./content-query";
import { reportIssues } from "./problems";

interface MenuNode {
  id: string;
  frontmatter: { order: number; menu: ServiceMenu };
}

/** A step of createPages: checks the published services' places and labels in the menus against each other. */
export async function checkServiceMenus({ graphql, reporter }: Pick<CreatePagesArgs, "graphql" | "reporter">): Promise<void> {
  const services = contentNodes().filter((node) => node.fields.collection === "services" && node.fields.published);
  // By id: only a published file's front matter is sure to be whole.
  const result = await graphql<{ allMdx: { nodes: MenuNode[] } }>(
    `
      query ServiceMenus($ids: [String!]!) {
        allMdx(filter: { id: { in: $ids } }) {
          nodes {
            id
            frontmatter { order menu { label mobileLabel footerLabel footerOrder } }
          }
        }
      }
    `,
    { ids: services.map((node) => node.id) },
  );
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the services for their places in the menus", result.errors);
    return;
  }
  const byId = new Map(result.data.allMdx.nodes.map((node) => [node.id, node.frontmatter]));
  // In contentNodes()'s order, so the problems come in the same order on every run.
  const entries = services.flatMap((node) => {
    const frontmatter = byId.get(node.id);
    return frontmatter ? [{ file: node.file, ...frontmatter }] : [];
  });
  reportIssues(reporter, serviceMenuIssues(entries));
}
