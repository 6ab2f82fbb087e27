import { XMLParser } from "fast-xml-parser";
import { expect, SITE_URL, test } from "./fixtures";

/** The feed read as a feed reader reads it: XML parsed, the channel's self link, each item's full text. */
test("the RSS feed names its own address and carries each listed post in full", async ({ request }) => {
  const response = await request.get("/rss.xml");
  expect(response.status()).toBe(200);
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", cdataPropName: "#cdata", isArray: (name) => name === "item" });
  const feed = parser.parse(await response.text());
  const channel = feed.rss.channel;
  expect(feed.rss["@version"]).toBe("2.0");
  expect(feed.rss["@xmlns:atom"]).toBe("http://www.w3.org/2005/Atom");
  expect(feed.rss["@xmlns:content"]).toBe("http://purl.org/rss/1.0/modules/content/");
  expect(channel["atom:link"]).toMatchObject({ "@href": `${SITE_URL}/rss.xml`, "@rel": "self", "@type": "application/rss+xml" });

  // The posts the blog page lists (its static HTML has every card).
  const blog = await (await request.get("/blog")).text();
  const posts = [...new Set([...blog.matchAll(/href="(\/blog\/[a-z0-9-]+)"/g)].map((match) => `${SITE_URL}${match[1]}`))];
  const items = channel.item as Array<Record<string, unknown>>;
  expect(posts.length).toBeGreaterThan(20);
  expect(items.map((item) => item.link).sort()).toEqual(posts.sort());
  for (const item of items) {
    const encoded = item["content:encoded"] as { "#cdata"?: string } | string | undefined;
    const html = typeof encoded === "string" ? encoded : (encoded?.["#cdata"] ?? "");
    expect(html.length, String(item.link)).toBeGreaterThan(1500);
    expect(html, String(item.link)).toContain("<h2");
    expect(html, `${String(item.link)}: links are absolute`).not.toMatch(/\shref="\/(?!\/)/);
    expect(new Date(String(item.pubDate)).getTime(), String(item.link)).not.toBeNaN();
  }
});
