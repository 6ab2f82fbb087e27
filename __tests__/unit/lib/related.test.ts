import { readingMinutes, relatedPosts } from "../../../src/lib/related";

const posts = [
  { id: "a", topics: ["backups"], keywords: ["cloud backup", "ransomware", "help leighton buzzard"], date: "2025-07-15" },
  { id: "b", topics: ["backups"], keywords: ["backup strategy", "cloud storage"], date: "2025-06-01" },
  { id: "c", topics: ["web"], keywords: ["web design", "leighton buzzard"], date: "2025-10-01" },
  { id: "d", topics: ["security"], keywords: ["ransomware protection", "leighton buzzard"], date: "2025-08-01" },
  { id: "e", topics: ["web"], keywords: ["seo", "leighton buzzard"], date: "2025-09-01" },
  { id: "f", topics: ["backups"], keywords: ["buzzard"], date: "2025-11-01" },
];

describe("relatedPosts", () => {
  it("ranks posts sharing a topic first, never the post itself", () => {
    expect(relatedPosts(posts[0], posts).slice(0, 2).sort()).toEqual(["b", "f"]);
  });

  it("ranks by shared keyword words within a topic, a word most posts use weighing least", () => {
    // f shares only "buzzard", which four of the five others use; b shares "cloud" and "backup".
    expect(relatedPosts(posts[0], posts, 2)).toEqual(["b", "f"]);
    // Outside the topic, d's rarer "ransomware" outweighs the town c and e share with a.
    expect(relatedPosts(posts[0], posts, 3)[2]).toBe("d");
  });

  it("fills up with the newest posts when nothing is shared", () => {
    const alone = { id: "g", topics: ["printers"], keywords: ["toner"], date: "2025-12-01" };
    expect(relatedPosts(alone, [...posts, alone], 2)).toEqual(["f", "c"]);
  });
});

describe("readingMinutes", () => {
  it("counts 200 words a minute, at least one", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("word ".repeat(1000))).toBe(5);
    expect(readingMinutes("word ".repeat(1150))).toBe(6);
  });
});
