/**
 * The load conditions of the interleaved benchmarks (bench/lib/side-by-side.ts, for bench/site.ts
 * and bench/overrides.ts): quiet, then one core kept busy by a child process spinning a loop, as
 * their --conditions option chooses; the order of the things measured, rotated every run so
 * that none always goes first; and the unrecorded warm-up run each condition starts with.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { list } from "./args";
import { onExit } from "./on-exit";

export interface Condition {
  name: string;
  busy: boolean;
}

const CONDITIONS: Condition[] = [
  { name: "quiet", busy: false },
  { name: "one core busy", busy: true },
];

/** The conditions an option names: "quiet", "busy" or "quiet,busy". */
export function chosenConditions(value: string): Condition[] {
  const names = list(value);
  if (!names.length || names.some((name) => name !== "quiet" && name !== "busy")) throw new Error("--conditions takes quiet, busy or quiet,busy");
  return CONDITIONS.filter((condition) => names.includes(condition.busy ? "busy" : "quiet"));
}

/** A child process keeping one core busy until it is stopped. */
function startBusyCore(): ChildProcess {
  const child = spawn(process.execPath, ["-e", "for(;;){}"], { stdio: "ignore" });
  const kill = () => child.kill("SIGKILL");
  onExit.add(kill);
  child.once("exit", () => onExit.delete(kill));
  return child;
}

async function stopBusyCore(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await ended;
}

/** `measure` under `condition`: with one core kept busy (from a second before) when it says so. */
export async function underCondition<T>(condition: Condition, measure: () => Promise<T>): Promise<T> {
  const busy = condition.busy ? startBusyCore() : null;
  try {
    if (busy) await new Promise((resolve) => setTimeout(resolve, 1000));
    return await measure();
  } finally {
    if (busy) await stopBusyCore(busy);
  }
}

/** The items in the order of run `run` (from 0): the list rotated by `run` places. */
export function rotated<T>(items: T[], run: number): T[] {
  const by = run % items.length;
  return [...items.slice(by), ...items.slice(0, by)];
}

/** One unrecorded run, so that the first recorded one does not pay for a cold start. */
export async function warmUp(label: string, run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
    console.log(`${label}: warm-up run done (not recorded)`);
  } catch (error) {
    console.error(`${label}: warm-up run failed (${error instanceof Error ? error.message : String(error)}); carrying on`);
  }
}
