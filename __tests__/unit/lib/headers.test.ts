import { createHash } from "node:crypto";
import {
  adminPolicy,
  contentSecurityPolicy,
  HEADER_POLICY,
  headersFile,
  inlineScriptHashes,
  isHashedAsset,
} from "../../../src/lib/headers";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes inline executable scripts only", () => {
    const html = [
      "<script>a()</script>",
      '<script type="module">b()</script>',
      '<script type="application/ld+json">{"x":1}</script>',
      '<script src="/app.js"></script>',
      '<script async="" src="https://x/y.js"></script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
  });
});

describe("contentSecurityPolicy", () => {
  const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"] });

  it("allows scripts by hash, never 'unsafe-inline', and forbids framing", () => {
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src"))!;
    // WebAssembly for the blog's full-text search, never eval() of JavaScript.
    expect(scriptSrc).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-a' 'sha256-b' https://www.googletagmanager.com");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.emailjs\.com https:\/\/www\.googletagmanager\.com/);
  });

  it("adds a configured EmailJS origin", () => {
    expect(contentSecurityPolicy({ scriptHashes: [], emailOrigin: "https://mail.example.com" })).toContain(
      "connect-src 'self' https://api.emailjs.com https://mail.example.com",
    );
  });
});

describe("headersFile", () => {
  it("puts security headers on everything and one Cache-Control on each path", () => {
    const text = headersFile({ routes: ["/", "/about"], hashedAssets: ["/app-0123456789abcdef0123.js"] });
    expect(HEADER_POLICY).toBe("object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'");
    expect(text).toContain(`/*\n  Content-Security-Policy: ${HEADER_POLICY}\n  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload`);
    expect(text).toContain("/static/*\n  Cache-Control: public, max-age=31536000, immutable");
    expect(text).toContain("/app-0123456789abcdef0123.js\n  Cache-Control: public, max-age=31536000, immutable");
    expect(text).toContain("/about\n  Cache-Control: public, max-age=0, must-revalidate");
    expect(text).toContain("/page-data/*\n  Cache-Control: public, max-age=0, must-revalidate");
    // The blog search's indexes change with every post, under the same names.
    expect(text).toContain("/pagefind/*\n  Cache-Control: public, max-age=0, must-revalidate");
    expect(text).toContain("/blog/search-index.json\n  Cache-Control: public, max-age=0, must-revalidate");
    const starBlock = text.split("\n/static/*")[0];
    expect(starBlock).not.toContain("Cache-Control");
  });

  it("recognises hashed asset names", () => {
    expect(isHashedAsset("app-5a7c475eef97e5aae535.js")).toBe(true);
    expect(isHashedAsset("favicon.svg")).toBe(false);
    expect(isHashedAsset("robots.txt")).toBe(false);
  });
});

describe("the editor's headers and policy", () => {
  it("allows eval on the editor's page only, with GitHub's API, and its local server (its API and pictures) only when built for local editing", () => {
    const live = adminPolicy({});
    const local = adminPolicy({ localServer: "http://127.0.0.1:8081/api/v1" });
    const directive = (policy: string, name: string) => policy.split("; ").find((item) => item.startsWith(`${name} `));
    expect(directive(live, "script-src")).toBe("script-src 'self' 'unsafe-eval'");
    expect(directive(live, "connect-src")).toBe("connect-src 'self' blob: https://api.github.com");
    expect(directive(local, "connect-src")).toBe("connect-src 'self' blob: https://api.github.com http://127.0.0.1:8081");
    expect(directive(local, "img-src")).toMatch(/ http:\/\/127\.0\.0\.1:8081$/);
    expect(directive(live, "img-src")).not.toContain("127.0.0.1");
    expect(live).toContain("object-src 'none'");
    expect(contentSecurityPolicy({ scriptHashes: [] })).not.toContain("'unsafe-eval'");
  });

  it("gives /admin and everything under it revalidation and noindex in public/_headers, once each", () => {
    const text = headersFile({ routes: ["/"], hashedAssets: [] });
    for (const path of ["/admin", "/admin/*"]) {
      expect(text).toContain(`${path}\n  Cache-Control: public, max-age=0, must-revalidate\n  X-Robots-Tag: noindex, nofollow`);
    }
  });
});
