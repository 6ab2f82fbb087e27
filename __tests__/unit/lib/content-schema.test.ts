import { readContentFile } from "../../../src/lib/front-matter";
import { findDuplicates, formatIssues, missingFiles, referencedImages, serviceMenuIssues, UNREADABLE_FRONT_MATTER, validateFrontmatter } from "../../../src/lib/content-schema";

const goodPost = {
  title: "Wi-Fi fixes",
  slug: "wifi-fixes",
  date: "2025-07-08",
  summary: "Better signal at home.",
  image: "./images/wifi-fixes.png",
  imageAlt: "A router",
  keywords: ["wifi"],
  topics: ["pcs-and-hardware"],
};

const goodService = {
  route: "/pc-upgrades",
  order: 4,
  menu: { label: "PC Upgrades", footerLabel: "Pc Upgrades", footerOrder: 4 },
  title: "PC Upgrades",
  tagline: "Faster for less",
  description: "Upgrades in Leighton Buzzard",
  keywords: ["pc upgrade"],
  schemaType: "Service",
  serviceType: "Computer upgrades",
  image: "./images/pc-upgrades.png",
  imageAlt: "An SSD",
  card: { title: "PC Upgrades", description: "More speed" },
};

const file = "content/blog/wifi-fixes.mdx";
const fields = (issues: ReturnType<typeof validateFrontmatter>) => issues.map((issue) => issue.field);

describe("validateFrontmatter: blog", () => {
  const check = (frontmatter: unknown, name = "wifi-fixes") => validateFrontmatter("blog", frontmatter, file, { name });

  it("accepts a complete post, with a Date from YAML too", () => {
    expect(check(goodPost)).toEqual([]);
    expect(check({ ...goodPost, date: new Date("2025-07-08T00:00:00Z") })).toEqual([]);
  });

  it("names an unknown topic by its position and text, too many topics and a topic named twice", () => {
    expect(formatIssues(check({ ...goodPost, topics: ["security", "printers"] }))).toBe(
      "content/blog/wifi-fixes.mdx: the second topic, `printers`, is not one of the blog's topics: security, backups-and-cloud, pcs-and-hardware, business-it, websites-and-design",
    );
    expect(formatIssues(check({ ...goodPost, keywords: ["wifi", "  "] }))).toBe("content/blog/wifi-fixes.mdx: the second keyword must not be empty");
    expect(formatIssues(check({ ...goodPost, topics: ["security", "business-it", "pcs-and-hardware", "backups-and-cloud"] }))).toBe("content/blog/wifi-fixes.mdx: topics must name at most three topics");
    expect(formatIssues(check({ ...goodPost, topics: [] }))).toBe("content/blog/wifi-fixes.mdx: topics must name at least one topic");
    expect(formatIssues(check({ ...goodPost, topics: ["security", "security"] }))).toBe("content/blog/wifi-fixes.mdx: topics must not name a topic twice");
  });

  it.each(["title", "date", "summary", "image", "imageAlt", "keywords", "topics", "slug"])("names the missing %s", (field) => {
    const { [field]: _removed, ...rest } = goodPost as Record<string, unknown>;
    const issues = check(rest);
    expect(issues).toContainEqual({ file, field, message: "is missing" });
  });

  it.each([
    ["2025-13-01"],
    ["2025-02-30"],
    ["July 8, 2025"],
    ["yesterday"],
  ])("refuses the unparseable date %s", (date) => {
    const issues = check({ ...goodPost, date });
    expect(fields(issues)).toEqual(["date"]);
    expect(issues[0].message).toMatch(/must be a real date written YYYY-MM-DD/);
  });

  it.each([["Wifi Fixes"], ["wifi_fixes"], ["wifi--fixes"], ["wifi/fixes"], ["-wifi"]])("refuses the slug %s", (slug) => {
    expect(fields(check({ ...goodPost, slug }, slug))).toContain("slug");
  });

  it("requires the slug to equal the file name", () => {
    const issues = check(goodPost, "wifi");
    expect(issues).toEqual([{ file, field: "slug", message: 'must equal the file name "wifi" (it is the post\'s address)' }]);
  });

  it("needs a banner's alt text and a real image file", () => {
    expect(fields(check({ ...goodPost, banner: "./images/b.png" }))).toEqual(["bannerAlt"]);
    const issues = missingFiles(file, referencedImages(goodPost), () => false);
    expect(issues).toEqual([{ file, field: "image", message: "points at ./images/wifi-fixes.png, which does not exist" }]);
  });

  it("refuses an image that is not a relative picture path, and a non-boolean listed", () => {
    expect(fields(check({ ...goodPost, image: "https://example.com/a.png", listed: "no" }))).toEqual(["image", "listed"]);
  });
});

describe("validateFrontmatter: services", () => {
  const check = (frontmatter: unknown) =>
    validateFrontmatter("services", frontmatter, "content/services/pc-upgrades.mdx", { name: "pc-upgrades" });

  it("accepts a complete service", () => {
    expect(check(goodService)).toEqual([]);
  });

  it("names nested and wrong fields", () => {
    expect(fields(check({ ...goodService, card: { title: "x" } }))).toEqual(["card.description"]);
    expect(fields(check({ ...goodService, route: "/pc-upgrades/" }))).toEqual(["route"]);
    expect(fields(check({ ...goodService, order: "four" }))).toEqual(["order"]);
    expect(fields(check({ ...goodService, schemaType: "Thing" }))).toEqual(["schemaType"]);
    expect(fields(check({ ...goodService, figures: [{ image: "./a.png", alt: "a" }] }))).toEqual(["the first figure's caption"]);
  });

  it("needs the service's menu: a label that is not empty, labels for the other menus only if given, and a whole-number place in the footer", () => {
    const { menu: _menu, ...withoutMenu } = goodService;
    expect(formatIssues(check(withoutMenu))).toBe("content/services/pc-upgrades.mdx: menu is missing");
    expect(formatIssues(check({ ...goodService, menu: { ...goodService.menu, label: " " } }))).toBe("content/services/pc-upgrades.mdx: menu.label must not be empty");
    expect(formatIssues(check({ ...goodService, menu: { ...goodService.menu, mobileLabel: "" } }))).toBe("content/services/pc-upgrades.mdx: menu.mobileLabel must not be empty");
    expect(formatIssues(check({ ...goodService, menu: { label: "PC Upgrades" } }))).toBe("content/services/pc-upgrades.mdx: menu.footerOrder is missing");
    expect(formatIssues(check({ ...goodService, menu: { ...goodService.menu, footerOrder: 1.5 } }))).toBe("content/services/pc-upgrades.mdx: menu.footerOrder must be a whole number");
    expect(formatIssues(check({ ...goodService, order: 0 }))).toBe("content/services/pc-upgrades.mdx: order must be 1 or more");
  });

  it("needs a rating for a Product", () => {
    expect(check({ ...goodService, schemaType: "Product" })).toEqual([
      { file: "content/services/pc-upgrades.mdx", field: "rating", message: "is missing (a Product needs its rating)" },
    ]);
    expect(check({ ...goodService, schemaType: "Product", rating: { value: 5, count: 7 } })).toEqual([]);
  });
});

describe("findDuplicates and formatIssues", () => {
  it("names every file that claims the same value", () => {
    const issues = findDuplicates(
      [
        { file: "a.mdx", value: "/webdev" },
        { file: "b.mdx", value: "/webdev" },
        { file: "c.mdx", value: "/blog" },
      ],
      "route",
    );
    expect(formatIssues(issues)).toBe(
      'a.mdx: route "/webdev" is also used by b.mdx\nb.mdx: route "/webdev" is also used by a.mdx',
    );
  });
});

describe("serviceMenuIssues: the menus across the service files", () => {
  const service = (file: string, order: number, footerOrder: number, label: string, other: { mobileLabel?: string; footerLabel?: string } = {}) => ({
    file: `content/services/${file}.mdx`,
    order,
    menu: { label, footerOrder, ...other },
  });

  it("accepts services that each have their own places and labels", () => {
    expect(serviceMenuIssues([service("a", 1, 2, "A"), service("b", 2, 1, "B", { mobileLabel: "Bee", footerLabel: "B" })])).toEqual([]);
  });

  it("refuses two services in one place of the Services menu or the footer, naming each file and field", () => {
    expect(formatIssues(serviceMenuIssues([service("a", 1, 1, "A"), service("b", 1, 2, "B")]))).toBe(
      "content/services/a.mdx: order 1 is also used by content/services/b.mdx in the Services menu\n" +
        "content/services/b.mdx: order 1 is also used by content/services/a.mdx in the Services menu",
    );
    expect(formatIssues(serviceMenuIssues([service("a", 1, 3, "A"), service("b", 2, 3, "B")]))).toBe(
      "content/services/a.mdx: menu.footerOrder 3 is also used by content/services/b.mdx in the footer\n" +
        "content/services/b.mdx: menu.footerOrder 3 is also used by content/services/a.mdx in the footer",
    );
  });

  it("refuses one label shown twice in a menu, naming the field each file shows it from, once per clash", () => {
    expect(formatIssues(serviceMenuIssues([service("a", 1, 1, "Same"), service("b", 2, 2, "Same")]))).toBe(
      'content/services/a.mdx: menu.label "Same" is also used by content/services/b.mdx in the Services menu\n' +
        'content/services/b.mdx: menu.label "Same" is also used by content/services/a.mdx in the Services menu',
    );
    expect(formatIssues(serviceMenuIssues([service("a", 1, 1, "A", { mobileLabel: "B" }), service("b", 2, 2, "B")]))).toBe(
      'content/services/a.mdx: menu.mobileLabel "B" is also used by content/services/b.mdx in the phone\'s menu\n' +
        'content/services/b.mdx: menu.label "B" is also used by content/services/a.mdx in the phone\'s menu',
    );
    expect(formatIssues(serviceMenuIssues([service("a", 1, 1, "A", { footerLabel: "Pc" }), service("b", 2, 2, "B", { footerLabel: "Pc" })]))).toBe(
      'content/services/a.mdx: menu.footerLabel "Pc" is also used by content/services/b.mdx in the footer\n' +
        'content/services/b.mdx: menu.footerLabel "Pc" is also used by content/services/a.mdx in the footer',
    );
  });
});

describe("draft and unreadable front matter", () => {
  const good = {
    title: "A post",
    slug: "a-post",
    date: "2025-01-02",
    summary: "A summary.",
    image: "./images/a.png",
    imageAlt: "A picture",
    keywords: ["one"],
    topics: ["security"],
  };

  it("names a draft that is not true or false", () => {
    const issues = validateFrontmatter("blog", { ...good, draft: "yes" }, "content/blog/a-post.mdx", { name: "a-post" });
    expect(formatIssues(issues)).toBe("content/blog/a-post.mdx: draft must be true or false (without quotes)");
    expect(validateFrontmatter("blog", { ...good, draft: true }, "content/blog/a-post.mdx", { name: "a-post" })).toEqual([]);
  });

  it("reports a YAML error as one line with the file's line and column", () => {
    // As the one reader (src/lib/front-matter.ts) reports it.
    const problem = String(readContentFile("---\ntitle: A post\nslug: a-post\nsummary: \"open quote\nkeywords: [a\n---\nBody").frontmatter[UNREADABLE_FRONT_MATTER]);
    // The quote opened on line 4 is where the problem starts; the reader noticed it later.
    expect(problem).toMatch(/^is not valid YAML at line 4: its value opens a quote \("\) that the line does not close \(the YAML reader noticed at line 6, column 1: .+\)$/);
    const issues = validateFrontmatter("blog", { [UNREADABLE_FRONT_MATTER]: problem }, "content/blog/a-post.mdx", { name: "a-post" });
    expect(issues).toHaveLength(1);
    expect(formatIssues(issues)).toBe(`content/blog/a-post.mdx:4: front matter ${problem}`);
  });
});

describe("a text with a colon in it, not in quotes", () => {
  const problem = (line: string) => String(readContentFile(`---\n${line}\nslug: a-post\n---\nBody`).frontmatter[UNREADABLE_FRONT_MATTER]);

  it("names the field and writes it in straight double quotes", () => {
    expect(problem("title: Backups: what every office needs")).toBe('is not valid YAML at line 2: title\'s text holds a colon followed by a space, which YAML reads as the start of another field: put the whole text in straight double quotes, title: "Backups: what every office needs"');
  });

  it("says that curly quotes are not quotes to YAML", () => {
    expect(problem("title: \u201cWi-Fi: five fixes to try first\u201d")).toBe('is not valid YAML at line 2: title\'s text holds a colon followed by a space, which YAML reads as the start of another field (curly quotes are part of the text to YAML, not quotes): put the whole text in straight double quotes, title: "Wi-Fi: five fixes to try first"');
  });
});

describe("a value without its closing quote", () => {
  it("is named once, not as every field it swallowed", () => {
    const source = '---\ntitle: "Wi-Fi fixes\nslug: wifi-fixes\ndate: 2025-07-08\nsummary: "Slow Wi-Fi? Fixes: placement and channels."\nimage: ./images/wifi-fixes.png\nimageAlt: "A router"\nkeywords:\n  - wifi\n---\n';
    const { frontmatter: data } = readContentFile(source);
    expect(formatIssues(validateFrontmatter("blog", data, "content/blog/wifi-fixes.mdx", { name: "wifi-fixes" }))).toBe(
      'content/blog/wifi-fixes.mdx: title has no closing quote: its text runs on into the "slug:" line below it',
    );
  });

  it("leaves a title with a colon alone", () => {
    const data = { ...goodPost, title: "Backups: what to keep and where" };
    expect(validateFrontmatter("blog", data, "content/blog/wifi-fixes.mdx", { name: "wifi-fixes" })).toEqual([]);
  });
});
