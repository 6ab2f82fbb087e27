/**
 * The editor's collections, generated from the one description of front matter: the zod
 * schemas of src/lib/content-schema.ts (and, through them, the blog's topics in
 * src/config/blog.ts), read as JSON Schema (zod-to-json-schema, with each check's message).
 * Whether a field is required, its pattern and message, its choices, the number of items a
 * list takes and which fields are pictures all come from there; this file only chooses how each
 * kind of field is shown (LABELS, LONG_TEXT). A kind of schema this does not know stops the
 * editor with the field named (unknownSchema), so a new kind of field cannot slip through as a
 * wrong form.
 * Pure: used by the editor (admin/src/index.tsx) and the tests.
 */
import type { ZodTypeAny } from "zod";
import { zodToJsonSchema } from "zod-to-json-schema";
import { topics } from "../../src/config/blog";
import { collections as collectionNames, FIELD_DEFAULTS, imagePath, isoDate, schemas, SUMMARY_LENGTH, type Collection } from "../../src/lib/content-schema";
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
  label_singular?: string;
}

/** Labels and hints an author reads; a field not named here is labelled from its key. */
const LABELS: Record<string, { label: string; hint?: string; singular?: string }> = {
  slug: { label: "Address", hint: "The post's address after /blog/, and its file name: lower-case words joined by hyphens. Left empty, it is made from the title when you publish." },
  date: { label: "Publication date", hint: "Day, month and year, as 20/11/2026. A date after today schedules the post: it goes live on the first build on or after it." },
  summary: { label: "Summary", hint: `One or two sentences for the blog card, search results and sharing (${SUMMARY_LENGTH.min} to ${SUMMARY_LENGTH.max} characters).` },
  image: { label: "Picture" },
  imageAlt: { label: "Picture description (alt text)", hint: "What the picture shows, for visitors who cannot see it." },
  banner: { label: "Banner picture" },
  bannerAlt: { label: "Banner description (alt text)" },
  keywords: { label: "Search phrases", singular: "Search phrase", hint: "Phrases people type into a search engine to find this: at least one." },
  topics: { label: "Topics", hint: "One to three." },
  listed: { label: "Listed on /blog" },
  draft: { label: "Draft", hint: "Switch on, then publish, to keep this off the live site or to take it off: nothing is deleted, and switching it off puts it back. The preview still shows it, labelled Draft." },
  route: { label: "Address" },
  order: { label: "Place in the Services menu", hint: "1 comes first. The service cards on the home and about pages follow the same order. No two services may share a place." },
  menu: { label: "Menus", hint: "The service's name in the header's Services menu, the phone's menu and the footer's Quick Links, and its place in the footer." },
  label: { label: "Name in the Services menu", hint: "Also used in the phone's menu and the footer, unless a name is given for them below." },
  mobileLabel: { label: "Name in the phone's menu", hint: "Only where it differs from the name in the Services menu." },
  footerLabel: { label: "Name in the footer's Quick Links", hint: "Only where it differs from the name in the Services menu." },
  footerOrder: { label: "Place in the footer's Quick Links", hint: "Among the services, which come between About us and Blogs: 1 comes first. No two services may share a place." },
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
  /** A post's summary, its length said beneath it (widgets/length.tsx). */
  summary: "site-summary",
  /** A file's title, its length said beneath it once long (widgets/length.tsx). */
  title: "site-title",
} as const;

/** A summary's length said to the author against SUMMARY_LENGTH (widgets/length.tsx), and whether it is within it. */
export function summaryLength(text: string): { said: string; within: boolean } {
  const length = [...text.trim()].length;
  const { min, max } = SUMMARY_LENGTH;
  if (length === 0) return { said: "", within: true };
  if (length < min) return { said: `${length} characters: a little short, aim for ${min} to ${max}.`, within: false };
  if (length > max) return { said: `${length} characters: search results may cut it after ${max}.`, within: false };
  return { said: `${length} characters: a good length.`, within: true };
}

/** The length past which a title is said to be long: search results show about 60 characters of it, and the address made from it stops at 80. */
export const LONG_TITLE = 70;

/** A title's length said to the author once it is past LONG_TITLE (widgets/length.tsx); nothing before. */
export function titleLength(text: string): { said: string; within: boolean } {
  const length = [...text.trim()].length;
  if (length <= LONG_TITLE) return { said: "", within: true };
  return { said: `${length} characters: a long title. Search results may cut it short, and under ${LONG_TITLE} reads better on the blog's cards.`, within: false };
}

/** What a required field's label says after its name (Decap says "(optional)" after the others). */
export const REQUIRED = "(required)";

/** What the preview's heading shows while the title is empty (preview.tsx): never an empty heading. */
export const UNTITLED = "No title yet";

/** Text fields shown as a box of several lines rather than one line. */
const LONG_TEXT = new Set(["tagline", "description", "lead", "quote", "text", "caption", "imageAlt", "bannerAlt", "alt"]);

/** A schema as JSON Schema (draft 7), the parts read here. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  errorMessage?: Record<string, string>;
}

/** A zod schema as JSON Schema: refinements read as what they refine, every schema written out in place. */
const jsonSchemaOf = (schema: ZodTypeAny) => zodToJsonSchema(schema, { errorMessages: true, $refStrategy: "none", effectStrategy: "input", target: "jsonSchema7" }) as JsonSchema & { $schema?: string };

/** The site's own kinds of field, known by their whole schema. */
const written = (schema: JsonSchema) => JSON.stringify({ ...schema, $schema: undefined });
const DATE = written(jsonSchemaOf(isoDate));
const PICTURE = written(jsonSchemaOf(imagePath));
const isKind = (schema: JsonSchema, kind: string) => written(schema) === kind;

const collectionSchemas = Object.fromEntries(collectionNames.map((name) => [name, jsonSchemaOf(schemas[name])])) as Record<Collection, JsonSchema>;

function unknownSchema(path: string, schema: JsonSchema): never {
  throw new Error(`admin/src/fields.ts: the front-matter field ${path} is a ${JSON.stringify(schema).slice(0, 120)}, which the editor does not know how to show: add it to fieldFor`);
}

const humanise = (key: string) => key.replace(/([A-Z])/g, " $1").replace(/^./, (first) => first.toUpperCase());

/** A list's limits on its number of items. */
const limitsOf = (schema: JsonSchema) => ({ ...(schema.minItems !== undefined ? { min: schema.minItems } : {}), ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}) });

function fieldFor(key: string, schema: JsonSchema, path: string, optional: boolean): CmsField {
  const base = { name: key, label: LABELS[key]?.label ?? humanise(key), ...(LABELS[key]?.hint ? { hint: LABELS[key].hint } : {}), ...(optional ? { required: false } : {}) };
  if (isKind(schema, DATE)) return { ...base, widget: WIDGETS.date };
  if (isKind(schema, PICTURE)) return { ...base, widget: WIDGETS.picture };
  if (schema.type === "string" && schema.enum) return { ...base, widget: "select", options: choices(key, schema.enum) };
  if (schema.type === "string" && schema.pattern) return { ...base, widget: "string", pattern: [schema.pattern, schema.errorMessage?.pattern ?? "is not in the expected form"] };
  if (schema.type === "string" && key === "summary") return { ...base, widget: WIDGETS.summary };
  if (schema.type === "string" && path === "title") return { ...base, widget: WIDGETS.title };
  if (schema.type === "string") return { ...base, widget: LONG_TEXT.has(key) ? "text" : "string" };
  if (schema.type === "boolean") return { ...base, widget: "boolean", required: false, default: key in FIELD_DEFAULTS ? FIELD_DEFAULTS[key as keyof typeof FIELD_DEFAULTS] : false };
  if (schema.type === "integer" || schema.type === "number") {
    const min = schema.minimum ?? schema.exclusiveMinimum;
    const max = schema.maximum;
    return { ...base, widget: "number", value_type: schema.type === "integer" ? "int" : "float", ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
  }
  if (schema.type === "array" && schema.items) {
    const item = schema.items;
    if (item.type === "string" && item.enum) return { ...base, widget: "select", multiple: true, options: choices(key, item.enum), ...limitsOf(schema) };
    if (item.type === "object") return { ...base, widget: "list", collapsed: true, fields: objectFields(item, `${path}[]`), ...limitsOf(schema) };
    const singular = LABELS[key]?.singular ?? humanise(key.replace(/s$/, ""));
    const name = key.replace(/s$/, "");
    // Each item open, its words in view; one folded shows its words, not the list's label.
    return { ...base, widget: "list", label_singular: singular, collapsed: false, summary: `{{${name}}}`, field: { ...fieldFor(name, item, `${path}[]`, false), label: singular }, ...limitsOf(schema) };
  }
  if (schema.type === "object") {
    // Decap would require an optional group's fields even when the group is left empty: they are
    // optional in the form, and the checks before a save (admin/src/index.tsx) require them once
    // any of the group is filled in, as the build does.
    const fields = objectFields(schema, path);
    return { ...base, widget: "object", fields: optional ? fields.map((field) => ({ ...field, required: false })) : fields };
  }
  return unknownSchema(path, schema);
}

function objectFields(schema: JsonSchema, path: string): CmsField[] {
  return Object.entries(schema.properties ?? {}).map(([key, inner]) => fieldFor(key, inner, path ? `${path}.${key}` : key, !schema.required?.includes(key)));
}

/** A collection's front-matter fields, in the schema's order. */
export function frontMatterFields(collection: Collection): CmsField[] {
  const fields = objectFields(collectionSchemas[collection], "");
  // A post's address may be left to the title (admin/src/index.tsx fills it in before a save).
  return collection === "blog" ? fields.map((field) => (field.name === "slug" ? { ...field, required: false } : field)) : fields;
}

/** The schema at a path of a collection's front matter, or null. */
function schemaAt(collection: Collection, path: ReadonlyArray<string | number>): JsonSchema | null {
  let schema: JsonSchema | null = collectionSchemas[collection];
  for (const step of path) schema = (typeof step === "number" ? schema?.items : schema?.properties?.[step]) ?? null;
  return schema;
}

/**
 * How the site's files write each value: an address, path, date or choice, and each item of a
 * list of phrases, plain; free text in double quotes.
 */
export function styleFor(collection: Collection): Style {
  return {
    defaults: FIELD_DEFAULTS,
    order: Object.keys(collectionSchemas[collection].properties ?? {}),
    plain: (path) => {
      const schema = schemaAt(collection, path);
      if (!schema) return false;
      if (isKind(schema, DATE) || isKind(schema, PICTURE) || schema.enum || (schema.type === "string" && schema.pattern)) return true;
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
    if (isKind(schema, PICTURE) && typeof value === "string") found.push(path);
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  };
  for (const [key, value] of Object.entries(data)) walk(value, [key]);
  return found;
}

/** A picture's path as the site's files write it: relative to the file, starting "./"; a picture taken out of its field ("") stays out. */
export const sitePicturePath = (value: string) => (value === "" || /^(\.{1,2}\/|\/|[a-z]+:)/i.test(value) ? value : `./${value}`);

/** A choice's options as the form shows them: topics by the names readers see, the rest as written. */
function choices(key: string, values: readonly string[]): Array<string | { label: string; value: string }> {
  if (key !== "topics") return [...values];
  return values.map((value) => ({ label: topics.find((topic) => topic.slug === value)?.name ?? value, value }));
}

/** Where each collection's files and pictures are, and what the form calls it. */
const COLLECTIONS: Record<Collection, { label: string; singular: string; create: boolean; summary: string }> = {
  blog: { label: "Blog posts", singular: "Blog post", create: true, summary: "{{title}} ({{date | date('D MMM YYYY')}})" },
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
    // "View Live" opens the entry's own page: a post at /blog/ and its file name, the others at their route.
    ...(name === "blog" ? { preview_path: "blog/{{slug}}" } : { preview_path: "{{fields.route}}", preview_path_preserve_slashes: true }),
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
