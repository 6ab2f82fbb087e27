import { contentSecurityPolicy } from "../../../src/lib/headers";
import { bundleLoaderScript } from "../../../gatsby/overrides/bundle-loader";
import { inlineScriptHashes } from "../../../src/lib/headers";
import { insertPolicyMeta, rewritePage, trimInlineScripts } from "../../../gatsby/overrides/page-rewrites";

describe("trimInlineScripts", () => {
  it("takes the blank space off inline scripts and leaves external ones and the rest of the page alone", () => {
    const html = '<p> x </p><script id="m">\n      window.a = 1;\n  </script><script src="/app.js"> </script><script>b()</script>';
    expect(trimInlineScripts(html)).toBe('<p> x </p><script id="m">window.a = 1;</script><script src="/app.js"> </script><script>b()</script>');
  });
});

describe("insertPolicyMeta", () => {
  const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-a'"] });
  const page = '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/><script>a()</script></head><body></body></html>';

  it("puts the policy straight after the character set, before any script, without frame-ancestors", () => {
    const html = insertPolicyMeta(page, csp);
    const meta = /<head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]*)"\/><script>/.exec(html);
    expect(meta).not.toBeNull();
    expect(meta![1]).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-a' https://www.googletagmanager.com");
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

  it("stops the build when there is no character set element to follow", () => {
    expect(() => insertPolicyMeta("<html><head><title>x</title></head></html>", csp, "404.html")).toThrow(/404\.html has no <meta charSet="utf-8"\/>.*<head><title>x/);
  });
});

/** A page as Gatsby 5.16.1 writes it, cut down to what the rewrites read. */
const gatsbyPage = [
  '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/><title>x</title></head><body>',
  '<div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"><main>x</main></div></div>',
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/about";/*]]>*/</script>',
  '<script src="/webpack-runtime-0123456789abcdef.js" async></script><script src="/app-0123456789abcdef.js" async></script>',
  "</body></html>",
].join("");

describe("rewritePage", () => {
  it("gives Gatsby's page the loader and a policy allowing exactly its own inline scripts, and leaves a rewritten page as it is", () => {
    const html = rewritePage(gatsbyPage, { file: "about/index.html" });
    expect(html).toContain(`<script>${bundleLoaderScript(["/webpack-runtime-0123456789abcdef.js", "/app-0123456789abcdef.js"])}</script>`);
    expect(html).not.toContain(" async></script>");
    expect(html).toContain('<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/about";/*]]>*/</script>');
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1] ?? "";
    expect(policy.match(/'sha256-[^']+'/g)?.sort()).toEqual(inlineScriptHashes(html).sort());
    expect(rewritePage(html, { file: "about/index.html" })).toBe(html);
  });

  it("allows the forms' other EmailJS origin when one is set", () => {
    expect(rewritePage(gatsbyPage, { emailOrigin: "https://mail.example.test" })).toContain("connect-src 'self' https://api.emailjs.com https://mail.example.test");
  });

  it.each([
    ["no bundle tags", gatsbyPage.replace(/<script src="[^"]+" async><\/script>/g, ""), /"bundle-loader".*has no Gatsby bundle tags/],
    ["the analytics library tag", gatsbyPage.replace("</body>", '<script async="" src="https://www.googletagmanager.com/gtag/js?id=G-X"></script></body>'), /"head-components".*gtag's library tag/],
    ["the image plugin's style", gatsbyPage.replace("</head>", "<style>.gatsby-image-wrapper{position:relative}</style></head>"), /"head-components".*wrapper style/],
  ])("stops the build on a page with %s", (_name, html, message) => {
    expect(() => rewritePage(html, { file: "about/index.html" })).toThrow(message);
  });
});
