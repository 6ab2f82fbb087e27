/**
 * Options for gatsby-plugin-feed: an RSS feed of the listed blog posts at /rss.xml, linked
 * from the head of the blog pages.
 */
import { site } from "../config/site";

interface FeedQuery {
  site: { siteMetadata: { siteUrl: string; title: string; description: string } };
  allMdx: {
    nodes: Array<{
      fields: { route: string };
      frontmatter: { title: string; summary: string; date: string };
    }>;
  };
}

export function serializeFeed({ query }: { query: FeedQuery }) {
  const base = query.site.siteMetadata.siteUrl;
  return query.allMdx.nodes.map((post) => ({
    title: post.frontmatter.title,
    description: post.frontmatter.summary,
    date: post.frontmatter.date,
    url: `${base}${post.fields.route}`,
    guid: `${base}${post.fields.route}`,
  }));
}

export const feedOptions = {
  query: `{ site { siteMetadata { title description siteUrl site_url: siteUrl } } }`,
  feeds: [
    {
      serialize: serializeFeed,
      query: `{
        allMdx(
          filter: { fields: { collection: { eq: "blog" }, listed: { eq: true } } }
          sort: { frontmatter: { date: DESC } }
        ) {
          nodes {
            fields { route }
            frontmatter { title summary date }
          }
        }
      }`,
      output: "/rss.xml",
      title: `${site.name} blog`,
      match: "^/blog",
    },
  ],
};
