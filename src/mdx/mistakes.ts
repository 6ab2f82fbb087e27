/**
 * The MDX mistakes an author makes most, as the compiler reports them, for the build's message
 * (render.tsx) and the editor's (admin/src/save-check.ts) to say what to write instead.
 * Pure: no MDX, no file system.
 */

/** A `{` or `<` in prose, which MDX reads as the start of code or of a tag (`{braces}`, `<10 Mbps`). */
export const CODE_IN_PROSE = /Could not parse expression with acorn|Unexpected character|Unexpected end of file in expression|Unexpected lazy line/;

/** An HTML tag that has no closing tag, written without its slash (`<br>`): the tag, in match[1]. */
export const UNCLOSED_EMPTY_TAG = /Expected a closing tag for `<(br|hr|img|wbr)\b[^`]*>`/;

/** A word in braces in prose (`{today}`), run as code: the word, in match[1]. */
export const UNDEFINED_WORD = /^([A-Za-z_$][\w$]*) is not defined$/;

/** What a file's author writes instead, for the compiler's `reason`: "" when there is no one fix. */
export function remedy(reason: string): string {
  const tag = UNCLOSED_EMPTY_TAG.exec(reason)?.[1];
  if (tag) return `write <${tag} />, with the slash: MDX needs every tag closed`;
  if (CODE_IN_PROSE.test(reason)) return "a { or < in the text starts code in MDX: write \\{ or \\< for the character itself";
  if (UNDEFINED_WORD.test(reason)) return "a word in braces is run as code in MDX: write \\{ and \\} for the braces themselves";
  return "";
}
