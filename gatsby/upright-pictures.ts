/**
 * A photo from a phone or camera drawn the right way up at its own shape. Such a photo is often
 * stored on its side with a note to turn it (EXIF orientation 5 to 8). The image plugin turns the
 * pixels but takes the stored width and height for the shape, so a portrait photo came out as a
 * landscape crop of its middle (gatsbyjs/gatsby#30672). Each `gatsbyImageData` asked for without
 * a shape of its own (the banners, the pictures in a body) is given the turned photo's
 * (`aspectRatio`), and no more width than it has. Through createResolvers' `originalResolver`,
 * Gatsby's public way to extend a field:
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#createResolvers
 */
import type { CreateResolversArgs } from "gatsby";
import type { GraphQLResolveInfo } from "gatsby/graphql";
import sharp from "sharp";

/** The EXIF orientations that turn a picture a quarter: its width and height change places. */
const QUARTER_TURNS = new Set([5, 6, 7, 8]);

interface ImageArgs {
  width?: number;
  height?: number;
  aspectRatio?: number;
  [name: string]: unknown;
}

/** The width and height of a picture as it is shown (turned as its EXIF orientation says), or null when it is not turned a quarter. */
export async function turnedSize(file: string): Promise<{ width: number; height: number } | null> {
  const { width, height, orientation } = await sharp(file).metadata();
  return width && height && orientation && QUARTER_TURNS.has(orientation) ? { width: height, height: width } : null;
}

/** The arguments for a picture shown `turned`: its own shape unless one is asked for, and no wider than it is. */
export function uprightArgs(args: ImageArgs, turned: { width: number; height: number } | null): ImageArgs {
  if (!turned || args.aspectRatio !== undefined || args.height !== undefined) return args;
  return { ...args, aspectRatio: turned.width / turned.height, ...(args.width !== undefined ? { width: Math.min(args.width, turned.width) } : {}) };
}

/** The shown size of each file, by its content's digest: read once per build. */
const sizes = new Map<string, Promise<{ width: number; height: number } | null>>();

interface FileNode {
  absolutePath: string;
  internal: { contentDigest: string };
}

interface Resolver {
  (source: { parent?: string | null }, args: ImageArgs, context: { nodeModel: { getNodeById(args: { id: string }): FileNode | null } }, info: GraphQLResolveInfo & { originalResolver: Resolver }): unknown;
}

export const drawPhotosUpright = ({ createResolvers }: CreateResolversArgs): void => {
  const resolve: Resolver = async (source, args, context, info) => {
    const file = source.parent ? context.nodeModel.getNodeById({ id: source.parent }) : null;
    if (!file?.absolutePath) return info.originalResolver(source, args, context, info);
    const key = `${file.absolutePath}:${file.internal.contentDigest}`;
    if (!sizes.has(key)) sizes.set(key, turnedSize(file.absolutePath).catch(() => null));
    return info.originalResolver(source, uprightArgs(args, await sizes.get(key)!), context, info);
  };
  createResolvers({ ImageSharp: { gatsbyImageData: { resolve } } });
};
