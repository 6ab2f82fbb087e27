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
import { ServerStyleSheet } from "styled-components";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { BodyPicture, type BodyPictureProps } from "../components/mdx/BodyPicture";
import { mdxComponents } from "./components";
import { inFileLines } from "./file-lines";
import { mdxOptions } from "./options";
import { ContentRuleError } from "./hast";
import { bodyStartLine } from "./body-pictures";
import { remedy, UNDEFINED_WORD } from "./mistakes";

export interface RenderedMdx {
  /** The post body as HTML. */
  html: string;
  /** The CSS of the styled components the body uses (callouts, buttons, tables). */
  css: string;
}

/** Thrown for a post that cannot be compiled or rendered; the message names the file, and the line when known. */
export class MdxRenderError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
    this.name = "MdxRenderError";
  }
}

/** styled-components' sheet text without its rehydration markers, so the browser copy ignores it. */
function plainCss(sheetText: string): string {
  return sheetText
    .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, "")
    .replace(/\/\*!sc\*\//g, "")
    .replace(/\n+/g, "\n")
    .trim();
}

interface RenderInput {
  body: string;
  /** The content file, as errors name it. */
  file: string;
  /** The whole content file, so that an error names the line the author sees in their editor. */
  source?: string;
  /** The image plugin's data for each picture the body shows, by its address as written (gatsby/picture-data.ts). */
  pictures?: Readonly<Record<string, IGatsbyImageData>>;
}

/** Renders one body. */
export async function renderMdx({ body, file, source = body, pictures = {} }: RenderInput): Promise<RenderedMdx> {
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
    if (error instanceof ContentRuleError) {
      const line = error.line ? error.line + firstLine - 1 : undefined;
      throw new MdxRenderError(`${file}: ${line ? `line ${line}: ` : ""}${error.problem}`, line);
    }
    const place = error as { line?: number | null; column?: number | null; reason?: string };
    const line = place.line ? place.line + firstLine - 1 : undefined;
    const where = line ? ` at line ${line}${place.column ? `, column ${place.column}` : ""}` : "";
    const reason = place.reason ?? describe(error);
    const fix = remedy(reason);
    throw new MdxRenderError(`${file}: body is not valid MDX${where} (${inFileLines(reason, firstLine)})${fix ? `: ${fix}` : ""}`, line);
  }

  const sheet = new ServerStyleSheet();
  try {
    const html = renderToStaticMarkup(
      sheet.collectStyles(
        <Content components={{ ...mdxComponents, img: (props: BodyPictureProps) => <BodyPicture {...props} image={props.src ? pictures[props.src] : undefined} /> } as never} />,
      ),
    );
    return { html, css: plainCss(sheet.instance.toString()) };
  } catch (error) {
    const message = describe(error);
    const unknown = /Expected component `([^`]+)` to be defined/.exec(message);
    // A word in braces in the text ("{today}") is code that MDX runs, and it fails: the line is named.
    const name = UNDEFINED_WORD.exec(message)?.[1];
    const at = name ? body.search(new RegExp(`\\{[^}]*\\b${name.replace(/\$/g, "\\$")}\\b`)) : -1;
    const line = at >= 0 ? body.slice(0, at).split("\n").length + firstLine - 1 : undefined;
    throw new MdxRenderError(
      unknown
        ? `${file}: body uses <${unknown[1]}>, which is not one of the components content files may use (${Object.keys(mdxComponents).join(", ")})`
        : `${file}: body could not be rendered${line ? ` at line ${line}` : ""} (${message})${name ? `: ${remedy(message)}` : ""}`,
      line,
    );
  } finally {
    sheet.seal();
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message.split("\n")[0] : String(error);
}
