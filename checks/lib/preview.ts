/**
 * The development preview as authors start it (`npm start`, README), in a throwaway copy of
 * the project so tests can add, edit and break content files freely.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";

export interface PreviewState {
  /** The project copy the preview runs in. */
  dir: string;
  port: number;
  baseURL: string;
  /** The editor's local server's port, when started with `npm run cms`. */
  cmsPort?: number;
  /** Everything the preview printed (stdout and stderr), as it prints it. */
  log: string;
  pid: number;
  /** Seconds from `npm start` to the first page answering. */
  coldStartSeconds: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The preview's environment, as on an author's machine: no EmailJS ids (so the forms use the
 * development outbox), and no CI, which would make gatsby develop run every page's query up
 * front instead of when the page is asked for, as it does for authors.
 */
function previewEnv(port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), GATSBY_TELEMETRY_DISABLED: "1" };
  for (const key of Object.keys(env)) if (key.startsWith("GATSBY_EMAILJS_") || key === "NODE_ENV" || key === "CI") delete env[key];
  return env;
}

/** The terminal's text without colour codes and Gatsby's progress-line rewrites. */
export function terminal(log: string): string {
  // eslint-disable-next-line no-control-regex
  return readFileSync(log, "utf8").replace(/\u001b\[[0-9;?]*[A-Za-z]/g, "");
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Starts `npm start`, or with `cms` `npm run cms` (the preview and the editor's local server, for the editor at /admin). */
export async function startPreview(dir: string, { cms = false, timeoutMs = 15 * 60_000 }: { cms?: boolean; timeoutMs?: number } = {}): Promise<PreviewState> {
  const port = await freePort();
  const cmsPort = cms ? await freePort() : undefined;
  // Beside the copy, not in it, so the preview never sees its own log change.
  const log = `${dir}.log`;
  const out = openSync(log, "w");
  const started = Date.now();
  const env = { ...previewEnv(port), ...(cmsPort ? { CMS_LOCAL_PORT: String(cmsPort) } : {}) };
  const child: ChildProcess = spawn("npm", cms ? ["run", "cms"] : ["start"], { cwd: dir, env, detached: true, stdio: ["ignore", out, out] });
  closeSync(out);
  const baseURL = `http://127.0.0.1:${port}`;
  let exited: number | null = null;
  child.once("exit", (code) => (exited = code ?? 1));
  while (Date.now() - started < timeoutMs) {
    if (exited !== null) throw new Error(`npm ${cms ? "run cms" : "start"} stopped (exit ${exited}) before the preview answered:\n${terminal(log).slice(-3000)}`);
    // "You can now view" comes once the development bundle is ready, after which pages answer.
    if (terminal(log).includes("You can now view") && (await answers(`${baseURL}/`))) {
      return { dir, port, baseURL, log, pid: child.pid!, coldStartSeconds: (Date.now() - started) / 1000, ...(cmsPort ? { cmsPort } : {}) };
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await stopPreview(child.pid!);
  throw new Error(`The preview did not answer within ${timeoutMs / 1000} s:\n${terminal(log).slice(-3000)}`);
}

function alive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops npm start and everything it started (gatsby develop and its workers), and waits for them. */
export async function stopPreview(pid: number): Promise<void> {
  for (const signal of ["SIGTERM", "SIGKILL"] as const) {
    try {
      process.kill(-pid, signal);
    } catch {
      return; // Already gone.
    }
    for (let waited = 0; waited < 10_000 && alive(pid); waited += 250) await new Promise((resolve) => setTimeout(resolve, 250));
    if (!alive(pid)) return;
  }
}
