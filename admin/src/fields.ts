/**
 * The editor's collections, generated from the one description of front matter: the zod
 * schemas of src/lib/content-schema.ts (and, through them, the blog's topics in
 * src/config/blog.ts). Whether a field is required, its pattern and message, its choices, the
 * number of items a list takes and which fields are pictures all come from there; this file
 * only chooses how each kind of field is shown (LABELS, LONG_TEXT).
 * Zod's own structure (`_def.typeName`, `_def.checks`, …) is read here, in one place; a schema
 * this does not know stops the editor with the field named (unknownSchema), so a zod upgrade
 * or a new kind of field cannot slip through as a wrong form.
 * Pure: used by the editor (admin/src/index.tsx) and the tests.
 */
import type { ZodTypeAny } from "zod";
import { topics } from "../../src/config/blog";
import { collections as collectionNames, FIELD_DEFAULTS, imagePath, isoDate, schemas, type Collection } from "../../src/lib/content-schema";
import { ORIGINAL, type Style } from "./format";

/** A field of Decap's configuration (the keys used here). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: Array<string | { label: string; value: string }>;
  multiple?: boolean;
  min?: number;
  max?: number;
  value_type?: "int" | "float";
  default?: unknown;
  fields?: CmsField[];
  field?: CmsField;
  collapsed?: boolean;
  summary?: string;
}

/** Labels and hints an author reads; a field not named here is labelled from its key. */
const LABELS: Record<string, { label: string; hint?: string }> = {
  slug: { label: "Address", hint: "The post's address after /blog/, and its file name: lower-case words joined by hyphens. Left empty, it is made from the title when you publish." },
  date: { label: "Publication date", hint: "Day, month and year, as 20/11/2026. A date after today schedules the post: it goes live on the first build on or after it." },
  summary: { label: "Summary", hint: "One or two sentences for the blog card, search results and sharing (110 to 160 characters)." },
  image: { label: "Picture" },
  imageAlt: { label: "Picture description (alt text)", hint: "What the picture shows, for visitors who cannot see it." },
  banner: { label: "Banner picture" },
  bannerAlt: { label: "Banner description (alt text)" },
  keywords: { label: "Search phrases", hint: "Phrases people type into a search engine to find this: at least one." },
  topics: { label: "Topics", hint: "One to three." },
  listed: { label: "Listed on /blog" },
  draft: { label: "Draft", hint: "A draft shows in the preview, labelled, and never on the live site." },
  route: { label: "Address" },
  schemaType: { label: "Kind (for search engines)" },
  serviceType: { label: "Service type (for search engines)" },
  card: { label: "Card on the home page" },
  cta: { label: "Call to action" },
  lead: { label: "Lead paragraph" },
  body: { label: "Body", hint: "The text. The buttons above it add headings, lists, links, pictures and the site's boxes; the preview shows the result." },
};

/** The editor's own widgets (admin/src/widgets/), by the names fields.ts gives them. */
export const WIDGETS = {
  /** A date typed day, month and year, in the UK order (widgets/date.tsx). */
  date: "site-date",
  /** A picture uploaded under a name of its own, or one already on the site (widgets/picture.tsx). */
  picture: "site-picture",
  /** The body: its text with a toolbar (widgets/body.tsx). */
  body: "site-body",
} as const;

/** What a required field's label says after its name (Decap says "(optional)" after the others). */
export const REQUIRED = "(required)";

/** Text fields shown as a box of several lines rather than one line. */
const LONG_TEXT = new Set(["summary", "tagline", "description", "lead", "quote", "text", "caption", "imageAlt", "bannerAlt", "alt"]);

const typeName = (schema: ZodTypeAny): string => (schema._def as { typeName: string }).typeName;

/** The schema inside optional and refinement wrappers, and whether it was optional. */
function unwrap(schema: ZodTypeAny): { inner: ZodTypeAny; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    if (inner === isoDate || inner === imagePath) return { inner, optional };
    const name = typeName(inner);
    if (name === "ZodOptional") {
      optional = true;
      inner = (inner._def as { innerType: ZodTypeAny }).innerType;
    } else if (name === "ZodEffects") inner = (inner._def as { schema: ZodTypeAny }).schema;
    else return { inner, optional };
  }
}

function unknownSchema(path: string, name: string): never {
  throw new Error(`admin/src/fields.ts: the front-matter field ${path} is a ${name}, which the editor does not know how to show: add it to fieldFor`);
}

const humanise = (key: string) => key.replace(/([A-Z])/g, " $1").replace(/^./, (first) => first.toUpperCase());

interface StringCheck {
  kind: string;
  regex?: RegExp;
  message?: string;
  value?: number;
}

function fieldFor(key: string, schema: ZodTypeAny, path: string): CmsField {
  const { inner, optional } = unwrap(schema);
  const base = { name: key, label: LABELS[key]?.label ?? humanise(key), ...(LABELS[key]?.hint ? { hint: LABELS[key].hint } : {}), ...(optional ? { required: false } : {}) };
  if (inner === isoDate) return { ...base, widget: WIDGETS.date };
  if (inner === imagePath) return { ...base, widget: WIDGETS.picture };
  const name = typeName(inner);
  const def = inner._def as Record<string, unknown>;
  if (name === "ZodString") {
    const pattern = (def.checks as StringCheck[]).find((check) => check.kind === "regex");
    if (pattern?.regex) return { ...base, widget: "string", pattern: [pattern.regex.source, pattern.message ?? "is not in the expected form"] };
    return { ...base, widget: LONG_TEXT.has(key) ? "text" : "string" };
  }
  if (name === "ZodEnum") return { ...base, widget: "select", options: choices(key, def.values as string[]) };
  if (name === "ZodBoolean") return { ...base, widget: "boolean", required: false, default: key in FIELD_DEFAULTS ? FIELD_DEFAULTS[key as keyof typeof FIELD_DEFAULTS] : false };
  if (name === "ZodNumber") {
    const checks = def.checks as StringCheck[];
    const min = checks.find((check) => check.kind === "min")?.value;
    const max = checks.find((check) => check.kind === "max")?.value;
    return { ...base, widget: "number", value_type: checks.some((check) => check.kind === "int") ? "int" : "float", ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
  }
  if (name === "ZodArray") {
    const items = def.type as ZodTypeAny;
    const limits = { ...(def.minLength ? { min: (def.minLength as { value: number }).value } : {}), ...(def.maxLength ? { max: (def.maxLength as { value: number }).value } : {}) };
    const item = unwrap(items).inner;
    if (typeName(item) === "ZodEnum") return { ...base, widget: "select", multiple: true, options: choices(key, (item._def as { values: string[] }).values), ...limits };
    if (typeName(item) === "ZodObject") return { ...base, widget: "list", collapsed: true, fields: objectFields(item, `${path}[]`), ...limits };
    return { ...base, widget: "list", field: { ...fieldFor(key.replace(/s$/, ""), items, `${path}[]`), label: humanise(key.replace(/s$/, "")) }, ...limits };
  }
  if (name === "ZodObject") {
    // Decap would require an optional group's fields even when the group is left empty: they are
    // optional in the form, and the checks before a save (admin/src/index.tsx) require them once
    // any of the group is filled in, as the build does.
    const fields = objectFields(inner, path);
    return { ...base, widget: "object", fields: optional ? fields.map((field) => ({ ...field, required: false })) : fields };
  }
  return unknownSchema(path, name);
}

function objectFields(schema: ZodTypeAny, path: string): CmsField[] {
  const shape = (unwrap(schema).inner as unknown as { shape: Record<string, ZodTypeAny> }).shape;
  return Object.entries(shape).map(([key, inner]) => fieldFor(key, inner, path ? `${path}.${key}` : key));
}

/** A collection's front-matter fields, in the schema's order. */
export function frontMatterFields(collection: Collection): CmsField[] {
  const fields = objectFields(schemas[collection], "");
  // A post's address may be left to the title (admin/src/index.tsx fills it in before a save).
  return collection === "blog" ? fields.map((field) => (field.name === "slug" ? { ...field, required: false } : field)) : fields;
}

/** The schema at a path of a collection's front matter, or null. */
function schemaAt(collection: Collection, path: ReadonlyArray<string | number>): ZodTypeAny | null {
  let schema: ZodTypeAny | null = schemas[collection];
  for (const step of path) {
    if (!schema) return null;
    const inner: ZodTypeAny = unwrap(schema).inner;
    if (typeof step === "number") schema = typeName(inner) === "ZodArray" ? (inner._def as { type: ZodTypeAny }).type : null;
    else schema = typeName(inner) === "ZodObject" ? ((inner as unknown as { shape: Record<string, ZodTypeAny> }).shape[step] ?? null) : null;
  }
  return schema;
}

/**
 * How the site's files write each value: an address, path, date or choice, and each item of a
 * list of phrases, plain; free text in double quotes.
 */
export function styleFor(collection: Collection): Style {
  return {
    defaults: FIELD_DEFAULTS,
    order: Object.keys((unwrap(schemas[collection]).inner as unknown as { shape: Record<string, unknown> }).shape),
    plain: (path) => {
      const schema = schemaAt(collection, path);
      if (!schema) return false;
      const { inner } = unwrap(schema);
      if (inner === isoDate || inner === imagePath || typeName(inner) === "ZodEnum") return true;
      if (typeName(inner) === "ZodString" && ((inner._def as { checks: StringCheck[] }).checks ?? []).some((check) => check.kind === "regex")) return true;
      return typeof path[path.length - 1] === "number";
    },
  };
}

/**
 * Every picture field of an entry's values, by path ("image", "figures.0.image"): Decap writes
 * a picture chosen in the form as "images/x.png", and the site's files name it "./images/x.png".
 */
export function picturePaths(collection: Collection, data: Record<string, unknown>): Array<Array<string | number>> {
  const found: Array<Array<string | number>> = [];
  const walk = (value: unknown, path: Array<string | number>) => {
    const schema = schemaAt(collection, path);
    if (!schema) return;
    const { inner } = unwrap(schema);
    if (inner === imagePath && typeof value === "string") found.push(path);
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  };
  for (const [key, value] of Object.entries(data)) walk(value, [key]);
  return found;
}

/** A picture's path as the site's files write it: relative to the file, starting "./". */
export const sitePicturePath = (value: string) => (/^(\.{1,2}\/|\/|[a-z]+:)/i.test(value) ? value : `./${value}`);

/** A choice's options as the form shows them: topics by the names readers see, the rest as written. */
function choices(key: string, values: readonly string[]): Array<string | { label: string; value: string }> {
  if (key !== "topics") return [...values];
  return values.map((value) => ({ label: topics.find((topic) => topic.slug === value)?.name ?? value, value }));
}

/** Where each collection's files and pictures are, and what the form calls it. */
const COLLECTIONS: Record<Collection, { label: string; singular: string; create: boolean; summary: string }> = {
  blog: { label: "Blog posts", singular: "Blog post", create: true, summary: "{{title}} ({{date}})" },
  services: { label: "Services", singular: "Service", create: false, summary: "{{title}}" },
  pages: { label: "Text pages", singular: "Text page", create: false, summary: "{{title}}" },
};

/** The name of the editor's format for the site's files (registered in admin/src/index.tsx). */
export const FORMAT = "site-mdx";

/** Each field the author must fill in says so in its label, before any save (a switch always holds a value). */
function markRequired(fields: CmsField[]): CmsField[] {
  return fields.map((field) => {
    const inner = field.fields ? { fields: markRequired(field.fields) } : field.field ? { field: markRequired([field.field])[0] } : {};
    const marked = field.required !== false && !["boolean", "hidden", "object"].includes(field.widget);
    return { ...field, ...inner, ...(marked ? { label: `${field.label} ${REQUIRED}` } : {}) };
  });
}

/** A field's label as the author reads it, without its mark, by the path of the front matter ("keywords", "card.title"). */
export function labelOf(path: string): string {
  const key = path.split(".").filter((part) => !/^\d+$/.test(part)).pop() ?? path;
  return LABELS[key]?.label ?? humanise(key);
}

/** The collections of Decap's configuration. */
export function cmsCollections() {
  return collectionNames.map((name) => ({
    name,
    label: COLLECTIONS[name].label,
    label_singular: COLLECTIONS[name].singular,
    folder: `content/${name}`,
    extension: "mdx",
    format: `${FORMAT}-${name}`,
    create: COLLECTIONS[name].create,
    delete: false,
    ...(name === "blog" ? { slug: "{{fields.slug}}", identifier_field: "title" } : { identifier_field: "title" }),
    summary: COLLECTIONS[name].summary,
    // Posts newest first, as the blog lists them; sortable by title too.
    ...(name === "blog" ? { sortable_fields: [{ field: "date", label: "Date", default_sort: "desc" }, { field: "title", label: "Title" }] } : {}),
    // From the root (a leading "/"), so that a new post's pictures are looked for in its images
    // folder before it has a file (Decap looks beside the entry's file otherwise).
    media_folder: `/content/${name}/images`,
    public_folder: "./images",
    fields: markRequired([
      ...frontMatterFields(name),
      { name: "body", label: LABELS.body.label, hint: LABELS.body.hint, widget: WIDGETS.body },
      { name: ORIGINAL, label: "File as read", widget: "hidden", required: false },
    ]),
  }));
}
