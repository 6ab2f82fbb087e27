/**
 * deploy/nginx/site.conf in Debian's nginx, against the build in public/: every behaviour of
 * `npm run serve` (scripts/serve.ts), checked on the real files and, at the end, answer by
 * answer against serve itself for every file of the build.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { copyProblems } from "../../gatsby/precompress";
import { IMMUTABLE, REVALIDATE, SITE_WIDE_HEADERS } from "../../src/lib/headers";
import { createSiteServer } from "../../src/server/site-server";
import { addressOf, expectedHeaders, headerRules, PUBLIC, publicFiles, redirectRules } from "./build";
import { request, type RawResponse } from "./http";
import { configTest, prepareNginx, startNginx, type Prepared, type RunningNginx } from "./nginx-server";

const GZIP = { "Accept-Encoding": "gzip, deflate, br" };
const rules = headerRules();
const redirects = redirectRules();
const files = publicFiles();
const scripts = files.filter((file) => /^[^/]+-[0-9a-f]{16,}\.js$/.test(file));
const redirectSources = new Set(redirects.map((redirect) => redirect.from));
/** Every page of the build (the redirects' fallback pages aside: their addresses redirect). */
const pages = files
  .filter((file) => file === "index.html" || file.endsWith("/index.html"))
  .map(addressOf)
  .filter((address) => !redirectSources.has(address));

let prepared: Prepared;
let nginx: RunningNginx;
let get: (pathname: string, options?: { method?: string; headers?: Record<string, string> }) => Promise<RawResponse>;

beforeAll(async () => {
  prepared = await prepareNginx();
  nginx = await startNginx(prepared);
  get = (pathname, options) => request(nginx.origin, pathname, options);
});
afterAll(async () => {
  await nginx?.stop();
});

/** The headers every answer carries, whatever its status. */
function expectSiteWideHeaders(response: RawResponse): void {
  for (const [name, value] of SITE_WIDE_HEADERS) expect([name, response.headers[name.toLowerCase()]]).toEqual([name, value]);
}

/** The headers public/_headers gives the address (security headers and its Cache-Control). */
function expectHeadersOf(response: RawResponse, address: string): void {
  const expected = expectedHeaders(rules, address);
  for (const [name, value] of Object.entries(expected)) expect([address, name, response.headers[name]]).toEqual([address, name, value]);
}

test("nginx accepts deploy/nginx/site.conf with the build's generated includes (nginx -t)", () => {
  const result = configTest(prepared);
  expect(result.output).toContain("test is successful");
  expect(result.status).toBe(0);
});

test("every page answers 200 with its HTML, the headers of public/_headers and revalidation", async () => {
  expect(pages.length).toBeGreaterThan(20);
  for (const address of pages) {
    const response = await get(address);
    expect([address, response.status]).toEqual([address, 200]);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expectHeadersOf(response, address);
    expect(response.headers["cache-control"]).toBe(REVALIDATE);
    const file = address === "/" ? "index.html" : `${address.slice(1)}/index.html`;
    expect(response.body.equals(readFileSync(path.join(PUBLIC, file)))).toBe(true);
  }
});

test("HEAD answers with GET's status and headers and no body", async () => {
  const [head, plain] = [await get("/contact", { method: "HEAD" }), await get("/contact")];
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  expect(head.headers["content-length"]).toBe(plain.headers["content-length"]);
  expect(head.headers["cache-control"]).toBe(REVALIDATE);
  expectSiteWideHeaders(head);
});

test("a trailing slash answers 301 to the address without it, keeping the query", async () => {
  for (const [from, to] of [
    ["/about/", "/about"],
    ["/about/?from=old-link", "/about?from=old-link"],
    ["/blog/wifi-fixes/", "/blog/wifi-fixes"],
    ["/no-such-page/", "/no-such-page"],
  ]) {
    const response = await get(from);
    expect([from, response.status, response.headers.location]).toEqual([from, 301, to]);
    expectSiteWideHeaders(response);
  }
  expect((await get("/")).status).toBe(200);
});

test("every redirect of public/_redirects answers 301 to its target, which answers 200", async () => {
  expect(redirects.map((redirect) => redirect.from)).toContain("/custom-pc");
  for (const redirect of redirects) {
    const response = await get(redirect.from);
    expect([redirect.from, response.status, response.headers.location]).toEqual([redirect.from, redirect.status, redirect.to]);
    expectHeadersOf(response, redirect.from);
    expect((await get(redirect.to)).status).toBe(200);
  }
});

test("an unknown address answers 404 with the Page Not Found page and its headers", async () => {
  const notFound = readFileSync(path.join(PUBLIC, "404.html"));
  expect(notFound.toString()).toContain("Page Not Found");
  for (const address of ["/no-such-page", "/blog/no-such-post", "/static/no-such-file.png", "/app-0000000000000000.js"]) {
    const response = await get(address);
    expect([address, response.status]).toEqual([address, 404]);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body.equals(notFound)).toBe(true);
    expectHeadersOf(response, "/404.html");
  }
  const compressed = await get("/no-such-page", { headers: GZIP });
  expect(compressed.status).toBe(404);
  expect(compressed.headers["content-encoding"]).toBe("gzip");
  expect(compressed.decoded.equals(notFound)).toBe(true);
});

test("methods other than GET and HEAD answer 405 with Allow: GET, HEAD", async () => {
  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
    for (const address of ["/", "/contact", `/${scripts[0]}`, "/no-such-page"]) {
      const response = await get(address, { method });
      expect([method, address, response.status]).toEqual([method, address, 405]);
      expect(response.headers.allow).toBe("GET, HEAD");
      expectSiteWideHeaders(response);
    }
  }
  expect((await get("/contact")).headers.allow).toBeUndefined();
});

test("hashed scripts: immutable for a year, security headers, the build's .gz bytes as they are", async () => {
  expect(scripts.some((file) => file.startsWith("app-"))).toBe(true);
  for (const script of scripts) {
    const address = `/${script}`;
    const onDisk = readFileSync(path.join(PUBLIC, script));
    const gz = readFileSync(path.join(PUBLIC, `${script}.gz`));
    const compressed = await get(address, { headers: GZIP });
    expect([address, compressed.status]).toEqual([address, 200]);
    expect(compressed.headers["content-type"]).toMatch(/^(application|text)\/javascript; charset=utf-8$/);
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    expect(compressed.headers.vary).toBe("Accept-Encoding");
    expect(compressed.headers["content-length"]).toBe(String(gz.length));
    expect(compressed.body.equals(gz)).toBe(true);
    expect(compressed.decoded.equals(onDisk)).toBe(true);
    expectHeadersOf(compressed, address);
    expect(compressed.headers["cache-control"]).toBe(IMMUTABLE);

    const plain = await get(address);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(onDisk)).toBe(true);
  }
});

test("every compressed copy of the build holds its file as it is, and every script and style sheet has one", () => {
  expect(copyProblems(PUBLIC)).toEqual([]);
});

test("the editor's scripts, which have no copies, are compressed by nginx as they are sent", async () => {
  // The largest of the editor's scripts (cms.js imports its chunks), where compression counts.
  const largest = readdirSync(path.join(PUBLIC, "admin"))
    .filter((file) => file.endsWith(".js"))
    .sort((a, b) => statSync(path.join(PUBLIC, "admin", b)).size - statSync(path.join(PUBLIC, "admin", a)).size)[0];
  const onDisk = readFileSync(path.join(PUBLIC, "admin", largest));
  const compressed = await get(`/admin/${largest}`, { headers: GZIP });
  expect(compressed.status).toBe(200);
  expect(compressed.headers["content-encoding"]).toBe("gzip");
  expect(compressed.body.length).toBeLessThan(onDisk.length / 2);
  expect(compressed.decoded.equals(onDisk)).toBe(true);
});

test("/static/* files are immutable; page data, the feed, the sitemaps and robots.txt revalidate", async () => {
  const staticFile = files.find((file) => file.startsWith("static/") && file.endsWith(".png"))!;
  const immutable = await get(`/${staticFile}`);
  expect(immutable.status).toBe(200);
  expect(immutable.headers["content-type"]).toBe("image/png");
  expect(immutable.headers["cache-control"]).toBe(IMMUTABLE);
  expectSiteWideHeaders(immutable);

  for (const address of ["/page-data/app-data.json", "/page-data/index/page-data.json", "/page-data/blog/wifi-fixes/page-data.json", "/rss.xml", "/sitemap-index.xml", "/sitemap-0.xml", "/robots.txt"]) {
    const response = await get(address);
    expect([address, response.status]).toEqual([address, 200]);
    expect([address, response.headers["cache-control"]]).toEqual([address, REVALIDATE]);
    expectHeadersOf(response, address);
  }
});

test("pages and page data are compressed for clients that take gzip", async () => {
  for (const [address, file] of [["/", "index.html"], ["/page-data/app-data.json", "page-data/app-data.json"]]) {
    const response = await get(address, { headers: GZIP });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.decoded.equals(readFileSync(path.join(PUBLIC, file)))).toBe(true);
  }
});

describe("answer by answer as npm run serve, for every file of the build", () => {
  let serve: http.Server;
  let serveOrigin: string;

  beforeAll(async () => {
    serve = createSiteServer(PUBLIC);
    await new Promise<void>((resolve) => serve.listen(0, "127.0.0.1", resolve));
    serveOrigin = `http://127.0.0.1:${(serve.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => serve.close(() => resolve()));
  });

  /** The parts of an answer both must agree on. */
  const summary = (response: RawResponse) => ({
    status: response.status,
    location: response.headers.location,
    cacheControl: response.headers["cache-control"],
    siteWide: SITE_WIDE_HEADERS.map(([name]) => response.headers[name.toLowerCase()]),
    encoding: response.headers["content-encoding"],
    body: response.status >= 300 && response.status < 400 ? "" : response.decoded.toString("base64"),
  });

  test("status, Location, Cache-Control, security headers, compression of scripts and body agree", async () => {
    const addresses = [
      ...new Set([
        ...files.filter((file) => !/(^|\/)index\.html$/.test(file) || file === "index.html").map(addressOf),
        ...files.filter((file) => /\/index\.html$/.test(file)).map(addressOf),
        ...redirects.map((redirect) => redirect.from),
        "/no-such-page",
        "/about/",
        "/static/",
        "/page-data",
      ]),
    ];
    expect(addresses.length).toBeGreaterThan(100);
    const differences: string[] = [];
    for (const address of addresses) {
      // Scripts are compared with gzip (the precompressed copies); the rest as plain bytes.
      const headers = /\.js$/.test(address) ? GZIP : {};
      const [fromNginx, fromServe] = [summary(await get(address, { headers })), summary(await request(serveOrigin, address, { headers }))];
      if (JSON.stringify(fromNginx) !== JSON.stringify(fromServe)) {
        differences.push(`${address}: nginx ${JSON.stringify({ ...fromNginx, body: fromNginx.body.length })} serve ${JSON.stringify({ ...fromServe, body: fromServe.body.length })}`);
      }
    }
    expect(differences).toEqual([]);
  });
});
