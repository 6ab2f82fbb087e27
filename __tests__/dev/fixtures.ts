import { test as base, expect, type Page } from "@playwright/test";
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { terminal, type PreviewState } from "../../checks/lib/preview";
import { md5 } from "../../gatsby/digest";
import { londonDate } from "../../src/lib/publishing";

export { expect };

/** Console messages the development build itself prints; anything else fails a test. */
export const DEVELOPMENT_NOTICES = [/Download the React DevTools/, /^\[HMR\]/, /^\[webpack-dev-server\]/];

export interface Preview extends PreviewState {
  /** The terminal's text so far. */
  terminal(): string;
  /** Resolves once the terminal, after `from` characters, matches; returns that new text. */
  waitForTerminal(pattern: RegExp, from: number, timeoutMs?: number): Promise<string>;
  /** Writes (or with null removes) a file of the project copy, relative to its root. */
  write(file: string, text: string | null): void;
  read(file: string): string;
  rename(from: string, to: string): void;
}

export const test = base.extend<{ preview: Preview; consoleProblems: string[]; errorsOnFailure: void }>({
  preview: async ({}, use, testInfo) => {
    const state = previewState();
    const text = () => terminal(state.log);
    const printedBefore = text().length;
    // Each file the test writes, as it was before (null: not there), to put back if it fails.
    const before = new Map<string, string | null>();
    const remember = (file: string) => {
      if (before.has(file)) return;
      try {
        before.set(file, readFileSync(path.join(state.dir, file), "utf8"));
      } catch {
        before.set(file, null);
      }
    };
    await use({
      ...state,
      terminal: text,
      async waitForTerminal(pattern, from, timeoutMs = 60_000) {
        const until = Date.now() + timeoutMs;
        for (;;) {
          const fresh = text().slice(from);
          if (pattern.test(fresh)) return fresh;
          // Outside CI, Gatsby's terminal output wraps long lines at 80 columns.
          const unwrapped = fresh.replace(/[ \t]*\n[ \t]*/g, " ");
          if (pattern.test(unwrapped)) return unwrapped;
          if (Date.now() > until) throw new Error(`The terminal did not print ${pattern} within ${timeoutMs / 1000} s. It printed:\n${fresh.slice(-2000)}`);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      },
      write(file, content) {
        remember(file);
        const full = path.join(state.dir, file);
        if (content === null) rmSync(full);
        else writeFileSync(full, content);
      },
      read: (file) => readFileSync(path.join(state.dir, file), "utf8"),
      rename: (from, to) => renameSync(path.join(state.dir, from), path.join(state.dir, to)),
    });
    // A failed test's report (and npm test's summary) carries what the preview printed meanwhile,
    // and where its nodes and pages disagree with the content files.
    // Then the files it wrote are put back, so that its retry and the specs after it start from
    // the content it started from.
    if (testInfo.status !== testInfo.expectedStatus) {
      console.log(`The preview's terminal during this test:\n${text().slice(printedBefore).slice(-12000)}`);
      console.log(`The preview's content nodes and pages: ${await nodesAgainstFiles(state).catch((error: unknown) => `not read (${String(error)})`)}`);
      for (const [file, saved] of before) {
        const full = path.join(state.dir, file);
        if (saved === null) rmSync(full, { force: true });
        else writeFileSync(full, saved);
      }
    }
  },
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (!["error", "warning"].includes(message.type())) return;
      if (DEVELOPMENT_NOTICES.some((notice) => notice.test(message.text()))) return;
      const where = message.location().url;
      problems.push(`${message.type()}: ${message.text()}${where ? ` (${where})` : ""}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    await use(problems);
  },
  // A failed test's report carries what the page threw and the development error overlay's
  // words, which a screenshot of the overlay's heading ("Unhandled Runtime Error") leaves out.
  errorsOnFailure: [
    async ({ page }, use, testInfo) => {
      const thrown: string[] = [];
      page.on("pageerror", (error) => thrown.push(error.stack ?? error.message));
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const overlay = await page.locator("[aria-labelledby='gatsby-overlay-labelledby']").first().innerText({ timeout: 1_000 }).catch(() => null);
      console.log(`The page threw: ${thrown.length ? thrown.join("\n") : "nothing"}`);
      if (overlay) console.log(`The development error overlay said:\n${overlay.slice(0, 4000)}`);
    },
    { auto: true },
  ],
});

interface ContentState {
  allFile: { nodes: Array<{ absolutePath: string; internal: { contentDigest: string }; children: Array<{ internal: { type: string } }> }> };
  allMdx: { nodes: Array<{ fields: { route: string; problem: string | null } | null }> };
  allSitePage: { nodes: Array<{ path: string }> };
}

/**
 * Where the preview's nodes disagree with the content files on disk: a file whose File node
 * holds other content, a File node with no Mdx node, a content route with no page.
 */
async function nodesAgainstFiles(state: PreviewState): Promise<string> {
  const query = `{
    allFile(filter: { extension: { eq: "mdx" } }) { nodes { absolutePath internal { contentDigest } children { internal { type } } } }
    allMdx { nodes { fields { route problem } } }
    allSitePage { nodes { path } }
  }`;
  const response = await fetch(`${state.baseURL}/__graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query }) });
  const { data } = (await response.json()) as { data: ContentState };
  const pages = new Set(data.allSitePage.nodes.map((page) => page.path));
  const relative = (file: string) => path.relative(state.dir, file);
  const problems = [
    ...data.allFile.nodes.filter((file) => {
      try {
        return md5(readFileSync(file.absolutePath)) !== file.internal.contentDigest;
      } catch {
        return true;
      }
    }).map((file) => `${relative(file.absolutePath)}: its File node holds other content than the file`),
    ...data.allFile.nodes.filter((file) => !file.children.some((child) => child.internal.type === "Mdx")).map((file) => `${relative(file.absolutePath)}: its File node has no Mdx node`),
    ...data.allMdx.nodes.filter((node) => node.fields?.route && !pages.has(node.fields.route)).map((node) => `${node.fields!.route}: an Mdx node's route with no page`),
  ];
  return `${data.allFile.nodes.length} content files, ${data.allMdx.nodes.length} Mdx nodes, ${pages.size} pages; ${problems.length ? problems.join("; ") : "all in step"}`;
}

/** The preview global-setup.ts started (hooks, which have no test fixtures, read it here too). */
export function previewState(): PreviewState {
  const state = JSON.parse(process.env.PREVIEW_STATE ?? "null") as PreviewState | null;
  if (!state) throw new Error("PREVIEW_STATE is not set: run these specs with -c __tests__/dev/playwright.config.ts");
  return state;
}

/** Lines of the terminal that report a problem (npm's own configuration notice aside). */
export function problemLines(text: string): string[] {
  return text
    .split("\n")
    .filter((line) => /\b(error|warn(ing)?)\b/i.test(line) && !/^npm warn/i.test(line.trim()));
}

/**
 * Opens `url` in the preview, reloading until `ready` passes: a page added a moment ago answers
 * with the development 404 page until the preview has taken the file in.
 */
export async function openWhen(page: Page, url: string, ready: () => Promise<unknown>, timeoutMs = 60_000, eachTryMs = 3_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    await page.goto(url);
    try {
      await expect(async () => ready()).toPass({ timeout: eachTryMs });
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
    }
  }
}

/**
 * A post with every field right, for tests to add. Dated today unless told, so it is among the
 * newest, on the first page of /blog, however many posts the blog holds.
 */
export function postFile(slug: string, title: string, extra: { date?: string; body?: string; frontmatter?: string; topics?: string[] } = {}): string {
  return [
    "---",
    `title: "${title}"`,
    `slug: ${slug}`,
    `date: ${extra.date ?? londonDate()}`,
    `summary: "${title}: a short summary for the card and the search results of the blog."`,
    "image: ./images/wifi-fixes.png",
    'imageAlt: "A router on a shelf"',
    "topics:",
    ...(extra.topics ?? ["pcs-and-hardware"]).map((topic) => `  - ${topic}`),
    "keywords:",
    "  - preview test",
    // Last, so that lines starting "  - " add keywords.
    ...(extra.frontmatter ? [extra.frontmatter] : []),
    "---",
    "",
    extra.body ?? `The opening paragraph of ${title}.`,
    "",
    "## A heading",
    "",
    "More text.",
    "",
  ].join("\n");
}

export function seconds(since: number): string {
  return ((Date.now() - since) / 1000).toFixed(1);
}
