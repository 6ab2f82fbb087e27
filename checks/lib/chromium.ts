/**
 * Debian's Chromium, the browser every suite, check and benchmark drives (no tool downloads its
 * own), and the flags it is started with: no sandbox or GPU in these machines, and nothing it
 * would fetch by itself (QUIC, background updates, sync), so only the tests' own requests leave it.
 *   - CHROMIUM, the full browser (package chromium): the early-click trials, whose timing is the
 *     point, the benchmarks (Lighthouse among them) and the screenshots;
 *   - HEADLESS_SHELL, the same Chromium built as a headless shell (package
 *     chromium-headless-shell, the build Playwright itself runs headless tests in): every other
 *     browser test. The e2e suite took 807 CPU-seconds and 6.9 min in the full browser and 354
 *     and 3.1 min in the shell, every test passing in both (docs/testing.md).
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"];
