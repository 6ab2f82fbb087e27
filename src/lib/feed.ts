/**
 * Options for gatsby-plugin-feed: an RSS feed of the newest FEED_POSTS listed blog posts
 * (src/config/blog.ts) at /rss.xml, linked from the head of the blog pages, so that the feed
 * every reader polls stays the same size however many posts the blog has. Each item carries the post's full text as HTML
 * (content:encoded) with absolute links, and the channel names its own address
 * (atom:link rel="self"), as feed validators ask.
 */
import { FEED_POSTS } from "../config/blog";
import { site } from "../config/site";

interface FeedQuery {
  site: { siteMetadata: { siteUrl: string; title: string; description: string } };
  allMdx: {
    nodes: Array<{
      fields: { route: string };
      frontmatter: { title: string; summary: string; date: string };
      rendered: { html: string };
    }>;
  };
}

/** A post's HTML for a feed reader: site links, pictures (and their sizes) and fragment links made absolute. */
export function absoluteLinks(html: string, base: string, pageUrl: string): string {
  const site = base.replace(/\/+$/, "");
  return html
    .replace(/(\s(?:href|src))="\/(?!\/)/g, `$1="${site}/`)
    .replace(/(\ssrcset)="([^"]*)"/gi, (_all, name: string, candidates: string) => `${name}="${candidates.replace(/(^|,\s*)\/(?!\/)/g, `$1${site}/`)}"`)
    .replace(/(\shref)="#/g, `$1="${pageUrl}#`);
}

export function serializeFeed({ query }: { query: FeedQuery }) {
  const base = query.site.siteMetadata.siteUrl;
  return query.allMdx.nodes.map((post) => {
    const url = `${base}${post.fields.route}`;
    return {
      title: post.frontmatter.title,
      description: post.frontmatter.summary,
      date: post.frontmatter.date,
      url,
      guid: url,
      custom_elements: [{ "content:encoded": absoluteLinks(post.rendered.html, base, url) }],
    };
  });
}

export const feedOptions = {
  query: `{ site { siteMetadata { title description siteUrl site_url: siteUrl } } }`,
  feeds: [
    {
      serialize: serializeFeed,
      query: `{
        allMdx(
          filter: { fields: { collection: { eq: "blog" }, listed: { eq: true } } }
          sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]
          limit: ${FEED_POSTS}
        ) {
          nodes {
            fields { route }
            frontmatter { title summary date }
            rendered { html }
          }
        }
      }`,
      output: "/rss.xml",
      title: `${site.name} blog`,
      // Passed on to the rss package, which writes it as <atom:link rel="self">.
      feed_url: `${site.url}/rss.xml`,
      site_url: site.url,
      match: "^/blog",
    },
  ],
};
