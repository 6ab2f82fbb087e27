import { readingMinutes, relatedPosts } from "../../../src/lib/related";

const posts = [
  { id: "a", keywords: ["cloud backup", "ransomware"], date: "2025-07-15" },
  { id: "b", keywords: ["backup strategy", "cloud storage"], date: "2025-06-01" },
  { id: "c", keywords: ["web design"], date: "2025-10-01" },
  { id: "d", keywords: ["ransomware protection"], date: "2025-08-01" },
  { id: "e", keywords: ["seo"], date: "2025-09-01" },
];

describe("relatedPosts", () => {
  it("ranks by shared keyword words, then by date, never the post itself", () => {
    expect(relatedPosts(posts[0], posts)).toEqual(["b", "d", "c"]);
  });

  it("fills up with the newest posts when nothing is shared", () => {
    expect(relatedPosts(posts[4], posts, 2)).toEqual(["c", "d"]);
  });
});

describe("readingMinutes", () => {
  it("counts 200 words a minute, at least one", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("word ".repeat(1000))).toBe(5);
    expect(readingMinutes("word ".repeat(1150))).toBe(6);
  });
});
