/**
 * The cache key of the rendered bodies (gatsby/body.ts). Gatsby keeps a page's query result
 * between builds until the page's node or context changes, so every page that shows a body
 * carries this key in its context (gatsby/pages.ts): a hash of all the code gatsby/body.ts
 * reaches (the MDX pipeline, its plugins, the component map and every component, style and
 * setting module it imports), the versions of the packages it imports and the values of the
 * environment variables that code reads (gatsby/module-graph.ts). Any change to these renders
 * every body again. What lies below those packages (a dependency updated in the lock file) and
 * the Node version are inputs of the whole build instead (gatsby/build-inputs.ts).
 */
import { graphKey, moduleGraph } from "./module-graph";

/** The module that renders bodies: the root of the renderer's module graph. */
export const RENDERER_ENTRY = "gatsby/body.ts";

let key: string | null = null;

/** The renderer's cache key, worked out once per run. */
export function rendererKey(root = process.cwd()): string {
  key ??= graphKey(moduleGraph([RENDERER_ENTRY], root), root, process.env);
  return key;
}
