/**
 * `npm run cms`: editing in the browser on this machine. Starts the preview (`npm start`, at
 * http://127.0.0.1:8000 unless PORT says otherwise), which serves the editor at /admin/, and
 * decap-server, which the editor saves through: it writes the files of content/ in this folder,
 * with no sign-in, so it listens on 127.0.0.1 only. Saves show in the preview as any edit does.
 * Ctrl+C stops both; if either stops, so does the other.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { ADMIN_ENV, localPort as decapPort } from "../admin/settings";

const root = path.resolve(__dirname, "..");
const decapServer = path.join(root, "admin", "node_modules", "decap-server", "dist", "index.js");
const port = process.env.PORT ?? "8000";
const localPort = decapPort();

if (!existsSync(decapServer)) {
  console.error("decap-server is not installed: run `npm install` (it installs admin/'s packages too).");
  process.exit(1);
}

let stopping = false;

/** Stops the whole process group: decap-server, the preview and gatsby develop's workers (this process leads it, or shares it with npm). */
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  try {
    process.kill(0, "SIGTERM");
  } catch {
    // Nothing left to stop.
  }
  setTimeout(() => process.exit(code), 1500).unref();
}

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    if (!stopping) console.error(`\n${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
    stopAll(code ?? 1);
  });
  return child;
}

start("decap-server", process.execPath, [decapServer], { PORT: localPort, BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: root, LOG_LEVEL: "warn" });
start("The preview", "npm", ["start"], { PORT: port, [ADMIN_ENV.localPort]: localPort });
console.log(`\nThe editor: http://127.0.0.1:${port}/admin/ once the preview is up. It saves to content/ in ${root}; nothing is committed.\n`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(0);
    stopAll(0);
  });
}
