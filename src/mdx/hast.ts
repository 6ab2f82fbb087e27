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
