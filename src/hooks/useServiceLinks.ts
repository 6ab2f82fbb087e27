import { graphql, useStaticQuery } from "gatsby";
import { toServiceLinks, type ServiceLinks } from "../lib/service-links";

/**
 * The services' links for the header's Services menu, the phone's menu and the footer: one per
 * published file of content/services, with the labels and positions its `menu` and `order` give
 * (src/lib/service-links.ts).
 */
export function useServiceLinks(): ServiceLinks {
  const data = useStaticQuery<Queries.ServiceLinksQuery>(graphql`
    query ServiceLinks {
      ...ContentRevision
      # Published: each link's page exists. Sorted here too, so the query's result is the same in every build.
      allMdx(filter: { fields: { collection: { eq: "services" }, published: { eq: true } } }, sort: [{ frontmatter: { order: ASC } }, { fields: { route: ASC } }]) {
        nodes {
          fields { route }
          frontmatter {
            order
            menu { label mobileLabel footerLabel footerOrder }
          }
        }
      }
    }
  `);
  return toServiceLinks(data.allMdx.nodes);
}
