import { listPagePath, pageLinks, paginate, topicPath } from "../../../src/lib/blog-pages";

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe("paginate", () => {
  it("keeps a list of at most one page's worth on its first page", () => {
    expect(paginate(numbers(29), 30, "/blog")).toEqual([{ path: "/blog", page: 1, pages: 1, items: numbers(29) }]);
    expect(paginate(numbers(30), 30, "/blog")).toHaveLength(1);
  });

  it("moves older items to /page/2 and on, every item on exactly one page, in order", () => {
    const pages = paginate(numbers(1000), 30, "/blog/topics/security");
    expect(pages).toHaveLength(34);
    expect(pages.map((page) => page.path).slice(0, 3)).toEqual(["/blog/topics/security", "/blog/topics/security/page/2", "/blog/topics/security/page/3"]);
    expect(pages.flatMap((page) => page.items)).toEqual(numbers(1000));
    expect(pages[33].items).toEqual(numbers(1000).slice(990));
    expect(pages.every((page) => page.pages === 34 && page.items.length <= 30)).toBe(true);
  });

  it("gives an empty list its first page, and refuses a page size that is not a whole number", () => {
    expect(paginate([], 30, "/blog")).toEqual([{ path: "/blog", page: 1, pages: 1, items: [] }]);
    expect(() => paginate([1], 0, "/blog")).toThrow("perPage must be a whole number of at least 1, not 0");
  });
});

describe("pageLinks", () => {
  const shown = (current: number, pages: number) => pageLinks(current, pages).map((link) => (link.kind === "gap" ? "…" : link.current ? `[${link.page}]` : String(link.page))).join(" ");

  it("shows the first and last pages, the current one and its neighbours, with gaps between", () => {
    expect(shown(1, 1)).toBe("[1]");
    expect(shown(1, 3)).toBe("[1] 2 3");
    expect(shown(1, 34)).toBe("[1] 2 … 34");
    expect(shown(5, 34)).toBe("1 … 4 [5] 6 … 34");
    expect(shown(34, 34)).toBe("1 … 33 [34]");
  });

  it("shows a single left-out page instead of a gap", () => {
    expect(shown(4, 10)).toBe("1 2 3 [4] 5 … 10");
    expect(shown(7, 10)).toBe("1 … 6 [7] 8 9 10");
  });
});

describe("addresses", () => {
  it("has no /page/1 and puts topics under /blog/topics", () => {
    expect(listPagePath("/blog", 1)).toBe("/blog");
    expect(listPagePath("/blog", 2)).toBe("/blog/page/2");
    expect(topicPath("backups-and-cloud")).toBe("/blog/topics/backups-and-cloud");
  });
});
