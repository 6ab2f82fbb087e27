/**
 * Override: gatsby-plugin-mdx's front-matter reader, replaced on the plugin's own module
 * (installed by gatsby/content-nodes.ts when it loads). The replacement
 *   1. caches what it read under the text read, not under the File node's digest, which can be
 *      the digest of a half-saved file in the preview (overrides/lost-changes.ts), so that two
 *      files caught that way never share one front matter;
 *   2. turns a YAML error, which the plugin lets escape as a long stack trace with no Mdx node
 *      made, into front matter carrying the error under a problem key, for the schema check to
 *      report in one line.
 * Relies on (gatsby-plugin-mdx 5.16.0): `dist/frontmatter.js` exports
 * `parseFrontmatter(cacheKey, source)`, and the plugin's onCreateNode calls it through that
 * module's exports and gives the Mdx node the body it returns.
 * Guards: `installFrontmatterReader` stops when the export is missing or takes other
 * parameters; `assertReadByReplacement`, called for every Mdx node the plugin makes, stops the
 * build when the node's body did not come from the replacement (the plugin reads front matter
 * another way). __tests__/unit/gatsby/frontmatter-reader.test.ts runs the plugin's own
 * onCreateNode against the patched module.
 */
import { md5 } from "../digest";
import { OverrideError } from "./override-error";

const OVERRIDE = "frontmatter-reader";

interface Parsed {
  body: string;
  frontmatter: Record<string, unknown>;
}

interface FrontmatterModule {
  parseFrontmatter: (cacheKey: string, source: string) => Parsed;
}


/** The digests of every body the replacement returned, by which an Mdx node's body is recognised. */
const bodiesRead = new Set<string>();

/**
 * Replaces `parseFrontmatter` on the plugin's module; returns a function that puts the
 * plugin's own back (for tests).
 */
export function installFrontmatterReader(
  problemKey: string,
  describe: (error: unknown) => string,
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  module: FrontmatterModule = require("gatsby-plugin-mdx/dist/frontmatter") as FrontmatterModule,
): () => void {
  const original = module.parseFrontmatter;
  if (typeof original !== "function" || original.length !== 2) {
    throw new OverrideError(OVERRIDE, `gatsby-plugin-mdx/dist/frontmatter exports ${typeof original === "function" ? `parseFrontmatter with ${original.length} parameters` : "no parseFrontmatter function"}, not parseFrontmatter(cacheKey, source)`);
  }
  module.parseFrontmatter = (_fileDigest, source) => {
    let parsed: Parsed;
    try {
      parsed = original(md5(source), source);
    } catch (error) {
      parsed = { body: "", frontmatter: { [problemKey]: describe(error) } };
    }
    bodiesRead.add(md5(parsed.body));
    return parsed;
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
