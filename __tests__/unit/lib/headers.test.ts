import { createHash } from "node:crypto";
import {
  contentSecurityPolicy,
  HEADER_POLICY,
  headersFile,
  inlineScriptHashes,
  insertPolicyMeta,
  isHashedAsset,
  SHARED_PAGE_PATH_SCRIPT,
  trimInlineScripts,
  unifyPagePathScript,
} from "../../../src/lib/headers";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("unifyPagePathScript", () => {
  it("moves Gatsby's per-page path into <html> and leaves one shared script", () => {
    const html = '<html lang="en-GB"><head></head><body><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/blog/a&b\\"c";/*]]>*/</script></body></html>';
    const out = unifyPagePathScript(html);
    expect(out).toContain('<html data-page-path="/blog/a&amp;b&quot;c" lang="en-GB">');
    expect(out).toContain(`<script id="gatsby-script-loader">${SHARED_PAGE_PATH_SCRIPT}</script>`);
    expect(out).not.toContain("CDATA");
  });

  it("leaves a page without the script alone", () => {
    expect(unifyPagePathScript("<html><body></body></html>")).toBe("<html><body></body></html>");
  });
});

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

describe("trimInlineScripts", () => {
  it("takes the blank space off inline scripts and leaves external ones and the rest of the page alone", () => {
    const html = '<p> x </p><script id="m">\n      window.a = 1;\n  </script><script src="/app.js"> </script><script>b()</script>';
    expect(trimInlineScripts(html)).toBe('<p> x </p><script id="m">window.a = 1;</script><script src="/app.js"> </script><script>b()</script>');
  });
});

describe("contentSecurityPolicy", () => {
  const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"] });

  it("allows scripts by hash, never 'unsafe-inline', and forbids framing", () => {
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src"))!;
    expect(scriptSrc).toBe("script-src 'self' 'sha256-a' 'sha256-b' https://www.googletagmanager.com");
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

describe("insertPolicyMeta", () => {
  const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-a'"] });
  const page = '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/><script>a()</script></head><body></body></html>';

  it("puts the policy straight after the character set, before any script, without frame-ancestors", () => {
    const html = insertPolicyMeta(page, csp);
    const meta = /<head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]*)"\/><script>/.exec(html);
    expect(meta).not.toBeNull();
    expect(meta![1]).toContain("script-src 'self' 'sha256-a' https://www.googletagmanager.com");
    expect(meta![1]).toContain("object-src 'none'");
    expect(meta![1]).not.toContain("frame-ancestors");
  });

  it("replaces the policy a page kept from an earlier build", () => {
    const once = insertPolicyMeta(page, contentSecurityPolicy({ scriptHashes: ["'sha256-old'"] }));
    const twice = insertPolicyMeta(once, csp);
    expect(twice.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(twice).toContain("'sha256-a'");
    expect(twice).not.toContain("'sha256-old'");
  });

  it("uses the start of <head> when there is no character set element", () => {
    expect(insertPolicyMeta("<html><head><title>x</title></head></html>", csp)).toMatch(/^<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; /);
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
    const starBlock = text.split("\n/static/*")[0];
    expect(starBlock).not.toContain("Cache-Control");
  });

  it("recognises hashed asset names", () => {
    expect(isHashedAsset("app-5a7c475eef97e5aae535.js")).toBe(true);
    expect(isHashedAsset("favicon.svg")).toBe(false);
    expect(isHashedAsset("robots.txt")).toBe(false);
  });
});
