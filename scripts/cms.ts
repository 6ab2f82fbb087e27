/**
 * `npm run cms`: editing in the browser on this machine. Starts the editor's local server
 * (admin/local-server.ts, on 127.0.0.1 only: it has no sign-in), which saves into content/ of
 * this folder, and the preview (`npm start`, at http://127.0.0.1:8000 unless PORT says
 * otherwise), which serves the editor at /admin/ and shows each save as any edit. Ctrl+C stops
 * both; if the preview stops, so does the rest.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { ADMIN_ENV, localPort as editorPort } from "../admin/settings";
import { startLocalServer } from "../admin/local-server";

const root = path.resolve(__dirname, "..");
const port = process.env.PORT ?? "8000";
const localPort = editorPort();

let stopping = false;

/** Stops the whole process group: the preview and gatsby develop's workers (this process leads it, or shares it with npm). */
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

startLocalServer({ root, port: Number(localPort), log: (line) => console.log(`[editor] ${line}`) }).then(
  () => {
    const preview = spawn("npm", ["start"], { cwd: root, env: { ...process.env, PORT: port, [ADMIN_ENV.localPort]: localPort }, stdio: "inherit" });
    preview.on("exit", (code, signal) => {
      if (!stopping) console.error(`\nThe preview stopped (${signal ?? `exit ${code}`}); stopping the editor's server.`);
      stopAll(code ?? 1);
    });
    console.log(`\nThe editor: http://127.0.0.1:${port}/admin/ once the preview is up. It saves to content/ in ${root}; nothing is committed.\n`);
  },
  (error: NodeJS.ErrnoException) => {
    console.error(error.code === "EADDRINUSE" ? `Port ${localPort} is taken: set ${ADMIN_ENV.localPort} to a free port for the editor's server (for example ${ADMIN_ENV.localPort}=8091 npm run cms).` : `The editor's server did not start: ${error.message}`);
    process.exit(1);
  },
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(0);
    stopAll(0);
  });
}
