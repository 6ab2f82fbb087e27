/**
 * MDX content (blog posts, service pages, text pages) to HTML at build time, in Node.
 *
 * gatsby-plugin-mdx's webpack loader would make each file its own JavaScript module and page
 * chunk: at 1,000 posts webpack spent over four minutes compiling them twice (browser and
 * server bundles), every page carried the list of 1,000 chunks, and each page's body was
 * rendered again in the browser to hydrate it. The bodies are static, so they are rendered
 * here once, with the plugins of options.ts and the components of components.tsx, and each
 * collection is served by one shared template.
 *
 * Links inside a body are plain anchors in the HTML; gatsby-plugin-catch-links turns clicks on
 * site links into client-side navigation.
 */
import React from "react";
import * as runtime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { ServerStyleSheet, ThemeProvider } from "styled-components";
import { mdxComponents } from "./components";
import { mdxOptions } from "./options";
import { ContentFormControlError } from "./rehype-form-controls";
import { theme } from "../styles/theme";

export interface RenderedMdx {
  /** The post body as HTML. */
  html: string;
  /** The CSS of the styled components the body uses (callouts, buttons, tables). */
  css: string;
}

/** Thrown for a post that cannot be compiled or rendered; the message names the file. */
export class MdxRenderError extends Error {}

/** styled-components' sheet text without its rehydration markers, so the browser copy ignores it. */
function plainCss(sheetText: string): string {
  return sheetText
    .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, "")
    .replace(/\/\*!sc\*\//g, "")
    .replace(/\n+/g, "\n")
    .trim();
}

/** The line of a content file on which its body starts, after the front matter. */
function bodyStartLine(source: string, body: string): number {
  return Math.max(1, source.split("\n").length - body.split("\n").length + 1);
}

/**
 * Renders one body. `source` is the whole content file, so that an error names the line the
 * author sees in their editor.
 */
export async function renderMdx({ body, file, source = body }: { body: string; file: string; source?: string }): Promise<RenderedMdx> {
  const firstLine = bodyStartLine(source, body);
  const { evaluate } = await import("@mdx-js/mdx");
  let Content: Awaited<ReturnType<typeof evaluate>>["default"];
  try {
    ({ default: Content } = await evaluate({ value: body, path: file }, {
      ...(runtime as unknown as Parameters<typeof evaluate>[1]),
      ...mdxOptions,
      // The production JSX runtime above, in the preview too: @mdx-js/mdx would otherwise
      // follow NODE_ENV=development and emit jsxDEV calls that this runtime lacks.
      development: false,
    }));
  } catch (error) {
    // Lines are counted in the body; the author's editor counts from the top of the file.
    if (error instanceof ContentFormControlError) {
      throw new MdxRenderError(`${file}: ${error.line ? `line ${error.line + firstLine - 1}: ` : ""}${error.problem}`);
    }
    const place = error as { line?: number | null; column?: number | null; reason?: string };
    const where = place.line ? ` at line ${place.line + firstLine - 1}${place.column ? `, column ${place.column}` : ""}` : "";
    throw new MdxRenderError(`${file}: body is not valid MDX${where} (${place.reason ?? describe(error)})`);
  }

  const sheet = new ServerStyleSheet();
  try {
    const html = renderToStaticMarkup(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <Content components={mdxComponents as never} />
        </ThemeProvider>,
      ),
    );
    return { html, css: plainCss(sheet.instance.toString()) };
  } catch (error) {
    const unknown = /Expected component `([^`]+)` to be defined/.exec(describe(error));
    throw new MdxRenderError(
      unknown
        ? `${file}: body uses <${unknown[1]}>, which is not one of the components content files may use (${Object.keys(mdxComponents).join(", ")})`
        : `${file}: body could not be rendered (${describe(error)})`,
    );
  } finally {
    sheet.seal();
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message.split("\n")[0] : String(error);
}
