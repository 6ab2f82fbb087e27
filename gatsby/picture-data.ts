/**
 * The image plugin's data for the pictures a body shows (src/mdx/body-pictures.ts), for the
 * `rendered` resolver (gatsby/body.ts): each picture's File node, found through the resolver's
 * node model, and its ImageSharp node's `gatsbyImageData` field, resolved as a page query
 * would resolve it. So the pictures come out of gatsby-plugin-sharp's own pipeline (sizes,
 * formats, the jobs that make them), and because the node model records what a query read,
 * Gatsby runs the page's query again when a picture is replaced, added or deleted.
 * Uses the public schema only: the type `ImageSharp`, its field `gatsbyImageData` and that
 * field's arguments, which gatsby-transformer-sharp declares; it stops the build, naming what it
 * found, when they are not there.
 */
import path from "node:path";
import type { GraphQLObjectType, GraphQLResolveInfo } from "gatsby/graphql";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { BodyPicture } from "../src/mdx/body-pictures";
import { theme } from "../src/styles/theme";

/** The widest a body picture is shown: the reading column (theme.layout.readingWidth, in rem). */
export const BODY_PICTURE_WIDTH = parseFloat(theme.layout.readingWidth) * 16;

/**
 * How wide the picture is drawn, for the browser to pick its size: the column, less the page's
 * gutters (1.5rem a side, 1rem below the small breakpoint; src/components/ui/Container.tsx).
 */
const SIZES = `(min-width: ${BODY_PICTURE_WIDTH + 48}px) ${BODY_PICTURE_WIDTH}px, (min-width: ${theme.breakpoints.sm}px) calc(100vw - 3rem), calc(100vw - 2rem)`;

interface NodeModel {
  findOne: (args: { type: string; query: { filter: Record<string, unknown> } }) => Promise<{ id: string } | null>;
}

/** Thrown when a picture cannot be drawn; the message is for the author. */
export class PictureDataError extends Error {}

/**
 * The arguments a page query would give `gatsbyImageData(width, sizes)`: the field's own defaults
 * (layout CONSTRAINED) and, as the plugin resolves them, gatsby-plugin-sharp's (gatsby-config.ts).
 */
function imageArguments(info: GraphQLResolveInfo): { field: NonNullable<ReturnType<GraphQLObjectType["getFields"]>[string]>; args: Record<string, unknown> } {
  const type = info.schema.getType("ImageSharp") as GraphQLObjectType | undefined;
  const field = type?.getFields().gatsbyImageData;
  if (!field?.resolve) throw new Error(`The schema has no ImageSharp.gatsbyImageData field to draw a body's pictures with (${type ? `ImageSharp has ${Object.keys(type.getFields()).join(", ")}` : "no ImageSharp type"}): is gatsby-transformer-sharp still in gatsby-config.ts?`);
  // Each argument's default, as GraphQL would fill it in, then the site's own choices.
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
