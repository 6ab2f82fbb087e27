import { absoluteLinks, feedOptions, serializeFeed } from "../../../src/lib/feed";

const BASE = "https://www.ouzelvalleyit.co.uk";

describe("absoluteLinks", () => {
  it("makes site links, images and heading anchors absolute, and leaves other sites and protocol-relative links alone", () => {
    const html = '<h2 id="a"><a href="#a">A</a></h2><p><a href="/webdev">web</a> <a href="https://example.com/x">x</a> <a href="//cdn.example/y">y</a> <img src="/static/p.png" alt=""/></p>';
    expect(absoluteLinks(html, `${BASE}/`, `${BASE}/blog/post`)).toBe(
      `<h2 id="a"><a href="${BASE}/blog/post#a">A</a></h2><p><a href="${BASE}/webdev">web</a> <a href="https://example.com/x">x</a> <a href="//cdn.example/y">y</a> <img src="${BASE}/static/p.png" alt=""/></p>`,
    );
  });

  it("makes every size of a picture absolute, in its <source> and its <img>", () => {
    const html = '<picture><source type="image/webp" srcset="/static/a/184/x.webp 184w,/static/a/368/x.webp 368w, /static/a/736/x.webp 736w" sizes="(min-width: 736px) 736px, 100vw"/><img src="/static/a/736/x.png" srcSet="/static/a/368/x.png 368w,\n/static/a/736/x.png 736w" alt="A router"/></picture>';
    expect(absoluteLinks(html, BASE, `${BASE}/blog/post`)).toBe(
      `<picture><source type="image/webp" srcset="${BASE}/static/a/184/x.webp 184w,${BASE}/static/a/368/x.webp 368w, ${BASE}/static/a/736/x.webp 736w" sizes="(min-width: 736px) 736px, 100vw"/><img src="${BASE}/static/a/736/x.png" srcSet="${BASE}/static/a/368/x.png 368w,\n${BASE}/static/a/736/x.png 736w" alt="A router"/></picture>`,
    );
  });
});

describe("serializeFeed", () => {
  it("gives each post its address, date, summary and full text", () => {
    const items = serializeFeed({
      query: {
        site: { siteMetadata: { siteUrl: BASE, title: "T", description: "D" } },
        allMdx: {
          nodes: [{ fields: { route: "/blog/wifi-fixes" }, frontmatter: { title: "Wi-Fi", summary: "Faster", date: "2025-07-08" }, rendered: { html: '<p>See <a href="/contact">us</a></p>' } }],
        },
      },
    });
    expect(items).toEqual([
      {
        title: "Wi-Fi",
        description: "Faster",
        date: "2025-07-08",
        url: `${BASE}/blog/wifi-fixes`,
        guid: `${BASE}/blog/wifi-fixes`,
        custom_elements: [{ "content:encoded": `<p>See <a href="${BASE}/contact">us</a></p>` }],
      },
    ]);
  });

  it("names the feed's own address, for atom:link rel=self", () => {
    expect(feedOptions.feeds[0]).toMatchObject({ output: "/rss.xml", feed_url: `${BASE}/rss.xml` });
  });
});
