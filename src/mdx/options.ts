/**
 * The one set of remark/rehype plugins for every MDX body (posts, services, text pages), used by
 * render.tsx. gatsby-plugin-mdx is given none: it only reads front matter.
 *   remark-gfm: tables, strikethrough and autolinks in Markdown.
 *   rehype-slug + rehype-autolink-headings: every heading gets an id and links to itself.
 *   rehypeExpressions: braces in the text, which MDX would run as code, stop the build.
 *   rehypeFormControls: task lists without checkboxes; any other form control stops the build.
 *   rehypeTables: no empty header cells, and a distinct name for each table.
 *   rehypeFigures: a picture alone in its paragraph becomes a figure (BodyPicture).
 *   rehypeHeadings: a level-one heading becomes level two (the page's title is its one h1).
 */
import type { CompileOptions } from "@mdx-js/mdx";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import { rehypeExpressions } from "./rehype-expressions";
import { rehypeFigures } from "./rehype-figures";
import { rehypeFormControls } from "./rehype-form-controls";
import { rehypeHeadings } from "./rehype-headings";
import { rehypeTables } from "./rehype-tables";

export const mdxOptions: Required<Pick<CompileOptions, "remarkPlugins" | "rehypePlugins">> = {
  remarkPlugins: [remarkGfm],
  rehypePlugins: [rehypeExpressions, rehypeFormControls, rehypeTables, rehypeFigures, rehypeHeadings, rehypeSlug, [rehypeAutolinkHeadings, { behavior: "wrap" }]],
};
