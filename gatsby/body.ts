/**
 * Each content file's body as HTML: the `rendered` field of Mdx (Gatsby's createResolvers),
 * rendered by the MDX pipeline in src/mdx/. Its cache key is gatsby/renderer-key.ts.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { MdxRenderError, renderMdx } from "../src/mdx/render";
import { reportProblem } from "./problems";

export const renderBodies: GatsbyNode["createResolvers"] = ({ createResolvers, reporter }) => {
  createResolvers({
    Mdx: {
      rendered: {
        type: "RenderedMdx!",
        resolve: async (source: { body?: string; internal: { contentFilePath: string } }) => {
          const file = path.relative(process.cwd(), source.internal.contentFilePath);
          try {
            return await renderMdx({ body: source.body ?? "", file, source: readFileSync(source.internal.contentFilePath, "utf8") });
          } catch (error) {
            if (!(error instanceof MdxRenderError)) throw error;
            reportProblem(reporter, file, error.message);
            // Reached in the preview only: the page shows the problem in place of the body.
            return { html: "", css: "", problem: error.message };
          }
        },
      },
    },
  });
};
