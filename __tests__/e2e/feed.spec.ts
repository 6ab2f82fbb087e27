import { XMLParser } from "fast-xml-parser";
import { FEED_POSTS } from "../../src/config/blog";
import { listedPosts } from "./content";
import { expect, SITE_URL, test } from "./fixtures";

/** The feed read as a feed reader reads it: XML parsed, the channel's self link, each item's full text. */
test("the RSS feed names its own address and carries each listed post in full, its pictures at absolute addresses", async ({ request }) => {
  const response = await request.get("/rss.xml");
  expect(response.status()).toBe(200);
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", cdataPropName: "#cdata", isArray: (name) => name === "item" });
  const feed = parser.parse(await response.text());
  const channel = feed.rss.channel;
  expect(feed.rss["@version"]).toBe("2.0");
  expect(feed.rss["@xmlns:atom"]).toBe("http://www.w3.org/2005/Atom");
  expect(feed.rss["@xmlns:content"]).toBe("http://purl.org/rss/1.0/modules/content/");
  expect(channel["atom:link"]).toMatchObject({ "@href": `${SITE_URL}/rss.xml`, "@rel": "self", "@type": "application/rss+xml" });

  // The newest FEED_POSTS posts the blog lists, each with its whole text: as many words as its
  // MDX body, near enough (markup aside), and each of its headings.
  const newest = listedPosts.slice(0, FEED_POSTS);
  const items = channel.item as Array<Record<string, unknown>>;
  expect(items.map((item) => item.link)).toEqual(newest.map((post) => `${SITE_URL}/blog/${post.slug}`));
  const words = (text: string) => text.split(/\s+/).filter((word) => /\w/.test(word)).length;
  for (const [index, item] of items.entries()) {
    const post = newest[index];
    const encoded = item["content:encoded"] as { "#cdata"?: string } | string | undefined;
    const html = typeof encoded === "string" ? encoded : (encoded?.["#cdata"] ?? "");
    const bodyWords = words(post.body.replace(/<[^>]*>/g, " "));
    expect(words(html.replace(/<[^>]*>/g, " ")), `${String(item.link)}: words in the feed against its body's ${bodyWords}`).toBeGreaterThan(bodyWords * 0.8);
    expect((html.match(/<h2[\s>]/g) ?? []).length, String(item.link)).toBe((post.body.match(/^##\s/gm) ?? []).length);
    expect(html, `${String(item.link)}: links are absolute`).not.toMatch(/\s(href|src)="\/(?!\/)/i);
    // Body pictures: each a <picture> whose every size, in every format, is at an absolute address.
    expect((html.match(/<picture>/g) ?? []).length, `${String(item.link)}: body pictures`).toBe((post.body.match(/!\[[^\]]*\]\(/g) ?? []).length);
    for (const [, candidates] of html.matchAll(/\ssrcset="([^"]*)"/gi)) {
      for (const candidate of candidates.split(",")) expect(candidate.trim(), String(item.link)).toMatch(/^https:\/\/[^/]+\/static\/\S+ \d+w$/);
    }
    expect(new Date(String(item.pubDate)).getTime(), String(item.link)).not.toBeNaN();
  }
});
