/**
 * Runs a build "tomorrow": a preload for every Node process of the build (NODE_OPTIONS) that
 * moves the clock on by SHIFT_CLOCK_DAYS days. Used by the incremental check and the rebuild
 * benchmark; nothing of it reaches the site.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";

/** Writes the preload into `dir` and returns the settings that move the clock of a build run there by `days`. */
export function clockShift(dir: string, days: number): Record<string, string> {
  const file = path.join(dir, ".shift-clock.cjs");
  writeFileSync(
    file,
    [
      "const shift = Number(process.env.SHIFT_CLOCK_DAYS) * 86400000;",
      "const RealDate = Date;",
      "class ShiftedDate extends RealDate {",
      "  constructor(...args) { if (args.length === 0) super(RealDate.now() + shift); else super(...args); }",
      "  static now() { return RealDate.now() + shift; }",
      "}",
      "globalThis.Date = ShiftedDate;",
      "",
    ].join("\n"),
  );
  return { NODE_OPTIONS: `--require ${file}`, SHIFT_CLOCK_DAYS: String(days) };
}
