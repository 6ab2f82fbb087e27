import { copyProject, removeCopy } from "../../scripts/lib/project-copy";
import { startPreview, stopPreview } from "../../scripts/lib/preview";

/**
 * Starts `npm start` in a copy of the project on a free port; the specs read where from
 * PREVIEW_STATE. The returned function stops it and removes the copy (KEEP_PREVIEW=1 keeps it).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = copyProject("site-preview-");
  try {
    const state = await startPreview(dir);
    process.env.PREVIEW_STATE = JSON.stringify(state);
    console.log(`Preview timing: cold start of npm start ${state.coldStartSeconds.toFixed(1)} s (${state.baseURL}, in ${dir})`);
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
