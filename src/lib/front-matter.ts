/**
 * The one reader of a content file's front matter, used by everything that reads one: the build
 * (gatsby-plugin-mdx's reader is replaced by readContentFile, gatsby/overrides/frontmatter-reader.ts),
 * the build's record of what is published (gatsby/build-inputs.ts), the editor's checks and its
 * local server (src/mdx/check-file.ts, admin/), and the editor's file format, which splits a file
 * here and edits its YAML text (admin/src/format.ts).
 * A file saved on Windows (CRLF line endings, a UTF-8 byte-order mark) reads as the same file without.
 */
import { load } from "js-yaml";
import { frontMatterSyntaxProblem, UNREADABLE_FRONT_MATTER } from "./content-schema";

/** A content file as its text splits: the front matter's YAML and the body after it. */
export interface SplitFile {
  frontMatter: string;
  body: string;
}

const FRONT_MATTER = /^---\n([\s\S]*?\n)?---(?:\n|$)/;

/** Text with "\n" line endings and no byte-order mark, as the build reads a file saved on Windows. */
export const asLf = (text: string): string => text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");

export function splitFile(text: string): SplitFile {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { frontMatter: "", body: text };
  return { frontMatter: match[1] ?? "", body: text.slice(match[0].length) };
}

/**
 * The front matter's values as the build reads them, or the YAML error in the key
 * validateFrontmatter reads, its lines counted as the file's (the opening `---` is line 1).
 */
export function readFrontMatter(frontMatter: string): Record<string, unknown> {
  try {
    const data = load(`\n${frontMatter}`);
    return data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch (error) {
    return { [UNREADABLE_FRONT_MATTER]: frontMatterSyntaxProblem(error) };
  }
}

/** A whole content file's front matter, read, and its body (with "\n" line endings). */
export function readContentFile(text: string): { frontmatter: Record<string, unknown>; body: string } {
  const { frontMatter, body } = splitFile(asLf(text));
  return { frontmatter: readFrontMatter(frontMatter), body };
}
