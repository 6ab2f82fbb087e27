import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { runToEnd } from "../../../checks/lib/gatsby-build";

/**
 * A stand-in for a build that stops while a worker it started is still running: the worker
 * inherits the output and would hold a pipe open for a minute.
 */
const LEAVES_A_WORKER = `
  const { spawn } = require("node:child_process");
  const worker = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "inherit" });
  console.log("worker " + worker.pid);
  console.log("build stopped: a content problem");
  setTimeout(() => process.exit(1), 300);
`;

/** Running: it exists and is not a zombie (an ended process its new parent has not reaped yet). */
const running = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
};

describe("runToEnd (how the checks run gatsby build)", () => {
  it("returns when the build ends, not when its last worker lets go of the output, and stops that worker", async () => {
    const started = Date.now();
    const result = runToEnd(process.execPath, ["-e", LEAVES_A_WORKER], tmpdir());
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(result.ok).toBe(false);
    expect(result.status).toBe(1);
    expect(result.log).toContain("build stopped: a content problem");
    expect(result.log).toMatch(/left 1 process running 3 s after it ended; stopped/);
    const worker = Number(/worker (\d+)/.exec(result.log)?.[1]);
    expect(worker).toBeGreaterThan(0);
    // SIGKILL is sent; the process is gone a moment later (newer Node versions return sooner).
    for (let waited = 0; running(worker) && waited < 5_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(running(worker)).toBe(false);
  });

  it("stops a build that runs past its time and says so", () => {
    const result = runToEnd(process.execPath, ["-e", "console.log('compiling'); setTimeout(() => {}, 60000)"], tmpdir(), { timeoutMs: 2_000 });
    expect(result.ok).toBe(false);
    expect(result.status).toBeNull();
    expect(result.log).toContain("compiling");
    expect(result.log).toMatch(/did not end within 2 s and was stopped/);
  });

  it("passes through a build that ends well, with its output and environment", () => {
    const result = runToEnd(process.execPath, ["-e", "console.log(process.env.CI, process.env.EXTRA)"], tmpdir(), { env: { EXTRA: "given" } });
    expect(result).toMatchObject({ ok: true, status: 0 });
    expect(result.log.trim()).toBe("1 given");
  });
});
