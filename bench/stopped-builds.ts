/**
 * `npm run bench:stopped-builds`: `--builds N` builds (default 50) of a throwaway copy, each
 * stopping on a problem of a kind taken in turn, with the preview started and stopped in the same
 * folder before every `--preview-every K`th (default 5), as the preview suite does; prints how
 * many ended, how fast, and any process left behind (docs/performance.md, "Stopped builds").
 */
import { writeFileSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { NEW_POST_PROMPTS } from "../src/lib/content-schema";
import { gatsbyBuild, STOP_WITHIN_MS } from "../checks/lib/gatsby-build";
import { option } from "./lib/args";
import { median } from "./lib/median";
import { startPreview, stopPreview } from "../checks/lib/preview";
import { copyProject, removeCopy } from "../checks/lib/project-copy";

const FILE = "content/blog/broken-post.mdx";
/** Edits a file of the copy for one build; returns what puts it back. */
function editFor(copy: string, file: string, edit: (text: string | null) => string): () => void {
  const full = path.join(copy, file);
  let before: string | null = null;
  try {
    before = readFileSync(full, "utf8");
  } catch {
    before = null;
  }
  writeFileSync(full, edit(before));
  return () => (before === null ? rmSync(full) : writeFileSync(full, before));
}

const KINDS: Array<{ name: string; breakPost: (good: string) => string; says: string; alsoBreak?: (copy: string) => () => void }> = [
  { name: "no date", breakPost: (good) => good.replace(/^date: .*\n/m, ""), says: "date is missing" },
  { name: "the new-post prompt", breakPost: (good) => good.replace(/^summary: .*$/m, `summary: ${JSON.stringify(NEW_POST_PROMPTS.summary)}`), says: "summary still holds the new-post prompt" },
  { name: "MDX that does not compile", breakPost: (good) => `${good}\nAn expression that never closes {oops\n`, says: "body is not valid MDX" },
  { name: "a missing picture", breakPost: (good) => good.replace(/^image: .*$/m, "image: ./images/no-such-picture.png"), says: "does not exist" },
  {
    name: "a picture that is not one",
    breakPost: (good) => `${good}\n![A router on a high shelf](./images/saved-page.png)\n`,
    alsoBreak: (copy) => editFor(copy, "content/blog/images/saved-page.png", () => "<!doctype html><title>Not found</title>\n"),
    says: "cannot be read as a picture",
  },
  {
    // Gatsby's own panic, not the site's: a page query naming a field the schema does not have.
    name: "a page query that names no field",
    breakPost: (good) => good,
    alsoBreak: (copy) => editFor(copy, "src/templates/page.tsx", (text) => text!.replace("mdx(id: { eq: $id }) {", "mdx(id: { eq: $id }) { noSuchField")),
    says: 'Cannot query field "noSuchField"',
  },
];

async function main(): Promise<number> {
  const builds = Number(option("builds", "50"));
  const previewEvery = Number(option("preview-every", "5"));
  const copy = copyProject("site-stopped-builds-");
  const rows: Array<{ kind: string; afterPreview: boolean; seconds: number; ended: boolean; named: boolean; leftovers: number }> = [];
  try {
    const good = readFileSync(path.join(copy, "content/blog/wifi-fixes.mdx"), "utf8").replace(/^slug: .*$/m, "slug: broken-post");
    for (let run = 0; run < builds; run += 1) {
      const kind = KINDS[run % KINDS.length];
      const afterPreview = previewEvery > 0 && run % previewEvery === 0;
      if (afterPreview) {
        rmSync(path.join(copy, FILE), { force: true });
        const preview = await startPreview(copy);
        await stopPreview(preview.pid);
      }
      writeFileSync(path.join(copy, FILE), kind.breakPost(good));
      const putBack = kind.alsoBreak?.(copy);
      const result = gatsbyBuild(copy, { timeoutMs: STOP_WITHIN_MS });
      putBack?.();
      const leftovers = Number(/left (\d+) process/.exec(result.log)?.[1] ?? 0);
      const row = { kind: kind.name, afterPreview, seconds: result.seconds, ended: !result.timedOut, named: result.status !== 0 && result.log.includes(kind.says), leftovers };
      rows.push(row);
      console.log(`${run + 1}. ${row.kind}${afterPreview ? " (after the preview)" : ""}: ${row.ended ? `ended in ${row.seconds.toFixed(1)} s` : `still running after ${STOP_WITHIN_MS / 1000} s`}${row.named ? "" : ", without naming the problem"}${leftovers ? `, left ${leftovers} processes` : ""}`);
    }
  } finally {
    removeCopy(copy);
  }
  const ended = rows.filter((row) => row.ended);
  const times = ended.map((row) => row.seconds);
  console.log(`\n${ended.length} of ${rows.length} stopped builds ended (${rows.filter((row) => row.afterPreview).length} right after a preview in the same folder); named their problem: ${rows.filter((row) => row.named).length}; left processes behind: ${rows.filter((row) => row.leftovers > 0).length}`);
  if (times.length) console.log(`time to end: median ${median(times).toFixed(1)} s, longest ${Math.max(...times).toFixed(1)} s`);
  return ended.length === rows.length && rows.every((row) => row.named) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
