/**
 * Each content file's body as HTML: the `rendered` field of Mdx (createResolvers), by the MDX
 * pipeline in src/mdx/, its pictures drawn by the image plugin (picture-data.ts). Keyed by
 * rendererKey (code-key.ts).
 */
import path from "node:path";
import type { CreateResolversArgs } from "gatsby";
import type { GraphQLResolveInfo } from "gatsby/graphql";
import { asLf } from "../src/lib/front-matter";
import { contentText } from "./files";
import { bodyPictures, bodyStartLine } from "../src/mdx/body-pictures";
import { MdxRenderError, renderMdx } from "../src/mdx/render";
import { pictureData, PictureDataError } from "./picture-data";
import { previewing, problemFixed, reportProblem } from "./problems";

interface MdxSource {
  body?: string;
  internal: { contentFilePath: string };
}

export const renderBodies = ({ createResolvers, reporter }: CreateResolversArgs): void => {
  createResolvers({
    Mdx: {
      rendered: {
        type: "RenderedMdx!",
        resolve: async (source: MdxSource, _args: unknown, context: Parameters<typeof pictureData>[2], info: GraphQLResolveInfo) => {
          const contentFile = source.internal.contentFilePath;
          const file = path.relative(process.cwd(), contentFile);
          // CRLF and a byte-order mark render as without; a file deleted meanwhile renders from its node.
          const body = asLf(source.body ?? "");
          const text = contentText(contentFile) ?? body;
          try {
            const pictures = await pictureData(bodyPictures(body, bodyStartLine(text, body)), contentFile, context, info);
            const rendered = await renderMdx({ body, file, source: text, pictures });
            problemFixed(file, "body");
            return rendered;
          } catch (error) {
            const problem = error instanceof PictureDataError ? new MdxRenderError(`${file}: ${error.message}`) : error;
            if (!(problem instanceof MdxRenderError)) throw error;
            // The preview prints it and the page shows it in place of the body. A build carries on
            // to the other bodies and then stops on every one at once (stopOnBodyProblems).
            if (previewing) reportProblem(reporter, file, problem.message, problem.line, "body");
            return { html: "", css: "", problem: problem.message };
          }
        },
      },
    },
  });
};
