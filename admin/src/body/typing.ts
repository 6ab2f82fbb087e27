/**
 * The one thing the body editor changes as the author types: MDX reads `<` and `{` in prose as
 * the start of a component or of code, so a file with "under <£50" or "{name}" in a sentence
 * stops the build. Typed in prose, each is written escaped (`\<`, `\{`), which MDX shows as the
 * character itself. Pasted text is left as it is, and so is a character typed in code (inline
 * code, a fenced code block), after a backslash the author typed, or inside a component's tag
 * being written (`<Callout title={…}`). The editor makes the escape its own undo step, so one
 * undo (Ctrl+Z) right after typing gives back the plain character. A box's closing tag typed on
 * a line of its own (`</Callout>`, as the refusal of a box never closed asks) loses that escape
 * when its `>` is typed (closingTagTyped).
 * Pure: no CodeMirror; the editor's input handler (editor-setup.ts) asks it, with the syntax tree's answer to
 * whether the cursor is in code.
 */

/** What a typed text becomes: the escaped character, or null to let it be typed as it is. */
export function escapeTyped(typed: string, lineBefore: string, inCode: boolean): string | null {
  if (typed !== "<" && typed !== "{") return null;
  if (inCode) return null;
  // The author's own backslash already escapes it (an even run of them escapes nothing).
  if (/(?:^|[^\\])(?:\\\\)*\\$/.test(lineBefore)) return null;
  // An inline code span opened on this line and not yet closed: its backticks are unbalanced.
  const backticks = lineBefore.replace(/\\`/g, "").match(/`+/g) ?? [];
  if (openCodeSpan(backticks)) return null;
  // Inside a tag being written: an unescaped `<` and a name, with no `>` since (code spans aside).
  if (/(?:^|[^\\])<\/?[A-Za-z][^<>]*$/.test(lineBefore.replace(/(`+)[^`]*?\1/g, ""))) return null;
  return `\\${typed}`;
}

/** Whether the runs of backticks before the cursor leave a code span open (a run closes only the span its same length opened). */
function openCodeSpan(runs: readonly string[]): boolean {
  let open: string | null = null;
  for (const run of runs) {
    if (open === null) open = run;
    else if (run === open) open = null;
  }
  return open !== null;
}

/**
 * Where the backslash stands in `lineBefore` when the typed `>` ends a box's closing tag on a line
 * of its own (`\</Callout` before it: the `<` was escaped as it was typed), or null. Boxes' names
 * start with a capital, as components' do.
 */
export function closingTagTyped(typed: string, lineBefore: string): number | null {
  if (typed !== ">") return null;
  const match = /^(\s*)\\<\/[A-Z][A-Za-z]*$/.exec(lineBefore);
  return match ? match[1].length : null;
}
