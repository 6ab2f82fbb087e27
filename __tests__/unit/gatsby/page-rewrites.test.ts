import { contentSecurityPolicy } from "../../../src/lib/headers";
import { bundleLoaderScript } from "../../../gatsby/overrides/bundle-loader";
import { insertPolicyMeta, rewritePage, SHARED_PAGE_PATH_SCRIPT, startupBundles, trimInlineScripts, unifyPagePathScript } from "../../../gatsby/overrides/page-rewrites";

describe("unifyPagePathScript", () => {
  it("moves Gatsby's per-page path into <html> and leaves one shared script", () => {
    const html = '<html lang="en-GB"><head></head><body><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/blog/a&b\\"c";/*]]>*/</script></body></html>';
    const out = unifyPagePathScript(html);
    expect(out).toContain('<html data-page-path="/blog/a&amp;b&quot;c" lang="en-GB">');
    expect(out).toContain(`<script id="gatsby-script-loader">${SHARED_PAGE_PATH_SCRIPT}</script>`);
    expect(out).not.toContain("CDATA");
  });

  it("leaves a page it already rewrote alone", () => {
    const once = unifyPagePathScript('<html><body><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/a";/*]]>*/</script></body></html>');
    expect(unifyPagePathScript(once)).toBe(once);
  });

  it("stops the build, saying what it found, when Gatsby's script is not there", () => {
    expect(() => unifyPagePathScript('<html><body><script src="/app.js"></script></body></html>', "about/index.html")).toThrow(
      /Gatsby override "page-rewrites".*about\/index\.html has no Gatsby page-path script.*its script tags begin <script src="\/app\.js">/,
    );
  });
});

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
  it("gives Gatsby's page the shared path script and the loader, led by the start-up bundles", () => {
    const html = rewritePage(gatsbyPage, ["/style-engine-1.js"], "about/index.html");
    expect(html).toContain('<html data-page-path="/about" lang="en-GB">');
    expect(html).toContain(`<script>${bundleLoaderScript(["/style-engine-1.js", "/webpack-runtime-0123456789abcdef.js", "/app-0123456789abcdef.js"])}</script>`);
    expect(html).not.toContain(" async></script>");
    expect(rewritePage(html, ["/style-engine-1.js"], "about/index.html")).toBe(html);
  });

  it.each([
    ["no bundle tags", gatsbyPage.replace(/<script src="[^"]+" async><\/script>/g, ""), /"bundle-loader".*has no Gatsby bundle tags/],
    ["no React root", gatsbyPage.replace('id="gatsby-focus-wrapper"', 'id="root"'), /"hydrate".*has no <div id="gatsby-focus-wrapper">/],
    ["the analytics library tag", gatsbyPage.replace("</body>", '<script async="" src="https://www.googletagmanager.com/gtag/js?id=G-X"></script></body>'), /"head-components".*gtag's library tag/],
    ["the image plugin's style", gatsbyPage.replace("</head>", "<style>.gatsby-image-wrapper{position:relative}</style></head>"), /"head-components".*wrapper style/],
  ])("stops the build on a page with %s", (_name, html, message) => {
    expect(() => rewritePage(html, [], "about/index.html")).toThrow(message);
  });
});

describe("startupBundles", () => {
  it("lists each start-up entry's scripts in order, and stops the build when webpack did not make one", () => {
    expect(startupBundles({ assetsByChunkName: { "style-engine": ["style-engine-1.js"], "dom-engine": ["dom-engine-2.js", "dom-engine-2.js.map"] } })).toEqual(["/style-engine-1.js", "/dom-engine-2.js"]);
    expect(() => startupBundles({ assetsByChunkName: { app: ["app-1.js"] } })).toThrow(/"startup-entries".*no files for the start-up entry "style-engine" \(it lists app\)/);
  });
});
