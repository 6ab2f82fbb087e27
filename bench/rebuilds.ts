/**
 * `npm run bench:rebuilds`: clean, unchanged, one-post-edited and next-day builds of a throwaway
 * copy (`npm run build`, cache kept), interleaved `--rounds N` times (default 3) so that a busy
 * moment spreads over all kinds; prints each kind's median, range and ratio to clean, and any
 * rebuild that cleared the cache (docs/performance.md, "Rebuilds").
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { clockShift } from "../checks/lib/clock-shift";
import { gatsbyBuild } from "../checks/lib/gatsby-build";
import { option } from "./lib/args";
import { median } from "./lib/median";
import { copyProject, removeCopy } from "../checks/lib/project-copy";

const rounds = Number(option("rounds", "3"));
const KINDS = ["clean", "no change", "one post edited", "the next day"] as const;
const POST = "content/blog/wifi-fixes.mdx";

function main(): number {
  const copy = copyProject("site-bench-rebuilds-");
  const seconds = new Map<string, number[]>(KINDS.map((kind) => [kind, []]));
  const cleared: string[] = [];
  let days = 0;
  try {
    for (let round = 1; round <= rounds; round += 1) {
      for (const kind of KINDS) {
        if (kind === "clean") spawnSync("npx", ["gatsby", "clean"], { cwd: copy, stdio: "ignore" });
        if (kind === "one post edited") {
          const file = path.join(copy, POST);
          writeFileSync(file, `${readFileSync(file, "utf8")}\nRound ${round} of the rebuild benchmark added this sentence.\n`);
        }
        if (kind === "the next day") days += 1;
        const result = gatsbyBuild(copy, { env: days ? clockShift(copy, days) : {} });
        if (!result.ok) throw new Error(`the ${kind} build of round ${round} failed:\n${result.log.slice(-2000)}`);
        if (kind !== "clean" && /Clearing the cache/.test(result.log)) cleared.push(`${kind} (round ${round})`);
        seconds.get(kind)!.push(result.seconds);
        console.log(`round ${round}, ${kind}: ${result.seconds.toFixed(1)} s`);
      }
    }
  } finally {
    removeCopy(copy);
  }
  const clean = median(seconds.get("clean")!);
  console.log(`\n| build | median s | range s | against clean |\n|---|---|---|---|`);
  for (const kind of KINDS) {
    const runs = seconds.get(kind)!;
    console.log(`| ${kind} | ${median(runs).toFixed(1)} | ${Math.min(...runs).toFixed(1)}–${Math.max(...runs).toFixed(1)} | ${(median(runs) / clean).toFixed(2)}× |`);
  }
  console.log(cleared.length ? `\nRebuilds that cleared the cache: ${cleared.join(", ")}` : "\nNo rebuild cleared the cache.");
  return 0;
}

process.exit(main());
