import { readContentFile } from "../../../src/lib/front-matter";
import { validateFrontmatter } from "../../../src/lib/content-schema";
import { slugFromTitle } from "../../../src/lib/slug";
import { newPostArt, newPostFile, parseTopics, topicQuestion } from "../../../scripts/lib/new-post";

describe("new-post", () => {
  it("makes the address from the title", () => {
    expect(slugFromTitle("Is your Wi-Fi slow? Five fixes to try first")).toBe("is-your-wi-fi-slow-five-fixes-to-try-first");
    expect(slugFromTitle("Backups & Café’s laptops")).toBe("backups-and-cafes-laptops");
    expect(slugFromTitle("WiFi fixes")).toBe("wifi-fixes");
    expect(slugFromTitle("?!")).toBe("");
    // A long title's address stops at a whole word within 80 characters.
    const long = slugFromTitle(`${"Very long title: with quotes ".repeat(20)}`);
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toBe("very-long-title-with-quotes-very-long-title-with-quotes-very-long-title-with");
    expect(slugFromTitle("x".repeat(100))).toBe("x".repeat(80));
  });

  it("writes a draft whose front matter passes the content check", () => {
    const file = newPostFile('Printers: "why" they jam', "printers-why-they-jam", "2026-11-24", ["pcs-and-hardware", "business-it"]);
    const { frontmatter: data, body: content } = readContentFile(file);
    expect(data.draft).toBe(true);
    expect(data.title).toBe('Printers: "why" they jam');
    expect(data.topics).toEqual(["pcs-and-hardware", "business-it"]);
    expect(validateFrontmatter("blog", data, "content/blog/printers-why-they-jam.mdx", { name: "printers-why-they-jam" })).toEqual([]);
    expect(content).toContain("## First heading");
  });

  it("will not publish with the prompts still in place", () => {
    const { frontmatter: data } = readContentFile(newPostFile("Printers", "printers", "2026-11-24", ["security"]));
    const issues = validateFrontmatter("blog", { ...data, draft: false }, "content/blog/printers.mdx", { name: "printers" });
    expect(issues.map((issue) => issue.field).sort()).toEqual(["keywords", "summary"]);
  });

  it("asks for topics by number or name, and explains a wrong answer", () => {
    expect(topicQuestion()).toContain("1. Security (security)");
    expect(topicQuestion()).toContain("5. Websites and design (websites-and-design)");
    expect(parseTopics("1, 3")).toEqual({ topics: ["security", "pcs-and-hardware"] });
    expect(parseTopics("Business IT,websites-and-design,1")).toEqual({ topics: ["business-it", "websites-and-design", "security"] });
    expect(parseTopics("9")).toEqual({ problem: '"9" is not one of the topics: give numbers 1 to 5 or the names in brackets.' });
    expect(parseTopics("gardening")).toEqual({ problem: '"gardening" is not one of the topics: give numbers 1 to 5 or the names in brackets.' });
    expect(parseTopics("")).toEqual({ problem: "Choose one to three topics (you gave 0)." });
    expect(parseTopics("1,2,3,4")).toEqual({ problem: "Choose one to three topics (you gave 4)." });
  });

  it("draws a different picture for each slug, the same each time", () => {
    expect(newPostArt("a-post")).toBe(newPostArt("a-post"));
    expect(newPostArt("a-post")).not.toBe(newPostArt("another-post"));
    expect(newPostArt("a-post")).toMatch(/^<svg [^>]*viewBox="0 0 1200 630"/);
  });
});
