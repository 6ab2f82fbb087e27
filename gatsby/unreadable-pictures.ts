/**
 * Pictures a content file names that exist but cannot be read as pictures (another format under
 * a .png name, an empty file), each named with its field; the image plugin would stop the build
 * with sharp's bare "unrecognized file format". Read by sharp once per version of the file.
 */
import path from "node:path";
import sharp from "sharp";
import type { ContentIssue, FileReference } from "../src/lib/content-schema";
import { perVersion, type PerVersion } from "./files";

const checked: PerVersion<Promise<string | null>> = new Map();

/** Why sharp cannot read the picture's header, or null when it can. */
async function unreadable(file: string, size: number): Promise<string | null> {
  try {
    const { format, width, height } = await sharp(file).metadata();
    return !format || !width || !height ? "it has no size" : null;
  } catch (error) {
    const message = (error as Error).message;
    if (size === 0) return "the file is empty";
    if (/unsupported image format/.test(message)) return "its contents are in no picture format";
    if (/corrupt header/.test(message)) return "its header is damaged";
    return message;
  }
}

/** One issue for each picture `content` (a file relative to the project) names that cannot be read. */
export async function unreadablePictures(content: string, references: readonly FileReference[]): Promise<ContentIssue[]> {
  const folder = path.dirname(path.resolve(content));
  const issues: ContentIssue[] = [];
  for (const reference of references) {
    const file = path.resolve(folder, reference.path);
    // A file that is gone is missingFiles' to report.
    const reason = await perVersion(checked, file, (size) => unreadable(file, size));
    if (!reason) continue;
    issues.push({
      file: content,
      field: reference.field,
      ...(reference.line ? { line: reference.line } : {}),
      message: `${reference.path} cannot be read as a picture (${reason}): save it again as a PNG, JPEG, WebP or AVIF file`,
    });
  }
  return issues;
}
