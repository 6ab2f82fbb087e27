/**
 * npm's pre-script of `npm run build`, `npm start` and `npm run develop` (package.json). First it
 * stops, naming it, when a setting is not what it claims to be (src/config/settings.ts), so the
 * run ends within a second or two rather than after Gatsby has compiled its files; Gatsby's
 * onPreInit (gatsby/configuration.ts) stops any run started another way. Then, when the cache
 * in .cache and public/ was made with other inputs (gatsby/build-inputs.ts: the build's code,
 * what is published, package-lock.json, the Node version), it clears it with `gatsby clean` and
 * says why, so the run that follows starts clean. Gatsby's own onPreInit guard
 * (gatsby/cache-guard.ts) stops any run that gets past this with a stale cache.
 * Usage: tsx scripts/clear-stale-cache.ts build|develop
 */
import { spawnSync } from "node:child_process";

const command = process.argv[2];
if (command !== "build" && command !== "develop") {
  console.error("Usage: tsx scripts/clear-stale-cache.ts build|develop");
  process.exit(2);
}
// What Gatsby sets for the command, and so what the run's inputs are read with (and .env.* by).
process.env.NODE_ENV ||= command === "build" ? "production" : "development";

async function main(): Promise<number> {
  await import("../src/config/load-env");
  const { checkSettings } = await import("../src/config/settings");
  checkSettings(process.env);
  const { buildInputs, hasCache, recordedInputs, staleBecause } = await import("../gatsby/build-inputs");
  const stale = hasCache() ? staleBecause(recordedInputs(), buildInputs()) : null;
  if (!stale) return 0;
  console.log(`Clearing the cache (gatsby clean): ${stale}.`);
  return spawnSync("npx", ["gatsby", "clean"], { stdio: "inherit" }).status ?? 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
