import { excerptParts, holdsEveryWord, indexImage, onlyInBodies, queryWords, sameRoute } from "../../../src/lib/search-index";

describe("the blog search's index helpers", () => {
  test("a Pagefind excerpt becomes plain text pieces, the matched words marked, markup never kept", () => {
    expect(excerptParts("check the <mark>router</mark> &amp; the <mark>VPN</mark> settings")).toEqual([
      { text: "check the ", match: false },
      { text: "router", match: true },
      { text: " & the ", match: false },
      { text: "VPN", match: true },
      { text: " settings", match: false },
    ]);
    expect(excerptParts("&lt;img src=x onerror=alert(1)&gt; <mark>x</mark>")).toEqual([
      { text: "<img src=x onerror=alert(1)> ", match: false },
      { text: "x", match: true },
    ]);
    expect(excerptParts("no match here")).toEqual([{ text: "no match here", match: false }]);
  });

  test("routes with and without a trailing slash name the same post", () => {
    expect(sameRoute("/blog/wifi-fixes/", "/blog/wifi-fixes")).toBe(true);
    expect(sameRoute("/blog/wifi-fixes", "/blog/wifi-fixes-2")).toBe(false);
  });

  test("body matches leave out the posts already found by title or summary, keeping Pagefind's order", () => {
    const matches = [
      { route: "/blog/b/", excerpt: [] },
      { route: "/blog/a/", excerpt: [] },
      { route: "/blog/c/", excerpt: [] },
    ];
    expect(onlyInBodies(matches, [{ route: "/blog/a" }]).map((match) => match.route)).toEqual(["/blog/b/", "/blog/c/"]);
  });

  test("the index names the card's WebP at the card's width, else the fallback image", () => {
    const images = {
      fallback: { src: "/static/1/card.png" },
      sources: [{ type: "image/webp", srcSet: "/static/2/card-100.webp 100w,\n/static/2/card.webp 400w,\n/static/2/card-800.webp 800w" }],
    };
    expect(indexImage({ width: 400, height: 210, images })).toEqual({ src: "/static/2/card.webp", width: 400, height: 210 });
    expect(indexImage({ width: 400, height: 210, images: { fallback: images.fallback, sources: [] } })).toEqual({ src: "/static/1/card.png", width: 400, height: 210 });
    expect(indexImage(null)).toBeNull();
  });
});

describe("a body match holds every word of the query", () => {
  test("each word, as part of a word, whatever the case and the punctuation around it", () => {
    const text = "Check the Routers' firmware, then the Wi-Fi channel.";
    expect(holdsEveryWord(text, "router firmware")).toBe(true);
    expect(holdsEveryWord(text, "  WI-FI,  channel ")).toBe(true);
    expect(holdsEveryWord(text, "zzzz the channel")).toBe(false);
    expect(holdsEveryWord(text, "  ")).toBe(false);
  });

  test("the query's words leave out surrounding punctuation but keep inner hyphens", () => {
    expect(queryWords(" Backup, (Wi-Fi) “router” ")).toEqual(["backup", "wi-fi", "router"]);
  });
});
