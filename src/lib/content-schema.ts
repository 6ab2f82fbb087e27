/**
 * What a content file's frontmatter must hold, per collection, checked at build time so a bad
 * file fails the build with the file and the field named (gatsby-node onCreateNode and
 * createPages). Pure: no Gatsby, no file system beyond the injected `fileExists`.
 */
import { z } from "zod";

export type Collection = "blog" | "services" | "pages";

export interface ContentIssue {
  file: string;
  field: string;
  message: string;
}

const text = z.string({ required_error: "is missing", invalid_type_error: "must be text" }).trim().min(1, "must not be empty");
const keywords = z
  .array(text, { required_error: "is missing", invalid_type_error: "must be a list of phrases" })
  .min(1, "must list at least one phrase");
const imagePath = text.regex(/^\.{1,2}\/.+\.(png|jpe?g|webp|avif)$/i, "must be a relative path to a .png, .jpg, .webp or .avif file");
const slug = text.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be URL-safe: lower-case letters, digits and single hyphens");

/** An ISO calendar date (YAML may already have turned it into a Date). */
const isoDate = z.union([z.string(), z.date()], { required_error: "is missing", invalid_type_error: "must be a date" }).superRefine((value, ctx) => {
  const iso = value instanceof Date ? value.toISOString().slice(0, 10) : value.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})(T[\d:.]+Z?)?$/.exec(iso);
  const parsed = match ? new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso.slice(0, 10)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: `must be a real date written YYYY-MM-DD (got "${iso}")` });
  }
});

export const blogFrontmatter = z
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
    listed: z.boolean({ invalid_type_error: "must be true or false" }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.banner && !value.bannerAlt) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["bannerAlt"], message: "is missing (needed with banner)" });
    }
  });

const testimonial = z.object({ quote: text, name: text, place: text });

export const serviceFrontmatter = z
  .object({
    route: text.regex(/^\/[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a site route like "/pc-upgrades" (no trailing slash)'),
    order: z.number({ required_error: "is missing", invalid_type_error: "must be a number" }).int().positive(),
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
  })
  .superRefine((value, ctx) => {
    if (value.schemaType === "Product" && !value.rating) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["rating"], message: "is missing (a Product needs its rating)" });
    }
  });

export const pageFrontmatter = z.object({
  route: text.regex(/^\/[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a site route like "/termsandprivacy"'),
  title: text,
  lead: text,
  description: text,
  keywords,
});

export const schemas = { blog: blogFrontmatter, services: serviceFrontmatter, pages: pageFrontmatter } as const;

/** Every image path a file's frontmatter names, with the field that names it. */
function imageFields(frontmatter: Record<string, unknown>): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const key of ["image", "banner"]) {
    if (typeof frontmatter[key] === "string") found.push([key, frontmatter[key] as string]);
  }
  if (Array.isArray(frontmatter.figures)) {
    frontmatter.figures.forEach((figure: unknown, index) => {
      const image = (figure as { image?: unknown } | null)?.image;
      if (typeof image === "string") found.push([`figures.${index}.image`, image]);
    });
  }
  return found;
}

export interface ValidateOptions {
  /** The file's name without extension (a post's slug must equal it). */
  name: string;
  /** Whether a path relative to the content file exists. */
  fileExists?: (relativePath: string) => boolean;
}

/** Checks one content file's frontmatter; returns every problem found, or none. */
export function validateFrontmatter(
  collection: Collection,
  frontmatter: unknown,
  file: string,
  options: ValidateOptions,
): ContentIssue[] {
  const data = (frontmatter ?? {}) as Record<string, unknown>;
  const result = schemas[collection].safeParse(data);
  const issues: ContentIssue[] = result.success
    ? []
    : result.error.issues.map((issue) => ({
        file,
        field: issue.path.join(".") || "(frontmatter)",
        message: issue.message === "Required" ? "is missing" : issue.message,
      }));

  if (collection === "blog" && typeof data.slug === "string" && data.slug !== options.name) {
    issues.push({ file, field: "slug", message: `must equal the file name "${options.name}" (it is the post's address)` });
  }
  if (options.fileExists) {
    for (const [field, relativePath] of imageFields(data)) {
      if (!issues.some((issue) => issue.field === field) && !options.fileExists(relativePath)) {
        issues.push({ file, field, message: `points at ${relativePath}, which does not exist` });
      }
    }
  }
  return issues;
}

/** Finds values that more than one file claims (two posts with one slug, two services with one route). */
export function findDuplicates(entries: ReadonlyArray<{ file: string; value: string }>, field: string): ContentIssue[] {
  const byValue = new Map<string, string[]>();
  for (const { file, value } of entries) byValue.set(value, [...(byValue.get(value) ?? []), file]);
  return [...byValue.entries()]
    .filter(([, files]) => files.length > 1)
    .flatMap(([value, files]) =>
      files.map((file) => ({ file, field, message: `"${value}" is also used by ${files.filter((other) => other !== file).join(", ")}` })),
    );
}

/** One line per problem: "content/blog/x.mdx: date must be ...". */
export function formatIssues(issues: readonly ContentIssue[]): string {
  return issues.map((issue) => `${issue.file}: ${issue.field} ${issue.message}`).join("\n");
}
