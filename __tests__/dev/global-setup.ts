import { execFileSync } from "node:child_process";
import { copyProject, removeCopy } from "../../checks/lib/project-copy";
import { startPreview, stopPreview } from "../../checks/lib/preview";

/**
 * Starts `npm run cms` (the preview, `npm start`, and the editor's local server for /admin) in
 * a copy of the project on free ports; the specs read where from PREVIEW_STATE. The copy's
 * files are committed to a git repository of its own first, so that the editor's specs can
 * ask git what an edit changed. The returned function stops it all and removes the copy
 * (KEEP_PREVIEW=1 keeps it).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = copyProject("site-preview-");
  try {
    const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=Preview tests", "-c", "user.email=preview@example.com", ...args], { cwd: dir, stdio: "pipe" });
    git("init", "-q");
    git("add", "-A");
    git("commit", "-q", "-m", "The project as the preview tests start it");
    const state = await startPreview(dir, { cms: true });
    process.env.PREVIEW_STATE = JSON.stringify(state);
    console.log(`Preview timing: cold start of npm run cms ${state.coldStartSeconds.toFixed(1)} s (${state.baseURL}, in ${dir})`);
    return async () => {
      await stopPreview(state.pid);
      if (!process.env.KEEP_PREVIEW) {
        removeCopy(dir);
        removeCopy(state.log);
      }
    };
  } catch (error) {
    removeCopy(dir);
    throw error;
  }
}
