/**
 * The preview's copy of static/ (a step of onPostBootstrap). The preview serves static/ from
 * public/: its watcher copies each file there as it finds it, as the preview starts, which can
 * be before a run that starts from a clean cache removes public/ (overrides/cache-wipe.ts). So
 * the preview copies static/ again once bootstrap is done. A build copies static/ itself, later.
 */
import { cpSync, existsSync } from "node:fs";
import path from "node:path";
import { previewing } from "./problems";

export function copyStaticFiles(): void {
  const folder = path.resolve("static");
  if (previewing && existsSync(folder)) cpSync(folder, path.resolve("public"), { recursive: true });
}
