import { defineConfig } from "@playwright/test";
import { CHROMIUM, CHROMIUM_ARGS } from "../../checks/lib/chromium";

export const PORT = Number(process.env.E2E_PORT ?? 9000);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

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
    launchOptions: {
      executablePath: CHROMIUM,
      // Makes navigator.webdriver false, as for a visitor's browser (EmailJS blockHeadless checks it).
      args: [...CHROMIUM_ARGS, "--disable-blink-features=AutomationControlled"],
    },
  },
  webServer: {
    command: `npx tsx scripts/serve.ts --port ${PORT}`,
    cwd: "../..",
    url: `${BASE_URL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
