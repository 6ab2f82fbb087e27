/**
 * Override: gatsby-plugin-mdx's front-matter reader replaced, on the plugin's own module, by the
 * site's one reader (src/lib/front-matter.ts), so a YAML error is front matter carrying the
 * problem, reported in one line. Contract and guards: README.md here.
 */
import { readContentFile } from "../../src/lib/front-matter";
import { md5 } from "../digest";
import { OverrideError } from "./override-error";

const OVERRIDE = "frontmatter-reader";

interface FrontmatterModule {
  parseFrontmatter: (cacheKey: string, source: string) => { body: string; frontmatter: Record<string, unknown> };
}

/** The digests of every body the replacement returned, by which an Mdx node's body is recognised. */
const bodiesRead = new Set<string>();

/** Replaces `parseFrontmatter` on the plugin's module; returns a function that puts the plugin's own back (for tests). */
export function installFrontmatterReader(
  module: FrontmatterModule = require("gatsby-plugin-mdx/dist/frontmatter") as FrontmatterModule,
): () => void {
  const original = module.parseFrontmatter;
  if (typeof original !== "function" || original.length !== 2) {
    throw new OverrideError(OVERRIDE, `gatsby-plugin-mdx/dist/frontmatter exports ${typeof original === "function" ? `parseFrontmatter with ${original.length} parameters` : "no parseFrontmatter function"}, not parseFrontmatter(cacheKey, source)`);
  }
  module.parseFrontmatter = (_fileDigest, source) => {
    const read = readContentFile(source);
    bodiesRead.add(md5(read.body));
    return read;
  };
  return () => {
    module.parseFrontmatter = original;
  };
}

/** Stops the build when the plugin made an Mdx node whose body the replacement did not return. */
export function assertReadByReplacement(body: unknown, file: string): void {
  if (bodiesRead.has(md5(String(body ?? "")))) return;
  throw new OverrideError(OVERRIDE, `gatsby-plugin-mdx made the Mdx node of ${file} without calling the replaced parseFrontmatter (${bodiesRead.size} bodies read through it so far), so front matter is read another way now`);
}
