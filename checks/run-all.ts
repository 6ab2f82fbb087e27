/**
 * `npm test`: every check, in two processes side by side (BESIDE), then one line per suite and
 * "N passed, N failed"; exits non-zero when anything failed. What each step checks:
 * docs/testing.md, "What `npm test` runs" and "Two lanes".
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { CHROMIUM as chromium, HEADLESS_SHELL as headlessShell } from "./lib/chromium";
import { gatsbyBuild } from "./lib/gatsby-build";
import { MANY_POSTS_NODE_MAJOR, nodeBin, OTHER_NODE_MAJORS } from "./lib/node-versions";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "..");
const reports = path.join(root, ".reports");
const nginx = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const java = process.env.JAVA_PATH ?? "/usr/bin/java";

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
/** The suite now running, which record() counts into as well as the total. */
let current: Tally = { passed: 0, failed: 0 };
/** One line per suite: its checks passed and failed, and its minutes. */
const summary: string[] = [];

/** Every command's environment: this one's, without Gatsby's telemetry, plus `env`. */
const childEnv = (env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({ ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env });

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, cwd = root): number {
  console.log(`\n$ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { cwd, stdio: "inherit", env: childEnv(env) });
  return result.status ?? 1;
}

/** The last lines of each failed check's output, printed again above the summary. */
const failures: string[] = [];

/**
 * A check whose output is printed when it ends (not as it goes), so that if it fails its last
 * lines can be shown again just above the summary, where a long log's tail keeps them.
 */
function checkKept(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n$ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, encoding: "utf8", maxBuffer: 256 * 1024 * 1024, env: childEnv(env) });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  process.stdout.write(output);
  const status = result.status ?? 1;
  if (status !== 0) {
    const tail = output.split("\n").filter((line) => line.trim() && !line.startsWith("npm warn")).slice(-25);
    failures.push(`--- ${name} (exit ${status}), its last lines:`, ...tail.map((line) => `  ${line}`));
  }
  return check(status);
}

function record(tally: Tally): void {
  for (const sum of [total, current]) {
    sum.passed += tally.passed;
    sum.failed += tally.failed;
  }
}

function check(status: number): boolean {
  record(status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
  return status === 0;
}

/** Runs one suite (its steps run one after another) and adds its line, with its minutes, to the summary. */
function suite<T>(name: string, steps: () => T): T {
  const started = Date.now();
  current = { passed: 0, failed: 0 };
  try {
    return steps();
  } finally {
    summary.push(`${name}: ${current.passed} passed, ${current.failed} failed, ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  }
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

/** A Debian package a test step needs (Chromium, nginx, a Java runtime): installed where we may, else we say how. */
function ensureDebianPackage(binary: string, name: string, usedFor: string): boolean {
  if (existsSync(binary)) return true;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && spawnSync("which", ["apt-get"]).status === 0) {
    console.log(`Debian's ${name} is missing; installing it (apt-get install -y ${name})...`);
    run("apt-get", ["update", "-qq"]);
    run("apt-get", ["install", "-y", "-qq", name], { DEBIAN_FRONTEND: "noninteractive" });
  }
  if (existsSync(binary)) return true;
  console.error(`\n${usedFor} need Debian's ${name} at ${binary}. Install it with:\n  sudo apt-get install -y ${name}\n`);
  return false;
}

/** Runs a jest configuration and records its per-test counts. */
function jestSuite(name: string, args: string[], env: NodeJS.ProcessEnv = {}, cwd = root): void {
  const report = path.join(reports, `${name}.json`);
  const status = run("npx", ["jest", ...args, "--ci", "--json", `--outputFile=${report}`], env, cwd);
  const result = readJson<{ numPassedTests: number; numFailedTests: number; testResults?: Array<{ name: string; assertionResults: Array<{ status: string; fullName: string; failureMessages?: string[] }> }> }>(report);
  record(result ? { passed: result.numPassedTests, failed: result.numFailedTests + (result.numFailedTests === 0 && status !== 0 ? 1 : 0) } : { passed: 0, failed: 1 });
  const failed = (result?.testResults ?? []).flatMap((file) =>
    file.assertionResults.filter((one) => one.status === "failed").flatMap((one) => [`${path.relative(cwd, file.name)} › ${one.fullName}`, ...whatFailed({ errors: (one.failureMessages ?? []).map((message) => ({ message })) })]),
  );
  if (failed.length > 0 || status !== 0) failures.push(`--- ${name}: failed`, ...failed.map((title) => `  ${title}`));
}

/**
 * Runs a Playwright configuration and records its per-test counts; a run that fails outside
 * any test (a global set-up that cannot start the preview, say) counts as one failure.
 */
function playwrightSuite(name: string, config: string, canRun: boolean): void {
  if (!canRun) {
    record({ passed: 0, failed: 1 });
    return;
  }
  const report = path.join(reports, `${name}.json`);
  const status = run("npx", ["playwright", "test", "-c", config, "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  const result = readJson<{ stats: { expected: number; unexpected: number }; errors?: unknown[]; suites?: PlaywrightSuiteReport[] }>(report);
  if (!result) {
    record({ passed: 0, failed: 1 });
    return;
  }
  const outside = (result.errors?.length ?? 0) > 0 || (status !== 0 && result.stats.unexpected === 0) ? 1 : 0;
  record({ passed: result.stats.expected, failed: result.stats.unexpected + outside });
  const failed = failedPlaywrightTests(result);
  if (failed.length > 0 || outside) failures.push(`--- ${name}: ${failed.length > 0 ? "failed" : "failed outside any test (see its output)"}`, ...failed.map((title) => `  ${title}`));
}

interface PlaywrightSuiteReport {
  title: string;
  specs?: Array<{ title: string; file: string; line: number; tests: Array<{ status: string; results?: PlaywrightResultReport[] }> }>;
  suites?: PlaywrightSuiteReport[];
}

interface PlaywrightResultReport {
  errors?: Array<{ message?: string }>;
  stdout?: Array<{ text?: string }>;
}

/** How many lines of a failed test's error, and of what it printed, the summary repeats. */
const ERROR_LINES = 12;
const PRINTED_LINES = 30;

/** The first lines of a failed test's error, then the last lines it printed, indented, without colour codes. */
function whatFailed(result: PlaywrightResultReport | undefined): string[] {
  const plain = (text: string) => text.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, "").split("\n").filter((line) => line.trim());
  const error = plain(result?.errors?.map((one) => one.message ?? "").join("\n") ?? "").slice(0, ERROR_LINES);
  const printed = plain((result?.stdout ?? []).map((one) => one.text ?? "").join("")).slice(-PRINTED_LINES);
  return [...error, ...(printed.length ? ["it printed, last lines:", ...printed] : [])].map((line) => `      ${line}`);
}

/**
 * "file:line › describe › title" of every test that failed, from Playwright's JSON report, each
 * followed by its error and what it printed last.
 */
function failedPlaywrightTests(report: { suites?: PlaywrightSuiteReport[] }): string[] {
  const titles: string[] = [];
  const walk = (suite: PlaywrightSuiteReport, trail: string[]) => {
    for (const spec of suite.specs ?? []) {
      const failed = spec.tests.find((one) => one.status === "unexpected");
      if (failed) titles.push(`${spec.file}:${spec.line} › ${[...trail, spec.title].join(" › ")}`, ...whatFailed(failed.results?.find((result) => (result.errors ?? []).length > 0)));
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  // The top suites are files, named already by each spec's file.
  for (const file of report.suites ?? []) walk(file, []);
  return titles;
}

/** The incremental-build check: one check per change, one for the comparison and one for the new deploy. */
function incrementalBuild(): void {
  rmSync(path.join(reports, "incremental.json"), { force: true });
  checkKept("incremental build equals a clean one", "npx", ["tsx", "checks/incremental-build.ts"]);
  const result = readJson<{ changes: Array<{ change: string; ok: boolean }>; sameAsClean: boolean; newDeploy: boolean }>(path.join(reports, "incremental.json"));
  if (!result) return;
  // The run itself was counted above; each change and the comparison count too.
  record({ passed: result.changes.filter((change) => change.ok).length, failed: result.changes.filter((change) => !change.ok).length });
  for (const change of result.changes.filter((one) => !one.ok)) failures.push(`--- incremental: ${change.change}: failed`);
  if (!check(result.sameAsClean ? 0 : 1)) failures.push("--- incremental: not the same as a clean build");
  if (!check(result.newDeploy ? 0 : 1)) failures.push("--- incremental: a tab open on the old build did not show the new deploy's page");
}

/** This environment's PATH with Node `major` first (installed from the npm registry when missing), or null when it cannot be had. */
function nodeEnv(major: number): NodeJS.ProcessEnv | null {
  const bin = nodeBin(major);
  return bin ? { PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` } : null;
}

/**
 * The flag of the second process, which runs the preview and the suites beside it (besideSuites);
 * why they are split so: docs/testing.md, "Two lanes".
 */
const BESIDE = "--beside";
const BESIDE_LOG = path.join(reports, "beside.log");
const BESIDE_REPORT = path.join(reports, "beside.json");

interface BesideReport {
  total: Tally;
  summary: string[];
  failures: string[];
}

/** The process that runs the suites beside the others, its output going to BESIDE_LOG; resolves with its exit status. */
function startBeside(): { child: ChildProcess; ended: Promise<number> } {
  const log = openSync(BESIDE_LOG, "w");
  const child = spawn("npx", ["tsx", path.relative(root, __filename), BESIDE], { cwd: root, stdio: ["ignore", log, log], env: childEnv() });
  closeSync(log);
  const ended = new Promise<number>((resolve) => {
    child.on("exit", (code) => resolve(code ?? 1));
    child.on("error", () => resolve(1));
  });
  return { child, ended };
}

/** Runs in the second process: the preview, the unit tests on the other Node versions, the type check and knip, the bad-settings and bad-content checks and the many-posts check; writes their counts to BESIDE_REPORT. */
function besideSuites(): void {
  const browser = existsSync(headlessShell);
  if (!browser) failures.push(`--- preview: Debian's Chromium headless shell is missing at ${headlessShell}`);
  suite("preview", () => playwrightSuite("preview", "__tests__/dev/playwright.config.ts", browser));
  for (const major of OTHER_NODE_MAJORS) {
    suite(`unit tests on Node ${major}`, () => {
      const env = nodeEnv(major);
      return env ? jestSuite(`unit-node${major}`, [], env) : record({ passed: 0, failed: 1 });
    });
  }
  suite("type check", () => checkKept("typecheck", "npx", ["tsc", "--noEmit"]));
  // Content files are MDX that nothing imports; knip's hint that it skips them is not a problem.
  suite("dependencies and exports (knip)", () => checkKept("knip", "npx", ["knip", "--no-progress", "--no-config-hints"]));
  suite("a bad setting stops the build", () => checkKept("bad settings", "npx", ["tsx", "checks/bad-settings.ts"]));
  suite("bad content fails the build", () => checkKept("bad content", "npx", ["tsx", "checks/bad-content.ts"]));
  // On Node 24: its build is npm test's production build on that Node (Node 22's are the incremental check's).
  suite(`many posts (Node ${MANY_POSTS_NODE_MAJOR})`, () => {
    const env = nodeEnv(MANY_POSTS_NODE_MAJOR);
    if (!env) return record({ passed: 0, failed: 1 });
    run("node", ["--version"], env);
    return checkKept("many posts", "npx", ["tsx", "checks/many-posts.ts"], env);
  });
  writeFileSync(BESIDE_REPORT, JSON.stringify({ total, summary, failures } satisfies BesideReport));
}

/**
 * Runs in the first process: every other suite, one after another. The second process starts
 * once the build is written: the preview's first spec compares each route with it.
 */
function mainSuites(): ReturnType<typeof startBeside> {
  suite("unit tests", () => jestSuite("unit", []));

  const built = suite("build", () => {
    console.log("\n$ npx gatsby build");
    return check(gatsbyBuild(root, { env: TEST_BUILD_ENV, output: "inherit" }).ok ? 0 : 1);
  });
  const beside = startBeside();
  process.on("exit", () => beside.child.exitCode === null && beside.child.kill());

  suite("HTML checker", () => {
    if (!built || !ensureDebianPackage(java, "default-jre-headless", "The HTML checker (vnu-jar)")) return record({ passed: 0, failed: 1 });
    const status = run("npx", ["tsx", "checks/html.ts"]);
    const html = readJson<{ pages: number; pagesWithErrors: number }>(path.join(reports, "html-check.json"));
    record(html ? { passed: html.pages - html.pagesWithErrors, failed: html.pagesWithErrors + (html.pagesWithErrors === 0 && status !== 0 ? 1 : 0) } : { passed: 0, failed: 1 });
  });

  suite("structured data", () => {
    if (!built) return record({ passed: 0, failed: 1 });
    const status = run("npx", ["tsx", "checks/structured-data.ts"]);
    const data = readJson<{ pages: number; pagesFailed: number }>(path.join(reports, "structured-data.json"));
    record(data ? { passed: data.pages - data.pagesFailed, failed: data.pagesFailed + (data.pagesFailed === 0 && status !== 0 ? 1 : 0) } : { passed: 0, failed: 1 });
  });

  suite("hosts' files", () => (built && ensureDebianPackage(nginx, "nginx", "The host-file tests") ? jestSuite("deploy", ["-c", "__tests__/deploy/jest.config.js"]) : record({ passed: 0, failed: 1 })));

  suite("browser tests (e2e)", () => playwrightSuite("e2e", "__tests__/e2e/playwright.config.ts", built && existsSync(chromium) && existsSync(headlessShell)));

  suite("incremental build", incrementalBuild);
  return beside;
}

async function main(): Promise<void> {
  if (process.argv.includes(BESIDE)) return besideSuites();
  const started = Date.now();
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  // Installed (where it may be) before either process needs it, so that apt-get runs once.
  ensureDebianPackage(chromium, "chromium", "The browser tests");
  ensureDebianPackage(headlessShell, "chromium-headless-shell", "The browser tests");
  // The Node versions are fetched once, here, before either process wants one.
  for (const major of [MANY_POSTS_NODE_MAJOR, ...OTHER_NODE_MAJORS]) nodeBin(major);

  const beside = mainSuites();
  console.log(`\nWaiting for the suites run beside these (besideSuites; their output: ${path.relative(root, BESIDE_LOG)})...`);
  const besideStatus = await beside.ended;
  console.log(`\n--- the output of the suites run beside (${path.relative(root, BESIDE_LOG)}):\n`);
  process.stdout.write(readFileSync(BESIDE_LOG, "utf8"));
  const report = readJson<BesideReport>(BESIDE_REPORT);
  if (report) {
    record(report.total);
    summary.push(...report.summary.map((line) => `${line} (beside)`));
    failures.push(...report.failures);
  } else {
    record({ passed: 0, failed: 1 });
    failures.push(`--- the suites run beside ended (exit ${besideStatus}) without their report; see ${path.relative(root, BESIDE_LOG)}`);
  }

  if (failures.length) console.log(`\n${failures.join("\n")}`);
  console.log(`\n${summary.join("\n")}`);
  console.log(`npm test took ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  console.log(`${total.passed} passed, ${total.failed} failed`);
  process.exit(total.failed === 0 ? 0 : 1);
}

void main();
