/**
 * The editor's weight (first load and all chunks, raw and gzip -9) and the time to an editable
 * post at 4x CPU slowdown, on the local server and a fake of GitHub's API, with today's posts and
 * 300, for `npm run bench` (docs/architecture.md, "The editor's weight and its start on a phone").
 */
import { createHash } from "node:crypto";
import { copyFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type Route } from "@playwright/test";
import { buildAdmin } from "../../admin/bundle";
import { ADMIN_ENV } from "../../admin/settings";
import { startLocalServer } from "../../admin/local-server";
import { editorScripts } from "../../checks/lib/editor-scripts";
import { writeGeneratedPosts } from "../../checks/lib/generated-posts";
import { CHROMIUM, CHROMIUM_ARGS } from "../../checks/lib/chromium";
import { median } from "./median";

const root = path.resolve(__dirname, "../..");
/** The post each run opens, and the repository the GitHub fake stands for. */
const POST = "wifi-fixes";
const REPO = "ouzel-valley/site";

export interface EditorFigures {
  firstLoad: { raw: number; gzip: number };
  all: { raw: number; gzip: number };
  /** Milliseconds to an editable post, each run, by backend and number of posts. */
  toEditable: Array<{ backend: "local" | "github"; posts: number; ms: number[] }>;
}

/** A folder holding content/ as the site has it, with generated posts (each with a picture of its own) up to `posts`. */
function contentWith(posts: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), "editor-bench-"));
  cpSync(path.join(root, "content"), path.join(dir, "content"), { recursive: true });
  const extra = posts - readdirSync(path.join(dir, "content/blog")).filter((name) => name.endsWith(".mdx")).length;
  if (extra > 0) {
    writeGeneratedPosts(dir, extra);
    for (let index = 1; index <= extra; index += 1) {
      const file = path.join(dir, "content/blog", `generated-post-${index}.mdx`);
      copyFileSync(path.join(dir, "content/blog/images/wifi-fixes.png"), path.join(dir, "content/blog/images", `generated-post-${index}.png`));
      writeFileSync(file, readFileSync(file, "utf8").replace("image: ./images/wifi-fixes.png", `image: ./images/generated-post-${index}.png`));
    }
  }
  return dir;
}

/** The editor's page and scripts, and the site's favicon, served from `dir` on a free port. */
async function serveEditor(dir: string): Promise<{ origin: string; close(): void }> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
    const file = url === "/admin/" ? path.join(dir, "index.html") : url.startsWith("/admin/") ? path.join(dir, path.basename(url)) : path.join(root, "static", path.basename(url));
    try {
      const type = file.endsWith(".js") ? "text/javascript" : file.endsWith(".html") ? "text/html" : file.endsWith(".svg") ? "image/svg+xml" : "application/octet-stream";
      response.writeHead(200, { "Content-Type": type }).end(readFileSync(file));
    } catch {
      response.writeHead(404).end();
    }
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** Git's blob id of a file's bytes. */
const blobSha = (bytes: Buffer) => createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");

/**
 * GitHub's API as Decap's GitHub backend asks it (decap-cms-backend-github 3.8: the user, the
 * repository's permissions, folder trees, blobs, a file's last commit), answered from `dir`.
 * A request it does not know is answered 404 and listed in `unknown`.
 */
function githubFake(dir: string, unknown: Set<string>): (route: Route) => Promise<void> {
  const blobs = new Map<string, Buffer>();
  const json = (route: Route, body: unknown, status = 200) => route.fulfill({ status, contentType: "application/json", headers: { "access-control-allow-origin": "*" }, body: JSON.stringify(body) });
  return async (route) => {
    const url = new URL(route.request().url());
    if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: { "access-control-allow-origin": "*", "access-control-allow-headers": "*", "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE" } });
    const at = url.pathname.replace(`/repos/${REPO}`, "");
    if (url.pathname === "/user") return json(route, { login: "owner", name: "The owner", avatar_url: "" });
    if (url.pathname === `/repos/${REPO}`) return json(route, { full_name: REPO, owner: { login: REPO.split("/")[0] }, permissions: { admin: true, push: true, pull: true } });
    const tree = /^\/git\/trees\/[^:]+:(.*)$/.exec(decodeURIComponent(at));
    if (tree) {
      const folder = path.join(dir, tree[1]);
      const entries = readdirSync(folder).map((name) => {
        const full = path.join(folder, name);
        if (statSync(full).isDirectory()) return { path: name, mode: "040000", type: "tree", sha: blobSha(Buffer.from(full)) };
        const bytes = readFileSync(full);
        const sha = blobSha(bytes);
        blobs.set(sha, bytes);
        return { path: name, mode: "100644", type: "blob", sha, size: bytes.length };
      });
      return json(route, { sha: blobSha(Buffer.from(folder)), tree: entries, truncated: false });
    }
    const blob = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(at);
    if (blob && blobs.has(blob[1])) return json(route, { sha: blob[1], encoding: "base64", content: blobs.get(blob[1])!.toString("base64"), size: blobs.get(blob[1])!.length });
    if (at === "/commits") return json(route, [{ sha: "0".repeat(40), commit: { author: { name: "The owner", date: "2025-11-20T09:00:00Z" } }, author: { login: "owner" } }]);
    if (/^\/branches\//.test(at)) return json(route, { name: "main", commit: { sha: "0".repeat(40) } });
    unknown.add(`${route.request().method()} ${url.pathname}`);
    return json(route, { message: "Not Found" }, 404);
  };
}

/** Milliseconds from opening the post's address to its title field holding its value. */
async function timeToEditable(context: BrowserContext, origin: string): Promise<number> {
  const page = await context.newPage();
  if (process.env.BENCH_DEBUG) page.on("console", (message) => console.log(`console ${message.type()}: ${message.text().slice(0, 300)}`));
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const started = Date.now();
  await page.goto(`${origin}/admin/#/collections/blog/entries/${POST}`);
  await page.waitForFunction(() => (document.querySelector('[id^="title-field"]') as HTMLInputElement | null)?.value, undefined, { timeout: 120_000 });
  const ms = Date.now() - started;
  await page.close();
  return ms;
}

export async function editorFigures(publicDir: string, runs: number): Promise<EditorFigures> {
  const scripts = editorScripts(path.join(publicDir, "admin"));
  const sizes = [30, 300].map((posts) => ({ posts, dir: contentWith(posts) }));
  const bundles = mkdtempSync(path.join(tmpdir(), "editor-bench-bundles-"));
  const previous = { ...process.env };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const closers: Array<() => void> = [];
  try {
    // The local server's editor (one bundle; each size's server on a port of its own) and GitHub's.
    const servers = await Promise.all(sizes.map(async ({ dir }) => startLocalServer({ root: dir, port: 0 })));
    closers.push(...servers.map((server) => () => server.close()));
    const unknown = new Set<string>();
    const targets: Array<{ backend: "local" | "github"; posts: number; origin: string; context: () => Promise<BrowserContext> }> = [];
    for (const [index, { posts }] of sizes.entries()) {
      process.env[ADMIN_ENV.localPort] = String((servers[index].address() as AddressInfo).port);
      const local = path.join(bundles, `local-${posts}`);
      await buildAdmin(local, { local: true });
      const localSite = await serveEditor(local);
      closers.push(localSite.close);
      targets.push({ backend: "local", posts, origin: localSite.origin, context: () => browser.newContext({ viewport: { width: 375, height: 740 } }) });
    }
    Object.assign(process.env, { [ADMIN_ENV.repo]: REPO, [ADMIN_ENV.branch]: "main" });
    const github = path.join(bundles, "github");
    await buildAdmin(github, { local: false });
    const githubSite = await serveEditor(github);
    closers.push(githubSite.close);
    for (const { posts, dir } of sizes) {
      targets.push({
        backend: "github",
        posts,
        origin: githubSite.origin,
        context: async () => {
          const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
          // Signed in already, as an owner coming back is (Decap keeps the user under this key).
          await context.addInitScript((user) => localStorage.setItem("decap-cms-user", user), JSON.stringify({ backendName: "github", token: "bench", login: "owner" }));
          await context.route("https://api.github.com/**", githubFake(dir, unknown));
          await context.route(/^https?:\/\/(?!127\.0\.0\.1)(?!api\.github\.com)/, (route) => route.abort());
          return context;
        },
      });
    }
    const toEditable = targets.map(({ backend, posts }) => ({ backend, posts, ms: [] as number[] }));
    for (let run = 0; run < runs; run += 1) {
      for (const [index, target] of targets.entries()) {
        const context = await target.context();
        toEditable[index].ms.push(await timeToEditable(context, target.origin));
        await context.close();
      }
    }
    if (unknown.size) console.log(`The GitHub fake did not know: ${[...unknown].join(", ")}`);
    return { firstLoad: scripts.bytes(scripts.firstLoad), all: scripts.bytes(scripts.all), toEditable };
  } finally {
    for (const close of closers) close();
    await browser.close();
    process.env = previous;
    for (const { dir } of sizes) rmSync(dir, { recursive: true, force: true });
    rmSync(bundles, { recursive: true, force: true });
  }
}

const kib = (bytes: number) => (bytes / 1024).toFixed(0);

export function editorRows(figures: EditorFigures): string[] {
  return [
    "| scripts | raw KiB | gzip -9 KiB |",
    "|---|---|---|",
    `| first load (cms.js and what it imports) | ${kib(figures.firstLoad.raw)} | ${kib(figures.firstLoad.gzip)} |`,
    `| every chunk | ${kib(figures.all.raw)} | ${kib(figures.all.gzip)} |`,
    "",
    "| backend | posts | to an editable post at 4x, ms: median (each run) |",
    "|---|---|---|",
    ...figures.toEditable.map((row) => `| ${row.backend === "local" ? "npm run cms (local server)" : "GitHub (a fake of its API)"} | ${row.posts} | ${median(row.ms).toFixed(0)} (${row.ms.map((ms) => ms.toFixed(0)).join(" / ")}) |`),
  ];
}
