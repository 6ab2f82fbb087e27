/**
 * Each content file's body as HTML: the `rendered` field of Mdx (Gatsby's createResolvers),
 * rendered by the MDX pipeline in src/mdx/. Gatsby keeps a page's query result between builds
 * until the page's node or context changes, so every page that shows a body carries
 * `rendererKey()` in its context (gatsby/pages.ts): a hash of all the code this file reaches
 * (the pipeline, its plugins, the component map and every component, style and setting module
 * it imports), the versions of the packages it reaches and the values of the environment
 * variables that code reads. Any change to these renders every body again.
 */
import "./overrides/link-globals";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { MdxRenderError, renderMdx } from "../src/mdx/render";
import { graphKey, moduleGraph } from "./module-graph";
import { reportProblem } from "./problems";

/** This module: the root of the renderer's module graph. */
export const RENDERER_ENTRY = "gatsby/body.ts";

let key: string | null = null;

/** The renderer's cache key (see above), worked out once per run. */
export function rendererKey(root = process.cwd()): string {
  key ??= graphKey(moduleGraph([RENDERER_ENTRY], root), root, process.env);
  return key;
}

/** The line of the file on which the MDX body starts, after the front matter. */
function bodyFirstLine(file: string, body: string): number {
  try {
    const lines = readFileSync(file, "utf8").split("\n").length;
    return Math.max(1, lines - body.split("\n").length + 1);
  } catch {
    return 1;
  }
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, reporter }) => {
  createResolvers({
    Mdx: {
      rendered: {
        type: "RenderedMdx!",
        resolve: async (source: { body?: string; internal: { contentFilePath: string } }) => {
          const file = path.relative(process.cwd(), source.internal.contentFilePath);
          const body = source.body ?? "";
          try {
            return await renderMdx(body, file, bodyFirstLine(source.internal.contentFilePath, body));
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
