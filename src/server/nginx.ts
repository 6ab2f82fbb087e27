/**
 * The two files deploy/nginx/site.conf includes from deploy/nginx/generated/, written at build
 * time (src/server/host-files.ts) from the same sources as public/_headers and public/_redirects:
 *   http.conf    the Cache-Control each answer gets, by the file nginx sends (a map on $uri)
 *   server.conf  the host name, the headers of every response and one location per redirect
 * Every add_header is at server level and no location has one of its own, so nginx adds them
 * all to every answer (an add_header inside a location would drop the server's).
 */
import type { SiteRedirect } from "../config/redirects";
import {
  ADMIN_RESPONSE,
  HASHED_ASSET,
  IMMUTABLE,
  IMMUTABLE_FOLDER,
  REVALIDATE,
  REVALIDATED_FILES,
  REVALIDATED_FOLDERS,
  SITE_WIDE_HEADERS,
} from "../lib/headers";

/** The variable http.conf sets and server.conf sends as Cache-Control. */
export const CACHE_CONTROL_VARIABLE = "$ouzel_valley_it_cache_control";

/** The editor's headers other than Cache-Control, each sent from a variable set for its addresses only (nginx sends no header whose value is empty). */
const adminVariable = (name: string) => `$ouzel_valley_it_admin_${name.toLowerCase().replace(/[^a-z]/g, "_")}`;
/** The editor's addresses, as nginx sees them after try_files (/admin/index.html) or before (/admin). */
const ADMIN_URI = "^/admin(/|$)";

const GENERATED = "# Generated at build time by gatsby-node (src/server/nginx.ts). Do not edit.";

/** A double-quoted nginx string; refuses what nginx would read as an escape or a variable. */
export function nginxString(value: string): string {
  if (/["\\$]|[\u0000-\u001f]/.test(value)) throw new Error(`Cannot write ${JSON.stringify(value)} into an nginx file`);
  return `"${value}"`;
}

/** A double-quoted nginx regular expression (braces such as {16,} need the quotes). */
function nginxRegex(pattern: string): string {
  if (/["]|\\\\|[\u0000-\u001f]/.test(pattern)) throw new Error(`Cannot write the pattern ${pattern} into an nginx file`);
  return `"~${pattern}"`;
}

/**
 * Cache-Control by the file answered ($uri after try_files or error_page): the same values as
 * public/_headers, by kind of file instead of one line per page and script, so a new build
 * needs no new nginx configuration unless the redirects change. A redirect answers as the page
 * it replaces would (revalidate); any other file gets none, as with npm run serve.
 */
export function nginxHttpConf(redirects: readonly SiteRedirect[]): string {
  const entry = (key: string, value: string) => `    ${key} ${nginxString(value)};`;
  return [
    GENERATED,
    `map $uri ${CACHE_CONTROL_VARIABLE} {`,
    '    default "";',
    entry(nginxRegex(ADMIN_URI), ADMIN_RESPONSE.cacheControl),
    entry(nginxRegex(`^${IMMUTABLE_FOLDER}`), IMMUTABLE),
    entry(nginxRegex(`^/[^/]+${HASHED_ASSET.source}`), IMMUTABLE),
    ...REVALIDATED_FOLDERS.map((folder) => entry(nginxRegex(`^${folder}`), REVALIDATE)),
    entry(nginxRegex("\\.html$"), REVALIDATE),
    ...[...REVALIDATED_FILES, ...redirects.map((redirect) => redirect.from)].map((path) => entry(nginxString(path), REVALIDATE)),
    "}",
    ...ADMIN_RESPONSE.others.flatMap(([name, value]) => [`map $uri ${adminVariable(name)} {`, '    default "";', entry(nginxRegex(ADMIN_URI), value), "}"]),
    "",
  ].join("\n");
}

/** The host name, the headers every answer carries and the redirects of src/config/redirects.ts. */
export function nginxServerConf({ host, redirects }: { host: string; redirects: readonly SiteRedirect[] }): string {
  return [
    GENERATED,
    `server_name ${nginxString(host)};`,
    "",
    ...SITE_WIDE_HEADERS.map(([name, value]) => `add_header ${name} ${nginxString(value)} always;`),
    `add_header Cache-Control ${CACHE_CONTROL_VARIABLE} always;`,
    ...ADMIN_RESPONSE.others.map(([name]) => `add_header ${name} ${adminVariable(name)} always;`),
    "",
    ...redirects.map((redirect) => `location = ${nginxString(redirect.from)} { return 301 ${nginxString(redirect.to)}; }`),
    "",
  ].join("\n");
}
