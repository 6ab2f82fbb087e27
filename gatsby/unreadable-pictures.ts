/**
 * Pictures a content file names that exist but cannot be read as pictures: a photo in another
 * format saved under a .png name, an empty file, a web page saved in place of the picture.
 * Without this the image plugin stops the build from inside a query with sharp's bare
 * "unrecognized file format", naming neither the file nor the field. Each picture's header is
 * read with sharp (the image plugin's own reader), again only when its modification time or
 * size changes.
 */
import { statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { ContentIssue, FileReference } from "../src/lib/content-schema";

const checked = new Map<string, { mtimeMs: number; size: number; reason: string | null }>();

/** Why sharp cannot read the picture's header, or null when it can (or the file is gone: missingFiles says so). */
async function unreadable(file: string): Promise<string | null> {
  let stats;
  try {
    stats = statSync(file);
  } catch {
    return null;
  }
  const known = checked.get(file);
  if (known && known.mtimeMs === stats.mtimeMs && known.size === stats.size) return known.reason;
  let reason: string | null = null;
  try {
    const { format, width, height } = await sharp(file).metadata();
    if (!format || !width || !height) reason = "it has no size";
  } catch (error) {
    const message = (error as Error).message;
    if (stats.size === 0) reason = "the file is empty";
    else if (/unsupported image format/.test(message)) reason = "its contents are in no picture format";
    else if (/corrupt header/.test(message)) reason = "its header is damaged";
    else reason = message;
  }
  checked.set(file, { mtimeMs: stats.mtimeMs, size: stats.size, reason });
  return reason;
}

/** One issue for each picture `content` (a file relative to the project) names that cannot be read. */
export async function unreadablePictures(content: string, references: readonly FileReference[]): Promise<ContentIssue[]> {
  const folder = path.dirname(path.resolve(content));
  const issues: ContentIssue[] = [];
  for (const reference of references) {
    const reason = await unreadable(path.resolve(folder, reference.path));
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
