/**
 * The pictures a content body shows with Markdown's own syntax, `![alt](./images/file.png)` or
 * `![alt](./images/file.png "caption")`: found in the body's text (outside code), with the
 * file's line each is on, and checked the way front matter is (gatsby/content-nodes.ts). The
 * renderer draws each one with the image plugin's sizes (gatsby/body.ts, BodyPicture).
 * Pure: no Gatsby, no file system.
 */
import type { ContentIssue, FileReference } from "../lib/content-schema";

/** The line of a content file on which its body starts, after the front matter. */
export function bodyStartLine(source: string, body: string): number {
  return Math.max(1, source.split("\n").length - body.split("\n").length + 1);
}

/** A caption of exactly this word marks a picture that only decorates: it may have empty alt text. */
export const DECORATIVE = "decorative";

const PICTURE_FILE = /^\.{1,2}\/[^\s]+\.(png|jpe?g|webp|avif)$/i;

export interface BodyPicture {
  /** The address as written ("./images/printer-queue.png"). */
  src: string;
  alt: string;
  /** The Markdown title, shown as the picture's caption; null when there is none. */
  title: string | null;
  /** The content file's line the picture is on. */
  line: number;
}

// ![alt](src) or ![alt](src "title"), the alt text without brackets, the title in double quotes.
// The address may be in angle brackets, and is taken with any spaces in it: Markdown shows a
// picture whose address holds a space as text, so such a one is found here to be refused.
const IMAGE = /!\[([^\]]*)\]\(\s*(<[^>\n]*>|[^\s)"]+(?:[ \t]+[^\s)"]+)*)(?:\s+"([^"]*)")?\s*\)/g;

/** A space in an address, as typed or encoded. */
const SPACE = /\s|%20/i;

/**
 * Every Markdown picture of a body, in order. `firstLine` is the file's line on which the body
 * starts. Fenced code blocks and inline code are skipped: a picture written there is shown as
 * text.
 */
export function bodyPictures(body: string, firstLine = 1): BodyPicture[] {
  const found: BodyPicture[] = [];
  let fence: string | null = null;
  body.split("\n").forEach((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return;
    }
    if (fence !== null) return;
    const outsideCode = text.replace(/(`+)[^`]*?\1/g, (code) => " ".repeat(code.length));
    for (const match of outsideCode.matchAll(IMAGE)) {
      found.push({ alt: match[1].trim(), src: match[2].replace(/^<(.*)>$/, "$1").trim(), title: match[3]?.trim() || null, line: firstLine + index });
    }
  });
  return found;
}

/** The pictures' files, as the build checks that each exists (gatsby/content-query.ts). */
export function pictureFiles(pictures: readonly BodyPicture[]): FileReference[] {
  return pictures.filter((picture) => PICTURE_FILE.test(picture.src)).map((picture) => ({ field: "picture", path: picture.src, line: picture.line }));
}

/** What is wrong with each picture as written: where it points, and its alt text. */
export function pictureIssues(file: string, pictures: readonly BodyPicture[], folder: string): ContentIssue[] {
  return pictures.flatMap((picture): ContentIssue[] => {
    const at = { file, field: "picture", line: picture.line };
    if (SPACE.test(picture.src) && !/^[a-z][a-z+.-]*:/i.test(picture.src)) {
      const renamed = (picture.src.replace(/%20/gi, " ").split("/").pop() ?? "").trim().toLowerCase().replace(/\s+/g, "-");
      return [{ ...at, message: `${picture.src}: a picture's file name may not hold a space, which the text cannot show: rename the file in ${folder}/ without spaces (${renamed}, say) and write ./images/${renamed}` }];
    }
    if (!PICTURE_FILE.test(picture.src)) {
      return [{ ...at, message: `${picture.src} is not a picture beside the post: put a .png, .jpg, .webp or .avif file in ${folder}/ and write ./images/<file name>` }];
    }
    if (!picture.alt && picture.title !== DECORATIVE) {
      return [{ ...at, message: `${picture.src} has no alt text: describe what it shows between the brackets, ![A paper tray with a jammed sheet](${picture.src}), or, if it only decorates, give it the caption "${DECORATIVE}": ![](${picture.src} "${DECORATIVE}")` }];
    }
    return [];
  });
}
