/**
 * The editor's first load, for `npm run bench`: /admin/cms.js raw and gzipped (-9, as the host's
 * own compression would send it at best), and the time from opening /admin to its sign-in
 * button, on a phone-like CPU (4x slowdown), served from the build as hosts serve it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { withSite } from "../../checks/lib/site-browser";
import { median } from "./median";

export interface EditorFigures {
  rawKib: number;
  gzipKib: number;
  /** Milliseconds from navigation to "Login with GitHub" visible, each run. */
  toSignIn: number[];
}

export async function editorFigures(publicDir: string, runs: number): Promise<EditorFigures> {
  const script = readFileSync(path.join(publicDir, "admin", "cms.js"));
  const toSignIn = await withSite(publicDir, async (site) => {
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const page = await site.newPage({ width: 375, height: 740 });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      const started = Date.now();
      await page.goto(`${site.origin}/admin/`);
      await page.getByRole("button", { name: /Login with GitHub/i }).waitFor({ timeout: 60_000 });
      times.push(Date.now() - started);
      await page.context().close();
    }
    return times;
  });
  return { rawKib: script.length / 1024, gzipKib: gzipSync(script, { level: 9 }).length / 1024, toSignIn };
}

export const editorRow = (figures: EditorFigures) =>
  `| ${figures.rawKib.toFixed(0)} | ${figures.gzipKib.toFixed(0)} | ${median(figures.toSignIn).toFixed(0)} (${figures.toSignIn.map((ms) => ms.toFixed(0)).join(" / ")}) |`;
