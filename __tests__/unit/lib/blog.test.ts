import { filterPosts, formatPostDate, queryFromSearch, resultsMessage, searchForQuery } from "../../../src/lib/blog";

const posts = [
  { title: "Wi-Fi fixes for home", summary: "Router placement and channels.", date: "2025-07-08" },
  { title: "Cloud vs local backup", summary: "The 3-2-1 rule, with WIFI-free offsite copies.", date: "2025-07-15" },
  { title: "Managed IT services", summary: "What a provider does.", date: "2025-06-17" },
];

describe("formatPostDate", () => {
  it.each([
    ["2025-10-28", "October 28, 2025"],
    ["2025-05-06", "May 6, 2025"],
    ["2025-07-08T00:00:00.000Z", "July 8, 2025"],
    ["2024-01-01", "January 1, 2024"],
    ["2025-12-31T23:30:00+01:00", "December 31, 2025"],
  ])("%s is written %s", (iso, text) => {
    expect(formatPostDate(iso)).toBe(text);
  });

  it("refuses a non-date", () => {
    expect(() => formatPostDate("soon")).toThrow("Not a date: soon");
  });
});

describe("filterPosts", () => {
  const titles = (query: string) => filterPosts(posts, query).map((post) => post.title);

  it("keeps everything, newest first, for an empty or blank query", () => {
    expect(titles("")).toEqual(["Cloud vs local backup", "Wi-Fi fixes for home", "Managed IT services"]);
    expect(titles("   ")).toHaveLength(3);
  });

  it("matches the title or the summary, ignoring case, newest first", () => {
    expect(titles("wi-fi")).toEqual(["Wi-Fi fixes for home"]);
    expect(titles("ROUTER")).toEqual(["Wi-Fi fixes for home"]);
    expect(titles("wifi")).toEqual(["Cloud vs local backup"]);
    expect(titles("i")).toEqual(["Cloud vs local backup", "Wi-Fi fixes for home", "Managed IT services"]);
  });

  it("matches substrings, not words, and trims the query", () => {
    expect(titles("  anag ")).toEqual(["Managed IT services"]);
  });

  it("returns nothing when nothing matches, and treats markup as plain text", () => {
    expect(titles("zebra")).toEqual([]);
    expect(titles("<script>")).toEqual([]);
  });

  it("does not reorder the input it was given", () => {
    const input = [...posts];
    filterPosts(input, "");
    expect(input).toEqual(posts);
  });
});

describe("search address helpers", () => {
  it("round-trips a query through ?q=", () => {
    expect(searchForQuery("cloud backup & more")).toBe("?q=cloud+backup+%26+more");
    expect(queryFromSearch("?q=cloud+backup+%26+more")).toBe("cloud backup & more");
    expect(queryFromSearch("")).toBe("");
    expect(searchForQuery("")).toBe("");
  });

  it("says how many posts were found", () => {
    expect(resultsMessage(28, "")).toBe("28 posts");
    expect(resultsMessage(1, " wifi ")).toBe("1 post matching “wifi”");
    expect(resultsMessage(0, "zebra")).toBe("0 posts matching “zebra”");
  });
});
