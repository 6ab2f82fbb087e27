/**
 * The built site served as the CDN will serve it, for `npm run serve` (scripts/serve.ts), the
 * checks and the benchmarks: the one URL form (no trailing slash: "/about/" answers 301 to
 * "/about", unless trailingSlash: "keep" is given for another Gatsby build), the 404 page with
 * status 404 (and the headers of /404.html) for unknown paths, 405 for methods other than GET and
 * HEAD, the response headers from public/_headers and the redirects from public/_redirects (both
 * Netlify's format), and gzip for text: the build's zopfli-compressed copy ("app-1a2b.js.gz", as
 * nginx's gzip_static serves it) where there is one, otherwise compressed on the fly.
 * deploy/nginx/site.conf does the same (__tests__/deploy/nginx.test.ts compares them).
 */
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { createGzip } from "node:zlib";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

const compressible = /^(text\/|application\/(json|xml|javascript|manifest)|image\/svg)/;

export interface HeaderRule {
  pattern: RegExp;
  headers: Array<[string, string]>;
}

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

/** Netlify/Cloudflare path pattern: "*" matches anything (also across "/"), ":name" one segment. */
function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]\w*/g, "[^/]+"))
    .join(".*");
  return new RegExp(`^${escaped}$`);
}

/** Parses a `_headers` file: a path line, then indented "Name: value" lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: patternToRegExp(line.trim()), headers: [] });
      continue;
    }
    const rule = rules[rules.length - 1];
    const colon = line.indexOf(":");
    if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Parses a `_redirects` file: "from to [status]" per line. */
export function parseRedirectsFile(text: string): RedirectRule[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [from, to, status] = line.split(/\s+/);
      return { from, to, status: Number(status ?? 301) };
    });
}

function readOptional(file: string): string {
  return existsSync(file) ? readFileSync(file, "utf8") : "";
}

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/** The file that answers a request path, if any: exact file, then "<path>/index.html", then "<path>.html". */
function resolveFile(root: string, pathname: string): string | null {
  const candidate = path.normalize(path.join(root, pathname));
  if (!candidate.startsWith(root)) return null;
  for (const file of [candidate, path.join(candidate, "index.html"), `${candidate}.html`]) {
    if (isFile(file)) return file;
  }
  return null;
}

export interface SiteServerOptions {
  /**
   * "redirect" (the default, the site's one URL form): "/about/" answers 301 to "/about".
   * "keep": "/about/" is served as it is, for a build whose pages are at trailing-slash
   * addresses (Gatsby's default, `trailingSlash: "always"`), as the benchmark serves the Gatsby
   * blog starter beside the site (bench/lib/anchor.ts).
   */
  trailingSlash?: "redirect" | "keep";
}

export function createSiteServer(root: string, { trailingSlash = "redirect" }: SiteServerOptions = {}): http.Server {
  const headerRules = parseHeadersFile(readOptional(path.join(root, "_headers")));
  const redirects = parseRedirectsFile(readOptional(path.join(root, "_redirects")));
  const notFoundPage = path.join(root, "404.html");

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" }).end("Bad request");
      return;
    }

    const applyHeaders = (address: string) => {
      for (const rule of headerRules) {
        if (rule.pattern.test(address)) for (const [name, value] of rule.headers) res.setHeader(name, value);
      }
    };
    applyHeaders(pathname);

    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      res.end("Method Not Allowed");
      return;
    }

    if (trailingSlash === "redirect" && pathname.length > 1 && pathname.endsWith("/")) {
      res.writeHead(301, { Location: pathname.replace(/\/+$/, "") + url.search }).end();
      return;
    }

    const redirect = redirects.find((rule) => rule.from === pathname);
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.to }).end();
      return;
    }

    const file = resolveFile(root, pathname);
    const status = file ? 200 : 404;
    // The 404 page answers with its own headers (its Cache-Control), as nginx's error_page does.
    if (!file) applyHeaders("/404.html");
    const body = file ?? notFoundPage;
    const type = types[path.extname(body)] ?? "application/octet-stream";
    res.setHeader("Content-Type", type);
    res.setHeader("Vary", "Accept-Encoding");

    const gzip = compressible.test(type) && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    const precompressed = gzip && isFile(`${body}.gz`) ? `${body}.gz` : null;
    if (gzip) res.setHeader("Content-Encoding", "gzip");
    if (!gzip || precompressed) res.setHeader("Content-Length", statSync(precompressed ?? body).size);
    res.writeHead(status);
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    if (precompressed) createReadStream(precompressed).pipe(res);
    else if (gzip) createReadStream(body).pipe(createGzip()).pipe(res);
    else createReadStream(body).pipe(res);
  });
}
