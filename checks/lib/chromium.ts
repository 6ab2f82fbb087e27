/**
 * Debian's Chromium and its flags (no sandbox or GPU here; nothing fetched by itself): CHROMIUM,
 * the full browser, for the early-click trials, benchmarks and screenshots; HEADLESS_SHELL for
 * every other browser test, in about half the CPU time (docs/testing.md, "Two lanes").
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"];
