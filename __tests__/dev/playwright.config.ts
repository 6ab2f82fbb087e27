import { defineConfig } from "@playwright/test";
import base from "../e2e/playwright.config";

/**
 * The authors' preview (`npm start`, gatsby develop) in Debian's Chromium headless shell, as the
 * e2e tests but for their early-click trials (checks/lib/chromium.ts). One preview, started
 * by global-setup.ts in a copy of the project, serves every spec; the specs run in file order
 * (1-routes first, while the copy's content is still the real content) and change its content.
 */
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  outputDir: "../../test-results/dev",
  globalSetup: "./global-setup.ts",
  fullyParallel: false,
  workers: 1,
  // No second tries: a test that fails once has failed.
  retries: 0,
  // Generous: the first visit to a page compiles its query, and these machines have 2 cores.
  timeout: 5 * 60_000,
  expect: { timeout: 30_000 },
  reporter: "list",
  use: { ...base.use, baseURL: undefined },
});
