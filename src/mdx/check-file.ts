/**
 * One content file checked as the build checks it, before anything saves it: its front matter
 * (src/lib/content-schema.ts), the pictures it names and its body shows (each must exist, each
 * body picture needs its alt text), and its body compiled and rendered by the build's own MDX
 * pipeline (render.tsx: MDX syntax, the components content files may use, no form controls).
 * The editor runs it before a save (admin/src/save-check.ts) and its local server runs it again
 * before writing (admin/local-server.ts), so a file the build would refuse is never saved.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { missingFiles, referencedImages, validateFrontmatter, type Collection, type ContentIssue } from "../lib/content-schema";
import { asLf, readFrontMatter, splitFile } from "../lib/front-matter";
import { bodyPictures, bodyStartLine, pictureFiles, pictureIssues } from "./body-pictures";

// The one reader of front matter (src/lib/front-matter.ts), as the editor and its local server import it from here.
export { asLf, readFrontMatter, splitFile };

export interface FileToCheck {
  collection: Collection;
  /** The file's path from the project's root: "content/blog/wifi-fixes.mdx". */
  file: string;
  /** The whole file as it would be saved. */
  text: string;
  /** Whether a file the content file names ("./images/x.png", relative to it) exists, or will with this save. */
  exists: (relativePath: string) => boolean;
}

/** Every problem the build would stop on in this file; none when it may be saved. */
export async function checkContentFile({ collection, file, text, exists }: FileToCheck): Promise<ContentIssue[]> {
  const source = asLf(text);
  const { frontMatter, body } = splitFile(source);
  const data = readFrontMatter(frontMatter);
  const name = file.replace(/^.*\//, "").replace(/\.mdx$/, "");
  const fields = validateFrontmatter(collection, data, file, { name });
  const pictures = bodyPictures(body, bodyStartLine(source, body));
  const issues = [...fields, ...pictureIssues(file, pictures, `${file.replace(/\/[^/]+$/, "")}/images`)];
  // The files named are looked for once the front matter reads right, as the build does.
  if (fields.length === 0) issues.push(...missingFiles(file, [...referencedImages(data), ...pictureFiles(pictures)], exists));
  try {
    // Each picture as image data of its own address: whether its file exists is checked above.
    const shown = Object.fromEntries(pictures.map((picture) => [picture.src, { layout: "constrained", width: 1, height: 1, images: { fallback: { src: picture.src } } } as IGatsbyImageData]));
    // The renderer (MDX's compiler, React's server renderer, the site's components) is loaded when first needed.
    const { renderMdx } = await import("./render");
    await renderMdx({ body, file, source, pictures: shown });
  } catch (error) {
    if (!(error instanceof Error && error.name === "MdxRenderError")) throw error;
    const { line } = error as Error & { line?: number };
    issues.push({ file, field: "body", message: error.message.replace(`${file}: `, "").replace(/^body /, "").replace(/^line \d+: /, ""), ...(line ? { line } : {}) });
  }
  return issues;
}

/** The pictures a content file shows, by their paths from the project's root ("content/blog/images/x.png"). */
export function picturesShown(file: string, text: string): string[] {
  const source = asLf(text);
  const { frontMatter, body } = splitFile(source);
  const folder = file.replace(/\/[^/]+$/, "");
  const relative = [...referencedImages(readFrontMatter(frontMatter)), ...pictureFiles(bodyPictures(body))].map((reference) => reference.path);
  return [...new Set(relative.map((path) => joinPath(folder, path)))];
}

/** A path relative to a folder ("./images/x.png" in "content/blog"), from the project's root. */
function joinPath(folder: string, relative: string): string {
  const parts = folder.split("/");
  for (const part of relative.split("/")) {
    if (part === "." || part === "") continue;
    if (part === "..") parts.pop();
    else parts.push(part);
  }
  return parts.join("/");
}
