import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { createSiteServer, parseHeadersFile, parseRedirectsFile, type SiteServerOptions } from "../../../src/server/site-server";

describe("serve: _headers and _redirects parsing", () => {
  it("reads path blocks with their headers and matches wildcards and placeholders", () => {
    const rules = parseHeadersFile(
      ["# comment", "/*", "  X-Frame-Options: DENY", "  Referrer-Policy: strict-origin", "/static/*", "  Cache-Control: public, max-age=31536000, immutable", "/blog/:slug", "  X-Test: yes"].join("\n"),
    );
    expect(rules).toHaveLength(3);
    expect(rules[0].headers).toEqual([
      ["X-Frame-Options", "DENY"],
      ["Referrer-Policy", "strict-origin"],
    ]);
    expect(rules[0].pattern.test("/anything/at/all")).toBe(true);
    expect(rules[1].pattern.test("/static/abc/image.png")).toBe(true);
    expect(rules[1].pattern.test("/about")).toBe(false);
    expect(rules[2].pattern.test("/blog/wifi-fixes")).toBe(true);
    expect(rules[2].pattern.test("/blog/a/b")).toBe(false);
  });

  it("reads redirects with a default status of 301", () => {
    expect(parseRedirectsFile("/custom-pc /custom-built-pc 301\n# note\n/old /new")).toEqual([
      { from: "/custom-pc", to: "/custom-built-pc", status: 301 },
      { from: "/old", to: "/new", status: 301 },
    ]);
  });
});

function getFrom(origin: string, pathname: string, acceptEncoding?: string): Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${pathname}`, { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

/**
 * For a describe block: a folder holding `files` (name → content, beside a home and a 404 page),
 * served by createSiteServer from the first test to the last. Returns the folder and, once
 * listening, the server's origin.
 */
function servedFolder(prefix: string, files: Record<string, string | Buffer>, options?: SiteServerOptions): { root: string; origin: () => string } {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  let server: http.Server;
  let origin = "";
  beforeAll(async () => {
    writeFileSync(path.join(root, "index.html"), "<!doctype html><title>Home</title>");
    writeFileSync(path.join(root, "404.html"), "<!doctype html><title>Not found</title>");
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      writeFileSync(path.join(root, name), content);
    }
    server = createSiteServer(root, options);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(root, { recursive: true, force: true });
  });
  return { root, origin: () => origin };
}

describe("serve: compression", () => {
  const script = "const message = 'hello';\n".repeat(200);
  const { root, origin } = servedFolder("serve-", {
    "app-0123456789abcdef.js": script,
    "app-0123456789abcdef.js.gz": gzipSync(Buffer.from(script), { level: 1 }),
    "other-0123456789abcdef.js": script,
  });

  const get = (pathname: string, acceptEncoding?: string) => getFrom(origin(), pathname, acceptEncoding);

  it("sends the build's precompressed copy, byte for byte, with its length", async () => {
    const { headers, body } = await get("/app-0123456789abcdef.js", "gzip, deflate");
    const onDisk = readFileSync(path.join(root, "app-0123456789abcdef.js.gz"));
    expect(headers["content-encoding"]).toBe("gzip");
    expect(headers["content-length"]).toBe(String(onDisk.length));
    expect(body.equals(onDisk)).toBe(true);
    expect(gunzipSync(body).toString()).toBe(script);
  });

  it("compresses on the fly when there is no copy, and sends plain bytes to a client without gzip", async () => {
    const other = await get("/other-0123456789abcdef.js", "gzip");
    expect(other.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(other.body).toString()).toBe(script);

    const plain = await get("/app-0123456789abcdef.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-length"]).toBe(String(script.length));
    expect(plain.body.toString()).toBe(script);
  });
});

describe("serve: headers of the 404 page", () => {
  const { origin } = servedFolder("serve-404-", { _headers: ["/*", "  X-Frame-Options: DENY", "/404.html", "  Cache-Control: no-cache"].join("\n") });

  it("answers an unknown address with the 404 page's own headers as well as the site-wide ones", async () => {
    const response = await getFrom(origin(), "/no-such-page");
    expect(response.status).toBe(404);
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect((await getFrom(origin(), "/")).headers["cache-control"]).toBeUndefined();
  });
});

describe("serve: trailing slashes", () => {
  const page = "<!doctype html><title>Hello</title>";
  const redirecting = servedFolder("serve-slash-", { "hello-world/index.html": page });
  const keeping = servedFolder("serve-slash-keep-", { "hello-world/index.html": page }, { trailingSlash: "keep" });

  it("answers /x/ with a 301 to /x by default, keeping the query", async () => {
    const response = await getFrom(redirecting.origin(), "/hello-world/?a=1");
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/hello-world?a=1");
    expect((await getFrom(redirecting.origin(), "/hello-world")).body.toString()).toBe(page);
  });

  it("serves /x/ as it is with trailingSlash: keep (for a build with trailing-slash pages)", async () => {
    const response = await getFrom(keeping.origin(), "/hello-world/");
    expect(response.status).toBe(200);
    expect(response.headers.location).toBeUndefined();
    expect(response.body.toString()).toBe(page);
    expect((await getFrom(keeping.origin(), "/no-such-page/")).status).toBe(404);
  });
});
