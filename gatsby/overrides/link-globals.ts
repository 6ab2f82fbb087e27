/**
 * Override: Gatsby's <Link>, rendered in Node by the MDX renderer (src/mdx/render.tsx, started
 * by gatsby/body.ts, which imports this first) outside
 * Gatsby's own bundles, reads two constants that Gatsby's webpack config defines in those
 * bundles (gatsby 5.16.1: `__BASE_PATH__` and `__PATH_PREFIX__`). This site has no path prefix,
 * so both are empty. Guarded by every build: service bodies use <ButtonLink>, which without
 * these throws, and the build stops naming the file.
 */
const globals = globalThis as { __BASE_PATH__?: string; __PATH_PREFIX__?: string };
globals.__BASE_PATH__ ??= "";
globals.__PATH_PREFIX__ ??= "";

export {};
