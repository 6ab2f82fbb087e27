/**
 * Debian's Chromium, the browser every suite, check and benchmark drives (no tool downloads its
 * own), and the flags it is started with: no sandbox or GPU in these machines, and nothing it
 * would fetch by itself (QUIC, background updates, sync), so only the tests' own requests leave it.
 *   - CHROMIUM, the full browser (package chromium): the early-click trials, whose timing is the
 *     point, the benchmarks (Lighthouse among them) and the screenshots;
 *   - HEADLESS_SHELL, the same Chromium built as a headless shell (package
 *     chromium-headless-shell, the build Playwright itself runs headless tests in): every other
 *     browser test, in about half the CPU time (measured in docs/testing.md, "Two lanes").
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"];
