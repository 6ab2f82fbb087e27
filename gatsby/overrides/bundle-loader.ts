/**
 * Override: Gatsby's <script src async> bundle tags swapped for one inline loader that starts
 * them, each in its own task in the order given (async=false), once the page is on screen: a
 * frame after its main image has arrived; on a page without one, when the browser reports a
 * largest paint presented after the loader ran (without that API, a frame after the loader).
 * It earns its place by interleaved Lighthouse runs (`npm run bench:overrides`,
 * docs/performance.md). Applied by page-rewrites.ts. Contract and guards: README.md here.
 */

export const BUNDLE_FALLBACK_MS = 250;

/** The longest the bundles wait for a page's main image (an <img fetchpriority="high">, see Picture). */
export const MAIN_IMAGE_WAIT_MS = 2000;

/** Text found only in the loader, by which an already rewritten page is recognised. */
export const LOADER_MARK = "function l(){if(d)return;d=1;";

/** The inline loader for these bundle URLs, in order. */
export function bundleLoaderScript(sources: readonly string[]): string {
  return [
    "(function(s){var d=0;",
    'function l(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=false;document.body.appendChild(e);});}',
    `function g(){if(window.requestAnimationFrame){requestAnimationFrame(function(){setTimeout(l,0);});}setTimeout(l,${BUNDLE_FALLBACK_MS});}`,
    // A frame is presented well after its requestAnimationFrame on a slow phone; bundles that
    // arrive before then are counted in the LCP by Lighthouse's simulation (docs/performance.md).
    "function p(){var P=window.PerformanceObserver,t=performance.now(),o;",
    'if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("largest-contentful-paint")<0)return g();',
    "o=new P(function(e){if(e.getEntries().some(function(x){return x.startTime>=t;})){o.disconnect();l();}});",
    `o.observe({type:"largest-contentful-paint",buffered:true});setTimeout(l,${BUNDLE_FALLBACK_MS});}`,
    'var i=document.querySelector(\'img[fetchpriority="high"]\');',
    `if(i&&!i.complete){i.addEventListener("load",g);i.addEventListener("error",g);setTimeout(g,${MAIN_IMAGE_WAIT_MS});}else{p();}`,
    `})(${JSON.stringify(sources)});`,
  ].join("");
}

const BUNDLE_TAG = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g;

/** Replaces a page's run of bundle tags with the loader; a page without them is returned as it is. */
export function deferBundleTags(html: string): string {
  const tagged = [...html.matchAll(BUNDLE_TAG)].map((match) => match[1]);
  if (tagged.length === 0) return html;
  const sources = [...new Set(tagged)];
  let first = true;
  return html.replace(BUNDLE_TAG, () => {
    if (!first) return "";
    first = false;
    return `<script>${bundleLoaderScript(sources)}</script>`;
  });
}
