/**
 * `npm test`: every check, in order, with one closing line "N passed, N failed".
 *   1. unit and component tests (jest)
 *   2. production build (gatsby build; also writes the GraphQL types)
 *   3. type check (tsc --noEmit, needs the types from 2)
 *   4. a throwaway build with a broken post must fail naming it (scripts/check-bad-content.ts)
 *   5. end-to-end tests in Debian's Chromium against the build (Playwright)
 * Steps 2 to 4 count as one check each. Exits non-zero when anything failed.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "..");
const reports = path.join(root, ".reports");
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The build under test has EmailJS ids (made up: the browser tests answer every request to
 * EmailJS themselves), so the forms really send. A real deploy sets real ids.
 */
const TEST_BUILD_ENV = {
  GATSBY_EMAILJS_PUBLIC_KEY: "test-public-key",
  GATSBY_EMAILJS_SERVICE_ID: "test-service",
  GATSBY_EMAILJS_CALLBACK_TEMPLATE_ID: "test-callback-template",
  GATSBY_EMAILJS_CONTACT_TEMPLATE_ID: "test-contact-template",
  GATSBY_EMAILJS_BLOCK_LIST: "blocked@example.com",
  // Adds /error-boundary-test, a page that throws, to prove the error boundary works.
  GATSBY_ERROR_TEST_PAGE: "1",
};

interface Tally {
  passed: number;
  failed: number;
}

const total: Tally = { passed: 0, failed: 0 };
const summary: string[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  console.log(`\n$ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
  });
  return result.status ?? 1;
}

function record(name: string, tally: Tally): void {
  total.passed += tally.passed;
  total.failed += tally.failed;
  summary.push(`${name}: ${tally.passed} passed, ${tally.failed} failed`);
}

function check(name: string, status: number): boolean {
  record(name, status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
  return status === 0;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

/** Debian's Chromium drives the browser tests; install it where we may, else say how. */
function ensureChromium(): boolean {
  if (existsSync(chromium)) return true;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && spawnSync("which", ["apt-get"]).status === 0) {
    console.log("Debian's Chromium is missing; installing it (apt-get install -y chromium)...");
    run("apt-get", ["update", "-qq"]);
    run("apt-get", ["install", "-y", "-qq", "chromium"], { DEBIAN_FRONTEND: "noninteractive" });
  }
  if (existsSync(chromium)) return true;
  console.error(`\nThe browser tests need Debian's Chromium at ${chromium}. Install it with:\n  sudo apt-get install -y chromium\n`);
  return false;
}

function main(): void {
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });

  const jestReport = path.join(reports, "jest.json");
  const jestStatus = run("npx", ["jest", "--ci", "--json", `--outputFile=${jestReport}`]);
  const jest = readJson<{ numPassedTests: number; numFailedTests: number }>(jestReport);
  record("unit", jest ? { passed: jest.numPassedTests, failed: jest.numFailedTests + (jest.numFailedTests === 0 && jestStatus !== 0 ? 1 : 0) } : { passed: 0, failed: 1 });

  const built = check("build", run("npx", ["gatsby", "build"], { CI: "1", ...TEST_BUILD_ENV }));
  check("typecheck", run("npx", ["tsc", "--noEmit"]));
  check("bad content fails the build", run("npx", ["tsx", "scripts/check-bad-content.ts"]));

  if (built && ensureChromium()) {
    const e2eReport = path.join(reports, "e2e.json");
    run("npx", ["playwright", "test", "-c", "__tests__/e2e/playwright.config.ts", "--reporter=list,json"], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    });
    const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(e2eReport);
    record("e2e", e2e ? { passed: e2e.stats.expected + e2e.stats.flaky, failed: e2e.stats.unexpected } : { passed: 0, failed: 1 });
  } else {
    record("e2e", { passed: 0, failed: 1 });
  }

  console.log(`\n${summary.join("\n")}`);
  console.log(`${total.passed} passed, ${total.failed} failed`);
  process.exit(total.failed === 0 ? 0 : 1);
}

main();
