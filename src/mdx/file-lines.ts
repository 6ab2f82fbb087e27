/**
 * The places MDX's own messages give ("Expected a closing tag for `<Callout>` (8:1-8:38)") are
 * counted in the body; this gives them as the file's lines, which the author's editor shows.
 * `firstLine` is the file's line on which the body starts (bodyStartLine).
 */
export function inFileLines(reason: string, firstLine: number): string {
  return reason.replace(/\((\d+):(\d+)(?:-(\d+):(\d+))?\)/g, (_match, line: string, column: string, endLine?: string, endColumn?: string) => {
    const start = `${Number(line) + firstLine - 1}:${column}`;
    return endLine ? `(${start}-${Number(endLine) + firstLine - 1}:${endColumn})` : `(${start})`;
  });
}
