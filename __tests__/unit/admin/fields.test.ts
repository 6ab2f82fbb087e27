import { cmsCollections, frontMatterFields, labelOf, LONG_TITLE, picturePaths, REQUIRED, sitePicturePath, summaryLength, titleLength, WIDGETS } from "../../../admin/src/fields";
import { topics } from "../../../src/config/blog";
import { schemas, SUMMARY_LENGTH } from "../../../src/lib/content-schema";

const byName = (fields: ReturnType<typeof frontMatterFields>) => Object.fromEntries(fields.map((field) => [field.name, field]));

describe("the editor's fields, generated from the front-matter schema", () => {
  it("has a field for every key of each collection's schema, in the schema's order", () => {
    for (const collection of ["blog", "services", "pages"] as const) {
      const schema = schemas[collection];
      const shape = "shape" in schema ? schema.shape : schema.innerType().shape;
      expect(frontMatterFields(collection).map((field) => field.name)).toEqual(Object.keys(shape));
    }
  });

  it("takes required fields, patterns, choices, limits and pictures from the schema", () => {
    const blog = byName(frontMatterFields("blog"));
    // A file's own title says its length once long; a title inside a service's card is a plain line.
    expect(blog.title).toMatchObject({ widget: WIDGETS.title });
    expect(byName(byName(frontMatterFields("services")).card.fields!).title).toMatchObject({ widget: "string" });
    expect(blog.title.required).toBeUndefined();
    expect(blog.slug.pattern?.[0]).toBe("^[a-z0-9]+(?:-[a-z0-9]+)*$");
    expect(blog.slug.pattern?.[1]).toMatch(/lower-case letters/);
    expect(blog.date).toMatchObject({ widget: WIDGETS.date });
    // Chosen by the names readers see; the file keeps the topic's address.
    expect(blog.topics).toMatchObject({ widget: "select", multiple: true, options: topics.map((topic) => ({ label: topic.name, value: topic.slug })), min: 1, max: 3 });
    expect(blog.keywords).toMatchObject({ widget: "list", min: 1 });
    expect(blog.image).toMatchObject({ widget: WIDGETS.picture });
    expect(blog.banner).toMatchObject({ widget: WIDGETS.picture, required: false });
    expect(blog.draft).toMatchObject({ widget: "boolean", required: false, default: false });
    expect(blog.listed).toMatchObject({ widget: "boolean", required: false, default: true });
    expect(blog.summary.widget).toBe(WIDGETS.summary);
  });

  it("says a summary's length against the length it reads best at, as advice", () => {
    const { min, max } = SUMMARY_LENGTH;
    expect(summaryLength("")).toEqual({ said: "", within: true });
    expect(summaryLength("Short.")).toEqual({ said: `6 characters: a little short, aim for ${min} to ${max}.`, within: false });
    expect(summaryLength("a".repeat(min))).toEqual({ said: `${min} characters: a good length.`, within: true });
    expect(summaryLength("a".repeat(max))).toMatchObject({ within: true });
    expect(summaryLength("a".repeat(max + 1))).toEqual({ said: `${max + 1} characters: search results may cut it after ${max}.`, within: false });
  });

  it("says a title's length once it is long, as advice, and nothing before", () => {
    expect(titleLength("a".repeat(LONG_TITLE))).toEqual({ said: "", within: true });
    expect(titleLength(` ${"a".repeat(LONG_TITLE)} `)).toEqual({ said: "", within: true });
    expect(titleLength("a".repeat(LONG_TITLE + 1))).toEqual({ said: `${LONG_TITLE + 1} characters: a long title. Search results may cut it short, and under ${LONG_TITLE} reads better on the blog's cards.`, within: false });
  });

  it("names a list's items in the singular: its Add button adds one", () => {
    const blog = byName(frontMatterFields("blog"));
    expect(blog.keywords).toMatchObject({ label: "Search phrases", label_singular: "Search phrase" });
    expect(blog.keywords.field?.label).toBe("Search phrase");
    // Open, and folded, each shows its own words (Decap folds a list's items by default, each
    // then showing the label alone).
    expect(blog.keywords).toMatchObject({ collapsed: false, summary: `{{${blog.keywords.field?.name}}}` });
  });

  it("describes nested fields of services: objects, lists of objects, numbers and choices", () => {
    const services = byName(frontMatterFields("services"));
    expect(services.order).toMatchObject({ widget: "number", value_type: "int" });
    expect(services.schemaType).toMatchObject({ widget: "select", options: ["Service", "Product"] });
    expect(services.card.fields?.map((field) => field.name)).toEqual(["title", "description"]);
    expect(services.figures).toMatchObject({ widget: "list", required: false });
    expect(services.figures.fields?.map((field) => [field.name, field.widget])).toEqual([["image", WIDGETS.picture], ["alt", "text"], ["caption", "text"]]);
    expect(byName(services.rating.fields!).value).toMatchObject({ widget: "number", value_type: "float", min: 1, max: 5 });
    // An optional group may be left empty: its fields are required by the checks before a save, not by the form.
    expect(services.rating.fields!.map((field) => field.required)).toEqual([false, false]);
    expect(services.card.fields!.map((field) => field.required)).toEqual([undefined, undefined]);
  });

  it("gives each collection its folder, the site's format, its pictures' folder from the root, the body editor and the hidden copy of the file", () => {
    const blog = cmsCollections().find((collection) => collection.name === "blog")!;
    expect(blog).toMatchObject({ folder: "content/blog", extension: "mdx", format: "site-mdx-blog", slug: "{{fields.slug}}", media_folder: "/content/blog/images", public_folder: "./images", create: true });
    const last = blog.fields.slice(-2);
    expect(last[0]).toMatchObject({ name: "body", widget: WIDGETS.body });
    expect(last[1]).toMatchObject({ name: "_file", widget: "hidden" });
  });

  it("marks every field the author must fill in, before any save; optional ones are Decap's to mark, switches always hold a value", () => {
    const [blog, services] = ["blog", "services"].map((name) => byName(cmsCollections().find((collection) => collection.name === name)!.fields));
    const marked = (field: { label: string }) => field.label.endsWith(` ${REQUIRED}`);
    expect([blog.title, blog.date, blog.keywords, blog.topics, blog.image, blog.imageAlt, blog.body].map(marked)).toEqual([true, true, true, true, true, true, true]);
    expect([blog.slug, blog.banner, blog.listed, blog.draft].map(marked)).toEqual([false, false, false, false]);
    expect(blog.keywords.label).toBe(`${labelOf("keywords")} ${REQUIRED}`);
    expect(byName(services.card.fields!).title.label).toBe(`Title ${REQUIRED}`);
    expect(marked(byName(services.rating.fields!).value)).toBe(false);
    expect(labelOf("figures.0.alt")).toBe("Alt");
  });

  it("lists posts newest first, as the blog does, and sorts them by date or title", () => {
    const blog = cmsCollections().find((collection) => collection.name === "blog")!;
    expect(blog.sortable_fields).toEqual([{ field: "date", label: "Date", default_sort: "desc" }, { field: "title", label: "Title" }]);
  });
});

describe("pictures chosen in the form", () => {
  it("finds every picture field of an entry, nested ones included, and names them as the site's files do", () => {
    expect(picturePaths("blog", { title: "T", image: "images/a.png", banner: "./images/b.png", keywords: ["images/c.png"] })).toEqual([["image"], ["banner"]]);
    expect(picturePaths("services", { image: "images/a.png", figures: [{ image: "images/f.png", alt: "A", caption: "C" }] })).toEqual([["image"], ["figures", 0, "image"]]);
    expect(sitePicturePath("images/a.png")).toBe("./images/a.png");
    expect(sitePicturePath("./images/a.png")).toBe("./images/a.png");
    expect(sitePicturePath("../shared/a.png")).toBe("../shared/a.png");
    expect(sitePicturePath("")).toBe("");
  });
});
