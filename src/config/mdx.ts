/**
 * The one set of remark/rehype plugins for every MDX file: gatsby-plugin-mdx uses it for the
 * service and page files (gatsby-config.ts), and src/server/render-mdx.tsx for blog posts.
 *   remark-gfm: tables, strikethrough and autolinks in Markdown.
 *   rehype-slug + rehype-autolink-headings: every heading gets an id and links to itself.
 */
import type { CompileOptions } from "@mdx-js/mdx";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";

export const mdxOptions: Required<Pick<CompileOptions, "remarkPlugins" | "rehypePlugins">> = {
  remarkPlugins: [remarkGfm],
  rehypePlugins: [rehypeSlug, [rehypeAutolinkHeadings, { behavior: "wrap" }]],
};
