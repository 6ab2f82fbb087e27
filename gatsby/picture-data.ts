/**
 * The image plugin's data for the pictures a body shows, for the `rendered` resolver
 * (gatsby/body.ts): each picture's File and ImageSharp nodes found through the node model, so
 * Gatsby runs the page's query again when a picture changes, and `gatsbyImageData` resolved as a
 * page query would. Uses the public schema only, and stops the build when it is not there.
 */
import path from "node:path";
import type { GraphQLObjectType, GraphQLResolveInfo } from "gatsby/graphql";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { BodyPicture } from "../src/mdx/body-pictures";
import { theme } from "../src/styles/theme";

/** The widest a body picture is shown: the reading column (theme.layout.readingWidth, in rem). */
export const BODY_PICTURE_WIDTH = parseFloat(theme.layout.readingWidth) * 16;

/** How wide the picture is drawn: the column, less the page's gutters (src/components/ui/Container.tsx). */
const SIZES = `(min-width: ${BODY_PICTURE_WIDTH + 48}px) ${BODY_PICTURE_WIDTH}px, (min-width: ${theme.breakpoints.sm}px) calc(100vw - 3rem), calc(100vw - 2rem)`;

interface NodeModel {
  findOne: (args: { type: string; query: { filter: Record<string, unknown> } }) => Promise<{ id: string } | null>;
}

/** Thrown when a picture cannot be drawn; the message is for the author. */
export class PictureDataError extends Error {}

/** The field, and the arguments a page query would give `gatsbyImageData(width, sizes)`: its defaults, then the site's. */
function imageArguments(info: GraphQLResolveInfo): { field: NonNullable<ReturnType<GraphQLObjectType["getFields"]>[string]>; args: Record<string, unknown> } {
  const type = info.schema.getType("ImageSharp") as GraphQLObjectType | undefined;
  const field = type?.getFields().gatsbyImageData;
  if (!field?.resolve) throw new Error(`The schema has no ImageSharp.gatsbyImageData field to draw a body's pictures with (${type ? `ImageSharp has ${Object.keys(type.getFields()).join(", ")}` : "no ImageSharp type"}): is gatsby-transformer-sharp still in gatsby-config.ts?`);
  const defaults = Object.fromEntries(field.args.filter((arg) => arg.defaultValue !== undefined).map((arg) => [arg.name, arg.defaultValue]));
  return { field, args: { ...defaults, width: BODY_PICTURE_WIDTH, sizes: SIZES } };
}

/** The image data of each of a body's pictures, by its address as written. */
export async function pictureData(pictures: readonly BodyPicture[], contentFile: string, context: { nodeModel: NodeModel }, info: GraphQLResolveInfo): Promise<Record<string, IGatsbyImageData>> {
  if (!pictures.length) return {};
  const { field, args } = imageArguments(info);
  const data: Record<string, IGatsbyImageData> = {};
  for (const picture of pictures) {
    if (picture.src in data) continue;
    const absolutePath = path.resolve(path.dirname(contentFile), picture.src);
    const file = await context.nodeModel.findOne({ type: "File", query: { filter: { absolutePath: { eq: absolutePath } } } });
    const image = file ? await context.nodeModel.findOne({ type: "ImageSharp", query: { filter: { parent: { id: { eq: file.id } } } } }) : null;
    if (!image) throw new PictureDataError(`line ${picture.line}: ${picture.src} ${file ? "is not a picture the image plugin can read" : "does not exist"}`);
    data[picture.src] = (await field.resolve!(image, args, context, info)) as IGatsbyImageData;
  }
  return data;
}
