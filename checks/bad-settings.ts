/**
 * Settings check (part of `npm test`): in a throwaway copy, a bad setting must stop `npm run build`
 * at npm's pre-script within 10 s (about 1 s idle), and `npx gatsby build` with it in
 * .env.production at onPreInit (about 10 s idle) within STOP_WITHIN_MS, in the settings schema's
 * words (src/config/settings.ts); docs/testing.md, "What `npm test` runs", step 4.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { gatsbyBuild, runToEnd, STOP_WITHIN_MS, type BuildResult } from "./lib/gatsby-build";
import { copyProject, removeCopy } from "./lib/project-copy";
import { settingProblems } from "../src/config/settings";

const cases: Array<{ name: string; setting: string; value: string; withinMs: number; run: (copy: string, env: NodeJS.ProcessEnv, withinMs: number) => BuildResult }> = [
  {
    name: "npm run build, a phone that is no number in the environment",
    setting: "GATSBY_PHONE_PRIMARY",
    value: "call us",
    withinMs: 10_000,
    run: (copy, env, withinMs) => gatsbyBuild(copy, { env, timeoutMs: withinMs }),
  },
  {
    name: "npx gatsby build, an e-mail that is no address in .env.production",
    setting: "GATSBY_CONTACT_EMAIL",
    value: "hello at ouzelvalleyit",
    withinMs: STOP_WITHIN_MS,
    run: (copy, env, withinMs) => {
      writeFileSync(path.join(copy, ".env.production"), Object.entries(env).map(([name, value]) => `${name}=${value}\n`).join(""));
      return runToEnd("npx", ["gatsby", "build"], copy, { timeoutMs: withinMs });
    },
  },
];

function main(): number {
  const copy = copyProject("site-bad-settings-");
  let failures = 0;
  try {
    for (const { name, setting, value, withinMs, run } of cases) {
      const [expected] = settingProblems({ [setting]: value });
      const build = run(copy, { [setting]: value }, withinMs);
      if (build.status !== 0 && !build.timedOut && build.log.includes(expected)) {
        console.log(`bad setting (${name}): stopped in ${build.seconds.toFixed(1)} s, printing: ${expected}`);
      } else {
        failures += 1;
        console.error(`bad setting (${name}): expected the build to stop within ${withinMs / 1000} s printing "${expected}" (exit ${build.status}, ${build.seconds.toFixed(1)} s)\n${build.log.slice(-3000)}`);
      }
    }
    return failures;
  } finally {
    removeCopy(copy);
  }
}

process.exit(main());
