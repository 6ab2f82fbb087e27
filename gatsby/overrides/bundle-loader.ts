/**
 * Gatsby ends every page with <script src async> tags for its bundles (runtime, React, app).
 * The page is complete, styled HTML without them; they matter for what comes after the first
 * look (client-side navigation, forms, search, the menu's enhancements). So the build swaps
 * them for one inline loader that requests them once the first frame has painted, and on a
 * page with a main image once that image has arrived too, leaving the network and the main
 * thread to the HTML and that image until then. A timer starts them anyway if no frame comes
 * (a tab opened in the background does not paint).
 * They download in parallel and run in the order given, each in its own task (async=false on
 * an inserted script): with plain async, whichever of React and the app arrived last ran
 * together with webpack's start of the app in one long task that blocked the page.
 * Whether it still earns its place against Gatsby's own async tags is measured by interleaved
 * Lighthouse runs (`npm run bench:overrides`); the figures are in docs/performance.md.
 * Applied to every page by page-rewrites.ts, before the script hashes are taken. Contract and
 * guards: README.md here.
 */

export const BUNDLE_FALLBACK_MS = 250;

/**
 * On a page with a main image (an <img fetchpriority="high">, see Picture), the bundles wait
 * for it to arrive, so it is painted before they run and does not share the connection with
 * them; but never longer than this, should the image stall.
 */
export const MAIN_IMAGE_WAIT_MS = 2000;

/** Text found only in the loader, by which an already rewritten page is recognised. */
export const LOADER_MARK = "function l(){if(d)return;d=1;";

/** The inline loader for these bundle URLs, in order. */
export function bundleLoaderScript(sources: readonly string[]): string {
  return [
    "(function(s){var d=0;",
    'function l(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=false;document.body.appendChild(e);});}',
    `function g(){if(window.requestAnimationFrame){requestAnimationFrame(function(){setTimeout(l,0);});}setTimeout(l,${BUNDLE_FALLBACK_MS});}`,
    'var i=document.querySelector(\'img[fetchpriority="high"]\');',
    `if(i&&!i.complete){i.addEventListener("load",g);i.addEventListener("error",g);setTimeout(g,${MAIN_IMAGE_WAIT_MS});}else{g();}`,
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
