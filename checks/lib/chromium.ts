/**
 * Debian's Chromium, the one browser every suite, check and benchmark drives (no tool downloads
 * its own), and the flags it is started with: no sandbox or GPU in these machines, and nothing
 * it would fetch by itself (QUIC, background updates, sync), so only the tests' own requests
 * leave it.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"];
