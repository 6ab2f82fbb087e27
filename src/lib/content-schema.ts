/**
 * What a content file's frontmatter must hold, per collection, checked at build time so a bad
 * file fails the build with the file and the field named (gatsby/content-nodes.ts and
 * gatsby/pages.ts). The one description of front matter: the GraphQL types in gatsby/schema.ts
 * are checked against it (__tests__/unit/gatsby/schema.test.ts), and the docs point here.
 * Pure: no Gatsby, no file system beyond the injected `exists` of missingFiles.
 */
import { z } from "zod";
import { topicSlugs } from "../config/blog";

export type Collection = "blog" | "services" | "pages";

export interface ContentIssue {
  file: string;
  /** What the problem is in: a front-matter field ("date", "the second topic, `printers`,"), or a picture of the body. */
  field: string;
  message: string;
  /** The file's line, when the problem is on one. */
  line?: number;
}

const text = z.string({ required_error: "is missing", invalid_type_error: "must be text" }).trim().min(1, "must not be empty");
const keywords = z
  .array(text, { required_error: "is missing", invalid_type_error: "must be a list of phrases" })
  .min(1, "must list at least one phrase");
export const imagePath = text.regex(/^\.{1,2}\/.+\.(png|jpe?g|webp|avif)$/i, "must be a relative path to a .png, .jpg, .webp or .avif file");
/** What an address may hold, as a refused one is told. */
export const SLUG_RULE = "may hold only lower-case letters, digits and single hyphens between words, as in printer-paper-jams";
const slug = text.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG_RULE);

/**
 * What a switch left out of the front matter means: a post is listed on /blog unless it says
 * `listed: false` (gatsby/content-nodes.ts), and published unless it says `draft: true`. The
 * editor's switches start from these, and it leaves them out of a new file.
 */
export const FIELD_DEFAULTS = { listed: true, draft: false } as const;

/** `draft: true` keeps a file out of production builds (src/lib/publishing.ts). */
const draft = z.boolean({ invalid_type_error: "must be true or false (without quotes)" }).optional();

/** An ISO calendar date (YAML may already have turned it into a Date). */
export const isoDate = z.union([z.string(), z.date()], { required_error: "is missing", invalid_type_error: "must be a date" }).superRefine((value, ctx) => {
  const iso = value instanceof Date ? value.toISOString().slice(0, 10) : value.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})(T[\d:.]+Z?)?$/.exec(iso);
  const parsed = match ? new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso.slice(0, 10)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: `must be a real date written YYYY-MM-DD (got "${iso}")` });
  }
});

/**
 * The length a post's summary reads best at, in characters: its card's lines, and what search
 * results show of it (about 160). Advice to the author, not a rule of the build.
 */
export const SUMMARY_LENGTH = { min: 110, max: 160 } as const;

/**
 * What `npm run new-post` writes for the author to replace. A draft may keep it; a published
 * post may not, so a post never goes live with a prompt as its summary.
 */
export const NEW_POST_PROMPTS = {
  summary: `Replace with one or two sentences for the blog card and search results (${SUMMARY_LENGTH.min} to ${SUMMARY_LENGTH.max} characters).`,
  keyword: "replace with a search phrase",
} as const;

/** One to three of the blog's topics (src/config/blog.ts), each at most once. */
const postTopics = z
  .array(z.enum(topicSlugs, { errorMap: () => ({ message: `is not one of the blog's topics: ${topicSlugs.join(", ")}` }) }), {
    required_error: "is missing",
    invalid_type_error: "must be a list of one to three topics",
  })
  .min(1, "must name at least one topic")
  .max(3, "must name at most three topics")
  .refine((list) => new Set(list).size === list.length, "must not name a topic twice");

const blogFrontmatter = z
  .object({
    title: text,
    slug,
    date: isoDate,
    summary: text,
    image: imagePath,
    imageAlt: text,
    banner: imagePath.optional(),
    bannerAlt: text.optional(),
    keywords,
    topics: postTopics,
    listed: z.boolean({ invalid_type_error: "must be true or false" }).optional(),
    draft,
  })
  .superRefine((value, ctx) => {
    if (value.banner && !value.bannerAlt) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["bannerAlt"], message: "is missing (needed with banner)" });
    }
    if (!value.draft && value.summary === NEW_POST_PROMPTS.summary) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["summary"], message: "still holds the new-post prompt: write the summary, or keep draft: true" });
    }
    if (!value.draft && value.keywords.includes(NEW_POST_PROMPTS.keyword)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["keywords"], message: "still hold the new-post prompt: write the search phrases, or keep draft: true" });
    }
  });

const testimonial = z.object({ quote: text, name: text, place: text });

/** A place in a list: a whole number from 1. */
const position = z
  .number({ required_error: "is missing", invalid_type_error: "must be a number" })
  .int("must be a whole number")
  .positive("must be 1 or more");

/**
 * How a service shows in the site's menus (src/lib/service-links.ts): its label in the header's
 * Services menu, and where it differs, in the phone's menu and the footer's Quick Links; and its
 * place among the footer's services (the Services menu follows `order`). No two services may
 * share a place or a label in one list (serviceMenuIssues).
 */
const serviceMenu = z.object(
  {
    label: text,
    mobileLabel: text.optional(),
    footerLabel: text.optional(),
    footerOrder: position,
  },
  { required_error: "is missing", invalid_type_error: "must be a set of fields" },
);

const serviceFrontmatter = z
  .object({
    route: text.regex(/^\/[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a site route like "/pc-upgrades" (no trailing slash)'),
    order: position,
    menu: serviceMenu,
    title: text,
    tagline: text,
    description: text,
    keywords,
    schemaType: z.enum(["Service", "Product"], { errorMap: () => ({ message: 'must be "Service" or "Product"' }) }),
    serviceType: text,
    image: imagePath,
    imageAlt: text,
    card: z.object({ title: text, description: text }, { required_error: "is missing" }),
    testimonial: testimonial.optional(),
    figures: z.array(z.object({ image: imagePath, alt: text, caption: text })).optional(),
    rating: z
      .object({
        value: z.number({ invalid_type_error: "must be a number" }).min(1).max(5),
        count: z.number({ invalid_type_error: "must be a number" }).int().positive(),
      })
      .optional(),
    cta: z.object({ title: text, text }).optional(),
    draft,
  })
  .superRefine((value, ctx) => {
    if (value.schemaType === "Product" && !value.rating) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["rating"], message: "is missing (a Product needs its rating)" });
    }
  });

const pageFrontmatter = z.object({
  route: text.regex(/^\/[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a site route like "/termsandprivacy"'),
  title: text,
  lead: text,
  description: text,
  keywords,
  draft,
});

export const schemas = { blog: blogFrontmatter, services: serviceFrontmatter, pages: pageFrontmatter } as const;

/** The content collections, each a folder of content/ with its own schema above. */
export const collections = Object.keys(schemas) as Collection[];

/** A file that a content file points at, by a path relative to itself, and where it names it. */
export interface FileReference {
  /** The front-matter field ("image", "figures.0.image") that names the file, or "picture" for one the body shows. */
  field: string;
  /** The path as written, relative to the content file ("./images/wifi-fixes.png"). */
  path: string;
  /** The file's line, for a picture the body shows. */
  line?: number | null;
}

/** Every image file a content file's front matter names. */
export function referencedImages(frontmatter: Record<string, unknown>): FileReference[] {
  const found: FileReference[] = [];
  for (const key of ["image", "banner"]) {
    if (typeof frontmatter[key] === "string") found.push({ field: key, path: frontmatter[key] as string });
  }
  if (Array.isArray(frontmatter.figures)) {
    frontmatter.figures.forEach((figure: unknown, index) => {
      const image = (figure as { image?: unknown } | null)?.image;
      if (typeof image === "string") found.push({ field: `figures.${index}.image`, path: image });
    });
  }
  return found;
}

/**
 * The references whose file does not exist, as problems. Checked on every run, apart from the
 * front matter (gatsby/content-query.ts): a picture can go or come back while its content file
 * stays as it is.
 */
export function missingFiles(file: string, references: readonly FileReference[], exists: (relativePath: string) => boolean): ContentIssue[] {
  return references
    .filter((reference) => !exists(reference.path))
    .map((reference) => {
      if (!reference.line) return { file, field: reference.field, message: `points at ${reference.path}, which does not exist` };
      const folder = `${file.replace(/[^/]+$/, "")}${reference.path.replace(/^\.\//, "").replace(/[^/]+$/, "")}`;
      return { file, field: reference.field, line: reference.line, message: `${reference.path} does not exist: put the file in ${folder} or correct its name` };
    });
}

export interface ValidateOptions {
  /** The file's name without extension (a post's slug must equal it). */
  name: string;
}

/** The key under which an unreadable front matter's YAML error travels (gatsby/overrides/frontmatter-reader.ts). */
export const UNREADABLE_FRONT_MATTER = "__unreadableFrontMatter";

const CLOSERS: Record<string, string> = { '"': '"', "'": "'", "[": "]", "{": "}" };
const OPENINGS: Record<string, string> = { '"': 'a quote (")', "'": "a quote (')", "[": "a list ([)", "{": "a set of fields ({)" };

/**
 * The first line of the front matter, up to `last`, whose value opens a quote or a bracket that
 * the line does not close (js-yaml reads on over the next lines, and stops only where that goes
 * wrong), with what it opens. Lines are counted as in js-yaml's buffer.
 */
function unclosedOpening(frontMatter: string, last: number): { index: number; opens: string } | null {
  const lines = frontMatter.split("\n");
  for (let index = 0; index <= Math.min(last, lines.length - 1); index += 1) {
    const value = /^\s*(?:-\s+|[^:#"'[{]+:\s+)(["'[{])(.*)$/.exec(lines[index]);
    if (!value) continue;
    const [, opens, rest] = value;
    const closed =
      opens === '"' ? /(^|[^\\])"/.test(rest) : opens === "'" ? rest.replace(/''/g, "").includes("'") : rest.includes(CLOSERS[opens]);
    if (!closed) return { index, opens };
  }
  return null;
}

/**
 * A YAML error (js-yaml, through gray-matter) as one sentence naming the file's line where the
 * problem starts: "is not valid YAML at line 4, column 5 (…)", or, when a quote or bracket
 * opened on an earlier line runs on, that line and where the reader noticed.
 */
export function frontMatterSyntaxProblem(error: unknown): string {
  const yaml = error as { reason?: string; mark?: { line: number; column: number; buffer?: string }; message?: string };
  const reason = yaml.reason ?? String(yaml.message ?? error).split("\n")[0];
  if (!yaml.mark) return `is not valid YAML (${reason})`;
  // js-yaml's line 0 is the rest of the opening "---" line, the file's line 1.
  const stopped = yaml.mark.line + 1;
  const opening = unclosedOpening(yaml.mark.buffer ?? "", yaml.mark.line);
  if (opening && opening.index + 1 < stopped) {
    return `is not valid YAML at line ${opening.index + 1}: its value opens ${OPENINGS[opening.opens]} that the line does not close (the YAML reader noticed at line ${stopped}, column ${yaml.mark.column + 1}: ${reason})`;
  }
  const colon = unquotedColon((yaml.mark.buffer ?? "").split("\n")[yaml.mark.line] ?? "");
  if (colon) return `is not valid YAML at line ${stopped}: ${colon}`;
  return `is not valid YAML at line ${stopped}, column ${yaml.mark.column + 1} (${reason})`;
}

/**
 * What is wrong with a field whose text is not in quotes and holds a colon and a space (`title:
 * Backups: what every office needs`), which YAML reads as a field inside the text; curly quotes
 * around it are text to YAML. How to write it, or null for a line that is not so.
 */
function unquotedColon(line: string): string | null {
  const found = /^\s*([A-Za-z][\w-]*):[ \t]+([^"'\s[{|>].*?:\s.*?)\s*$/.exec(line);
  if (!found) return null;
  const [, field, value] = found;
  const curly = /^[\u201c\u2018]/.test(value);
  const text = (curly ? value.replace(/^[\u201c\u2018]|[\u201d\u2019]$/g, "") : value).replace(/\\/g, "\\\\").replace(/"/g, '\\"');
  return `${field}'s text holds a colon followed by a space, which YAML reads as the start of another field${curly ? " (curly quotes are part of the text to YAML, not quotes)" : ""}: put the whole text in straight double quotes, ${field}: "${text}"`;
}

/**
 * A quoted value whose closing quote is missing is still valid YAML: the text runs on over the
 * next lines and swallows the fields below it. Named as such, not as every swallowed field missing.
 */
function runOnField(collection: Collection, data: Record<string, unknown>): { field: string; message: string } | null {
  const schema = schemas[collection];
  const fields = Object.keys("shape" in schema ? schema.shape : schema._def.schema.shape);
  for (const [field, value] of Object.entries(data)) {
    if (typeof value !== "string") continue;
    const swallowed = [...value.matchAll(/(?:^|\s)([A-Za-z]+): /g)].map((match) => match[1]).find((name) => fields.includes(name) && !(name in data));
    if (swallowed) return { field, message: `has no closing quote: its text runs on into the "${swallowed}:" line below it` };
  }
  return null;
}

const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
/** What one item of a list field is called. */
const ITEM_NAMES: Record<string, string> = { topics: "topic", keywords: "keyword", figures: "figure" };

/**
 * A field as an author reads it: "date", "card.title", or an item of a list by its position,
 * with its text when it has one ("the second topic, `printers`,", "the first figure's alt").
 */
function fieldName(path: ReadonlyArray<string | number>, data: Record<string, unknown>): string {
  const [key, index, ...rest] = path;
  if (typeof index !== "number") return path.join(".") || "(frontmatter)";
  const value = (data[String(key)] as unknown[] | undefined)?.[index];
  const item = `${ORDINALS[index] ?? `number ${index + 1}`} ${ITEM_NAMES[String(key)] ?? `item of ${String(key)}`}`;
  if (rest.length) return `the ${item}'s ${rest.join(".")}`;
  return typeof value === "string" && value.trim() ? `the ${item}, \`${value}\`,` : `the ${item}`;
}

/** Checks one content file's frontmatter; returns every problem found, or none. */
export function validateFrontmatter(
  collection: Collection,
  frontmatter: unknown,
  file: string,
  options: ValidateOptions,
): ContentIssue[] {
  const data = (frontmatter ?? {}) as Record<string, unknown>;
  if (typeof data[UNREADABLE_FRONT_MATTER] === "string") {
    const message = data[UNREADABLE_FRONT_MATTER] as string;
    const line = Number(/ line (\d+)/.exec(message)?.[1] ?? 0);
    return [{ file, field: "front matter", message, ...(line ? { line } : {}) }];
  }
  const runOn = runOnField(collection, data);
  if (runOn) return [{ file, ...runOn }];
  const result = schemas[collection].safeParse(data);
  const issues: ContentIssue[] = result.success
    ? []
    : result.error.issues.map((issue) => ({
        file,
        field: fieldName(issue.path, data),
        message: issue.message === "Required" ? "is missing" : issue.message,
      }));

  if (collection === "blog" && typeof data.slug === "string" && data.slug !== options.name) {
    issues.push({ file, field: "slug", message: `must equal the file name "${options.name}" (it is the post's address)` });
  }
  return issues;
}

/** A value a file claims, and the field it is in when that is not the one the check names. */
interface Claim {
  file: string;
  value: string | number;
  field?: string;
}

/**
 * Finds values that more than one file claims (two posts with one slug, two services with one
 * route), each problem naming the file and its field; `where` says in which list, when it helps.
 */
export function findDuplicates(entries: ReadonlyArray<Claim>, field: string, where = ""): ContentIssue[] {
  const byValue = new Map<string | number, Claim[]>();
  for (const entry of entries) byValue.set(entry.value, [...(byValue.get(entry.value) ?? []), entry]);
  return [...byValue.entries()]
    .filter(([, claims]) => claims.length > 1)
    .flatMap(([value, claims]) =>
      claims.map((claim) => ({
        file: claim.file,
        field: claim.field ?? field,
        message: `${typeof value === "string" ? `"${value}"` : value} is also used by ${claims.filter((other) => other !== claim).map((other) => other.file).join(", ")}${where ? ` ${where}` : ""}`,
      })),
    );
}

/** A service's `menu` as the build reads it (a label left out reads as null from a query). */
export interface ServiceMenu {
  label: string;
  mobileLabel?: string | null;
  footerLabel?: string | null;
  footerOrder: number;
}

/** What serviceMenuIssues reads of one published service file. */
export interface ServiceMenuEntry {
  /** The content file, relative to the project. */
  file: string;
  order: number;
  menu: ServiceMenu;
}

/**
 * The menus' rules across the service files (each file's own fields are checked by its schema):
 * no two take one place in the Services menu (`order`) or among the footer's services
 * (`menu.footerOrder`), and no two show one label in the Services menu, the phone's menu or the
 * footer. Each problem names the file and the field the value is in.
 */
export function serviceMenuIssues(services: ReadonlyArray<ServiceMenuEntry>): ContentIssue[] {
  // The labels a list shows: the list's own label where a file gives one, its `label` otherwise.
  // A clash only of `label`s is named once, by the Services menu's check.
  const labelsIn = (own: "mobileLabel" | "footerLabel", where: string) => {
    const shown: Claim[] = services.map(({ file, menu }) => (menu[own] ? { file, value: menu[own]!, field: `menu.${own}` } : { file, value: menu.label }));
    const clashing = shown.filter((entry) => shown.some((other) => other.value === entry.value && other.field));
    return findDuplicates(clashing, "menu.label", where);
  };
  return [
    ...findDuplicates(services.map(({ file, order }) => ({ file, value: order })), "order", "in the Services menu"),
    ...findDuplicates(services.map(({ file, menu }) => ({ file, value: menu.footerOrder })), "menu.footerOrder", "in the footer"),
    ...findDuplicates(services.map(({ file, menu }) => ({ file, value: menu.label })), "menu.label", "in the Services menu"),
    ...labelsIn("mobileLabel", "in the phone's menu"),
    ...labelsIn("footerLabel", "in the footer"),
  ];
}

/** One line per problem: "content/blog/x.mdx: date must be ...", "content/blog/x.mdx:12: picture …". */
export function formatIssues(issues: readonly ContentIssue[]): string {
  return issues.map((issue) => `${issue.file}${issue.line ? `:${issue.line}` : ""}: ${issue.field} ${issue.message}`).join("\n");
}
