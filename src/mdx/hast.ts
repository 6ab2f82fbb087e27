/** The part of a hast node (rehype's HTML tree) the site's own rehype plugins read and change. */
export interface HastNode {
  type: string;
  tagName?: string;
  /** MDX JSX elements carry their name here. */
  name?: string | null;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  position?: { start?: { line?: number } };
}

/** Thrown by the site's own plugins for what a content file may not hold; the message names file and line. */
export class ContentRuleError extends Error {
  constructor(
    /** What is wrong, without the file and line. */
    readonly problem: string,
    /** The line in the MDX text given to the compiler (the body, without front matter). */
    readonly line: number | null,
    where: string,
  ) {
    super(`${where || "MDX content"}: ${problem}`);
  }
}

/** The refusal of `node`, named by the compiler's file (its `path`) and the node's line. */
export function refusal(node: HastNode, file: { path?: string }, problem: string): ContentRuleError {
  const line = node.position?.start?.line ?? null;
  return new ContentRuleError(problem, line, [file.path, line ? `line ${line}` : null].filter(Boolean).join(": "));
}
