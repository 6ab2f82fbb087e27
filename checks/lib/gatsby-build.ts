/**
 * `npm run build` (its pre-script, then `gatsby build`) as every check runs it: output to a
 * file, the build's leftover workers stopped 3 s after it ends, and a time limit; why:
 * docs/performance.md, "Stopped builds".
 */
import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface BuildResult {
  ok: boolean;
  status: number | null;
  /** What the build printed (stdout and stderr, as printed), and any note on how it ended. */
  log: string;
  seconds: number;
  /** The build ran past its time and was stopped. */
  timedOut: boolean;
}

/** How long a build that stops on a problem may take to end: every check that expects a stop fails past it. */
export const STOP_WITHIN_MS = 60_000;

/**
 * How long a build that stops on a problem found as a body renders may take to end: bodies render
 * after the bundles are built, and the build stops once its pages are written (docs/performance.md,
 * "Stopped builds").
 */
export const STOP_AFTER_BUNDLES_MS = 3 * 60_000;

interface Options {
  /** Added to this process's environment (CI and no telemetry are always set). */
  env?: NodeJS.ProcessEnv;
  /** "capture" keeps the output in `log`; "inherit" prints it as it comes. */
  output?: "capture" | "inherit";
  timeoutMs?: number;
}

const MARKER = "SITE_CHECK_BUILD_RUN";

/** The processes still running with `run` as their marker: a build's leftover workers. */
function processesOf(run: string): number[] {
  const needle = `${MARKER}=${run}\0`;
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, "latin1").includes(needle);
      } catch {
        return false; // Ended meanwhile, or not ours to read.
      }
    })
    .map(Number);
}

/** Gives the build's workers a moment to end on their own, then stops the rest; returns how many it stopped. */
function stopLeftovers(run: string): number {
  if (process.platform !== "linux") return 0;
  let left = processesOf(run);
  for (let waited = 0; left.length > 0 && waited < 3000; waited += 100) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    left = processesOf(run);
  }
  for (const pid of left) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
  return left.length;
}

/** `npm run build` in `dir`, as hosts and authors run it (its pre-script clears a stale cache first). */
export function gatsbyBuild(dir: string, options: Options = {}): BuildResult {
  return runToEnd("npm", ["run", "build"], dir, options);
}

/** Runs a command in `dir` as described above (exported so the handling of leftovers and time-outs is tested). */
export function runToEnd(command: string, args: string[], dir: string, { env = {}, output = "capture", timeoutMs = 20 * 60_000 }: Options = {}): BuildResult {
  const run = `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const folder = output === "capture" ? mkdtempSync(path.join(tmpdir(), "site-build-log-")) : null;
  const logFile = folder ? path.join(folder, "build.log") : null;
  const fd = logFile ? openSync(logFile, "w") : null;
  const started = Date.now();
  let result;
  try {
    result = spawnSync(command, args, {
      cwd: dir,
      stdio: fd === null ? "inherit" : ["ignore", fd, fd],
      env: { ...process.env, CI: "1", GATSBY_TELEMETRY_DISABLED: "1", ...env, [MARKER]: run },
      timeout: timeoutMs,
      killSignal: "SIGKILL",
    });
  } finally {
    if (fd !== null) closeSync(fd);
  }
  const seconds = (Date.now() - started) / 1000;
  const timedOut = result.error !== undefined && "code" in result.error && result.error.code === "ETIMEDOUT";
  const left = stopLeftovers(run);
  const name = [command, ...args].join(" ");
  const notes = [
    ...(timedOut ? [`${name} did not end within ${timeoutMs / 1000} s and was stopped`] : []),
    ...(left > 0 ? [`${name} left ${left} process${left === 1 ? "" : "es"} running 3 s after it ended; stopped`] : []),
  ];
  for (const note of notes) console.log(`in ${dir}: ${note}`);
  const printed = logFile ? readFileSync(logFile, "utf8") : "";
  if (folder) rmSync(folder, { recursive: true, force: true });
  const status = timedOut ? null : result.status;
  return { ok: status === 0, status, log: [printed, ...notes].join("\n"), seconds, timedOut };
}
