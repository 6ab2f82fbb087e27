import { defineConfig } from "@playwright/test";
import { CHROMIUM, CHROMIUM_ARGS, HEADLESS_SHELL } from "../../checks/lib/chromium";

export const PORT = Number(process.env.E2E_PORT ?? 9000);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
const EARLY_CLICKS = "**/early-clicks.spec.ts";

/** The browser started with navigator.webdriver false, as for a visitor's browser (EmailJS blockHeadless checks it). */
const launch = (executablePath: string) => ({ executablePath, args: [...CHROMIUM_ARGS, "--disable-blink-features=AutomationControlled"] });

/** End-to-end tests against the production build, served as a CDN would (npm run serve). */
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  outputDir: "../../test-results",
  fullyParallel: true,
  workers: 2,
  // No second tries: a test that fails once has failed.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: "list",
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 800 },
    locale: "en-GB",
    timezoneId: "Europe/London",
    launchOptions: launch(HEADLESS_SHELL),
  },
  // The early-click trials time a page's start-up against a tap, so they run in the full browser;
  // every other test in its headless shell (checks/lib/chromium.ts).
  projects: [
    { name: "headless shell", testIgnore: EARLY_CLICKS },
    { name: "chromium", testMatch: EARLY_CLICKS, use: { launchOptions: launch(CHROMIUM) } },
  ],
  webServer: {
    command: `npx tsx scripts/serve.ts --port ${PORT}`,
    cwd: "../..",
    url: `${BASE_URL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
