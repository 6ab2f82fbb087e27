/**
 * Gatsby ends every page with <script src async> tags for its bundles (runtime, React, app).
 * The page is complete, styled HTML without them; they matter for what comes after the first
 * look (client-side navigation, forms, search, the menu's enhancements). So the build swaps
 * them for one inline loader that requests them once the first frame has painted, leaving the
 * network and the main thread to the HTML and the page's main image until then. A timer starts
 * them anyway if no frame comes (a tab opened in the background does not paint).
 * They download in parallel and run in the order given, each in its own task (async=false on
 * an inserted script): with plain async, whichever of React and the app arrived last ran
 * together with webpack's start of the app in one long task that blocked the page.
 * Applied to every page by src/server/static-headers.ts, before the script hashes are taken.
 */

export const BUNDLE_FALLBACK_MS = 250;

/** The webpack entry that starts styled-components ahead of the app (see gatsby-node.ts). */
export const STYLE_ENGINE_ENTRY = "style-engine";

/** The inline loader for these bundle URLs, in order. */
export function bundleLoaderScript(sources: readonly string[]): string {
  return [
    "(function(s){var d=0;",
    'function l(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=false;document.body.appendChild(e);});}',
    "if(window.requestAnimationFrame){requestAnimationFrame(function(){setTimeout(l,0);});}",
    `setTimeout(l,${BUNDLE_FALLBACK_MS});`,
    `})(${JSON.stringify(sources)});`,
  ].join("");
}

const BUNDLE_TAG = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g;

/**
 * Replaces a page's run of bundle tags with the loader; a page without them is returned as it is.
 * `leading` bundles (those of STYLE_ENGINE_ENTRY, which Gatsby does not list) come first.
 */
export function deferBundleTags(html: string, leading: readonly string[] = []): string {
  const tagged = [...html.matchAll(BUNDLE_TAG)].map((match) => match[1]);
  if (tagged.length === 0) return html;
  const sources = [...new Set([...leading, ...tagged])];
  let first = true;
  return html.replace(BUNDLE_TAG, () => {
    if (!first) return "";
    first = false;
    return `<script>${bundleLoaderScript(sources)}</script>`;
  });
}
