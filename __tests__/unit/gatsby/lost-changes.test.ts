/**
 * @jest-environment node
 */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import sharpImage from "sharp";
import { answeringWhenGone, assertDigestIsMd5, assertFlushHandles, assertRunner, busyWatcher, flushWatcher, fromCopies, keepingLastResults, LAZY_PICTURES_HANDLER, newRepairState, repairLostChanges, STATIC_QUERY_PREFIX, wrapLazyPictures, wrapPictureWorker, writtenButNotFlushed, type PageDataState, type PictureWork, type RunQuery } from "../../../gatsby/overrides/lost-changes";

const md5 = (text: string) => createHash("md5").update(text).digest("hex");

describe("repairLostChanges (files whose change Gatsby dropped, or whose node createPages missed)", () => {
  let folder = "";
  const file = (name: string, text = "x") => {
    const full = path.join(folder, name);
    writeFileSync(full, text);
    return full;
  };
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "lost-changes-"));
    mkdirSync(path.join(folder, "images"));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("touches a file without a node, or whose node holds other content, once it has stayed so for two seconds", () => {
    const post = file("post.mdx");
    const picture = file("images/tray.png");
    const current = file("images/current.png");
    const nodes = [{ absolutePath: post, internal: { contentDigest: md5("an older text") } }, { absolutePath: current, internal: { contentDigest: md5("x") } }];
    const repair = newRepairState();
    const touched: string[] = [];
    const check = (now: number) => repairLostChanges([folder], nodes, now, repair, (name) => touched.push(name)).touched;
    expect(check(10_000)).toEqual([]);
    expect(check(11_000)).toEqual([]);
    expect(check(12_000).sort()).toEqual([picture, post].sort());
  });

  it("touches a file still out of step again and again, waiting twice as long each time up to 30 s, reports it once after four touches (30 s), and forgets it once its node catches up", () => {
    const post = file("post.mdx");
    const repair = newRepairState();
    const touches: number[] = [];
    const stuck: number[] = [];
    for (let now = 0; now <= 120_000; now += 1_000) {
      const result = repairLostChanges([folder], [], now, repair, () => touches.push(now));
      if (result.stuck.length) stuck.push(now);
      expect(result.stuck).toEqual(result.stuck.length ? [post] : []);
    }
    // Waits of 2, 4, 8, 16, then 30 s at most: it never gives up.
    expect(touches).toEqual([2_000, 6_000, 14_000, 30_000, 60_000, 90_000, 120_000]);
    expect(stuck).toEqual([30_000]);
    repairLostChanges([folder], [{ absolutePath: post, internal: { contentDigest: md5("x") } }], 121_000, repair, () => touches.push(121_000));
    expect(repair.lost.size).toBe(0);
    expect(touches).toHaveLength(7);
  });

  it("leaves alone a node holding the file's content, however old (an edit undone before Gatsby took it in), and reads a file again only when it changed", () => {
    const post = file("post.mdx");
    const repair = newRepairState();
    const touched: string[] = [];
    for (const now of [0, 2_000, 4_000, 6_000]) repairLostChanges([folder], [{ absolutePath: post, internal: { contentDigest: md5("x") } }], now, repair, (name) => touched.push(name));
    expect(touched).toEqual([]);
    expect(repair.digests.get(post)).toMatchObject({ size: 1, value: md5("x") });
  });

  it("lets a file wait while Gatsby is busy (its queries or jobs), and touches it two seconds after Gatsby is done", () => {
    const post = file("post.mdx");
    const repair = newRepairState();
    const touches: number[] = [];
    const busyUntil = 40_000;
    for (let now = 0; now <= 45_000; now += 1_000) {
      const { stuck } = repairLostChanges([folder], [], now, repair, (name) => name === post && touches.push(now), now < busyUntil);
      expect(stuck).toEqual([]);
    }
    // Last seen busy at 39 s: touched two seconds on, then four seconds after that, as ever.
    expect(touches).toEqual([busyUntil + 1_000, busyUntil + 5_000]);
  });

  it("leaves editors' leftovers and hidden files alone", () => {
    file(".post.mdx.swp");
    file("post.mdx~");
    const repair = newRepairState();
    repairLostChanges([folder], [], 0, repair, () => undefined);
    expect(repairLostChanges([folder], [], 5_000, repair, () => undefined).touched).toEqual([]);
  });

  it("touches a file whose node, in step, was finished after createPages last began to read the content, until createPages reads it again", () => {
    const post = file("post.mdx");
    const nodes = [{ absolutePath: post, internal: { contentDigest: md5("x") } }];
    const repair = newRepairState();
    repair.contentReadAt = 5_000;
    repair.fieldsMadeAt.set(post, 6_000);
    const touched: string[] = [];
    const check = (now: number) => repairLostChanges([folder], nodes, now, repair, (name) => touched.push(name));
    check(6_000);
    check(8_000);
    expect(touched).toEqual([post]);
    // The touch makes Gatsby run createPages, which reads the node this time.
    repair.contentReadAt = 8_500;
    check(20_000);
    expect(touched).toEqual([post]);
    expect(repair.lost.size).toBe(0);
  });
});

describe("assertDigestIsMd5", () => {
  it("passes a digest that is the MD5 of the file and stops the build on any other", () => {
    const read = () => Buffer.from("---\ntitle: A\n---\n");
    expect(() => assertDigestIsMd5("content/blog/a.mdx", md5("---\ntitle: A\n---\n"), read)).not.toThrow();
    expect(() => assertDigestIsMd5("content/blog/a.mdx", "0123", read)).toThrow(/"lost-changes".*content\/blog\/a\.mdx has contentDigest 0123, not the MD5 of the file/);
  });
});

const pageDataState = (pending: string[], queries: Record<string, { dirty: number; running: number }>, jobs: string[] = []): PageDataState => ({
  pendingPageDataWrites: { pagePaths: new Set(pending) },
  queries: { trackedQueries: new Map(Object.entries(queries)) },
  jobsV2: { incomplete: new Map(jobs.map((job) => [job, {}])) },
});

describe("busyWatcher (Gatsby at work: the repair lets files wait)", () => {
  it("is a query running or a job not yet done; a query waiting to be asked for is not", () => {
    const busy = (state: PageDataState) => busyWatcher(() => state, () => 0)();
    expect(busy(pageDataState([], { "/a": { dirty: 1, running: 0 } }))).toBe(false);
    expect(busy(pageDataState([], { "/a": { dirty: 0, running: 1 } }))).toBe(true);
    expect(busy(pageDataState([], {}, ["sizes of a.png"]))).toBe(true);
  });

  it("stays busy while jobs follow one another however long the round, and leaves out a job under way for 30 s (a failed job is never marked done)", () => {
    let now = 0;
    let current = pageDataState([], {}, ["failed", "a"]);
    const busy = busyWatcher(() => current, () => now);
    expect(busy()).toBe(true);
    now = 20_000;
    current = pageDataState([], {}, ["failed", "b"]);
    expect(busy()).toBe(true);
    now = 40_000;
    current = pageDataState([], {}, ["failed", "c"]);
    expect(busy()).toBe(true);
    // "c" ends; "failed" has been there 40 s: nothing is under way.
    now = 45_000;
    current = pageDataState([], {}, ["failed"]);
    expect(busy()).toBe(false);
    // A later round is at work at once, with no 30 s of the failed job's to wait out.
    now = 100_000;
    current = pageDataState([], { "/blog": { dirty: 0, running: 1 } }, ["failed"]);
    expect(busy()).toBe(true);
  });
});

describe("page data Gatsby dropped while writing other pages'", () => {
  it("is a pending write whose query has its result and is not running again", () => {
    expect(writtenButNotFlushed(pageDataState(["/a", "/b", "/c", "/d"], { "/a": { dirty: 0, running: 0 }, "/b": { dirty: 1, running: 0 }, "/c": { dirty: 0, running: 1 } }))).toEqual(["/a"]);
  });

  it("makes the watcher ask Gatsby to flush once it has waited a second, and not before", () => {
    let now = 0;
    let flushes = 0;
    let current = pageDataState(["/blog/new-post"], { "/blog/new-post": { dirty: 0, running: 0 } });
    const check = flushWatcher(() => current, () => (flushes += 1), () => now);
    check();
    now = 500;
    check();
    expect(flushes).toBe(0);
    now = 1_000;
    check();
    expect(flushes).toBe(1);
    // Still waiting after that flush (a flush under way dropped it again): asked again a second later.
    now = 1_500;
    check();
    expect(flushes).toBe(1);
    now = 2_000;
    check();
    expect(flushes).toBe(2);
    // Written: nothing more is asked.
    current = pageDataState([], { "/blog/new-post": { dirty: 0, running: 0 } });
    now = 5_000;
    check();
    expect(flushes).toBe(2);
  });

  it("runs on the installed Gatsby's own module and store", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const pageData = require("gatsby/dist/utils/page-data") as unknown;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { store } = require("gatsby/dist/redux") as { store: { getState: () => unknown } };
    expect(() => assertFlushHandles(pageData, store.getState())).not.toThrow();
    expect(() => assertFlushHandles({}, store.getState())).toThrow(/enqueueFlush/);
  });
});

const SERVICE_LINKS = `${STATIC_QUERY_PREFIX}src-hooks-use-service-links-ts`;
const good = (links: string[]) => ({ data: { allMdx: { nodes: links } } });
const failed = { data: null, errors: [{ message: "Cannot read properties of undefined (reading 'id')" }] };

/** A query runner that gives the scripted results one after another, and the notes the wrapper made. */
function scripted(...results: object[]) {
  const notes: string[] = [];
  const seen: unknown[] = [];
  const run: RunQuery = async function (this: unknown) {
    seen.push(this);
    return results.shift()!;
  };
  return { query: keepingLastResults(run, (note) => notes.push(note)), notes, seen };
}

describe("keepingLastResults (race 8: the preview's static queries through a failure)", () => {
  it("gives a static query's last result when it fails, names the query and the error, and the new result once it runs again", async () => {
    const before = good(["/webdev"]);
    const after = good(["/webdev", "/support"]);
    const { query, notes } = scripted(before, failed, after);
    await expect(query("{ allMdx }", {}, { queryName: SERVICE_LINKS })).resolves.toBe(before);
    await expect(query("{ allMdx }", {}, { queryName: SERVICE_LINKS })).resolves.toBe(before);
    expect(notes).toEqual([expect.stringContaining(`${SERVICE_LINKS} failed while a change was being applied (Cannot read properties of undefined (reading 'id'))`)]);
    await expect(query("{ allMdx }", {}, { queryName: SERVICE_LINKS })).resolves.toBe(after);
  });

  it("keeps each static query's result apart", async () => {
    const cards = good(["card"]);
    const { query } = scripted(cards, good(["link"]), failed);
    await query("", {}, { queryName: `${STATIC_QUERY_PREFIX}cards` });
    await query("", {}, { queryName: SERVICE_LINKS });
    await expect(query("", {}, { queryName: `${STATIC_QUERY_PREFIX}cards` })).resolves.toBe(cards);
  });

  it("passes the failure on when the query never had a result, and a page query's failure always", async () => {
    const { query, notes } = scripted(failed, good(["/webdev"]), failed);
    await expect(query("", {}, { queryName: SERVICE_LINKS })).resolves.toBe(failed);
    await query("", {}, { queryName: "/webdev" });
    await expect(query("", {}, { queryName: "/webdev" })).resolves.toBe(failed);
    expect(notes).toEqual([]);
  });

  it("runs the query as the runner it was called on", async () => {
    const { query, seen } = scripted(good([]));
    const runner = { name: "runner" };
    await query.call(runner, "", {}, { queryName: SERVICE_LINKS });
    expect(seen).toEqual([runner]);
  });
});

describe("what race 8's mend relies on in the installed Gatsby", () => {
  const source = (module: string) => readFileSync(require.resolve(`gatsby/dist/query/${module}`), "utf8");

  it("GraphQLRunner has a query method to wrap", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect(() => assertRunner(require("gatsby/dist/query/graphql-runner"))).not.toThrow();
    expect(() => assertRunner({})).toThrow(/GraphQLRunner/);
  });

  it("each query job runs through it with its id as queryName, and a static query's id starts with the prefix", () => {
    expect(source("query-runner")).toMatch(/graphqlRunner\.query\(queryJob\.query, queryJob\.context, \{[^}]*queryName: queryJob\.id/);
    expect(source("query-compiler")).toContain(`query.id = \`${STATIC_QUERY_PREFIX}\` + _.kebabCase(`);
  });
});

describe("race 9: a size of a picture that is no longer there", () => {
  const response = () => {
    const answer = { headersSent: false, code: 0, ended: false, status: (code: number) => ((answer.code = code), { end: () => void (answer.ended = true) }) };
    return answer;
  };
  const gone = (..._args: unknown[]) => Promise.reject(new Error("ENOENT: no such file or directory, open 'content/blog/images/tray.png'"));
  const sharpHandler = Object.assign(async () => gone(), { toString: () => `async (req, res, next) => { ${LAZY_PICTURES_HANDLER}(cacheResult, pathOnDisk) }` });

  it("is answered 404 and noted, instead of a rejection that stops the preview", async () => {
    const notes: string[] = [];
    const answer = response();
    await answeringWhenGone(gone, (note) => notes.push(note))({ path: "/static/1/2/tray.png" }, answer, () => {});
    expect(answer).toMatchObject({ code: 404, ended: true });
    expect(notes).toEqual([expect.stringContaining("could not make /static/1/2/tray.png, a size of a picture that is no longer there or cannot be read (ENOENT")]);
  });

  it("wraps sharp's one handler in the server's stack, and stops when it finds none or two where sharp makes sizes on request", async () => {
    const other = () => undefined;
    const app: { _router: { stack: Array<{ handle: (...args: unknown[]) => unknown }> } } = { _router: { stack: [{ handle: other }, { handle: sharpHandler }] } };
    wrapLazyPictures(app, true, () => {});
    expect(app._router.stack[0].handle).toBe(other);
    const answer = response();
    await app._router.stack[1].handle({ path: "/static/1/2/tray.png" }, answer, () => {});
    expect(answer.code).toBe(404);
    expect(() => wrapLazyPictures({ _router: { stack: [{ handle: other }] } }, true, () => {})).toThrow(/0 handlers/);
    expect(() => wrapLazyPictures({ _router: { stack: [{ handle: sharpHandler }, { handle: sharpHandler }] } }, true, () => {})).toThrow(/2 handlers/);
    expect(() => wrapLazyPictures({ _router: { stack: [{ handle: other }] } }, false, () => {})).not.toThrow();
    expect(() => wrapLazyPictures({}, false, () => {})).toThrow(/_router\.stack/);
  });

  it("finds the installed gatsby-plugin-sharp's handler in a real Express app", async () => {
    // The Express Gatsby's development server is made with, as gatsby requires it.
    const express = createRequire(require.resolve("gatsby/package.json"))("express") as () => unknown;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const sharp = require("gatsby-plugin-sharp/gatsby-node") as { onCreateDevServer: (args: object) => Promise<void> };
    const app = express();
    const lazy = process.env.GATSBY_ENABLE_LAZY_IMAGES_IN_CI;
    const command = process.env.gatsby_executing_command;
    Object.assign(process.env, { GATSBY_ENABLE_LAZY_IMAGES_IN_CI: "1", gatsby_executing_command: "develop" });
    try {
      await sharp.onCreateDevServer({ app, cache: {}, reporter: {} });
      expect(() => wrapLazyPictures(app, true, () => {})).not.toThrow();
    } finally {
      Object.assign(process.env, { GATSBY_ENABLE_LAZY_IMAGES_IN_CI: lazy, gatsby_executing_command: command });
      if (lazy === undefined) delete process.env.GATSBY_ENABLE_LAZY_IMAGES_IN_CI;
      if (command === undefined) delete process.env.gatsby_executing_command;
    }
  });
});

describe("race 10: a picture that goes while its size is being made", () => {
  let folder = "";
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "race-10-"));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  /** A job as gatsby-plugin-sharp hands its worker one: a picture, and one size of it to make. */
  async function pictureJob(isLazy = false) {
    const picture = path.join(folder, "tray.png");
    writeFileSync(picture, await sharpImage({ create: { width: 40, height: 30, channels: 3, background: "#0f2a4a" } }).png().toBuffer());
    return { picture, job: { inputPaths: [{ path: picture, contentDigest: "d" }], outputDir: path.join(folder, "public"), args: { isLazy, operations: [{ outputPath: "tray-20.webp", args: { width: 20, height: 15, toFormat: "webp" } }], pluginOptions: {} } } };
  }

  // The installed plugin's worker, as Gatsby's job manager imports it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const installed = () => require("gatsby-plugin-sharp/gatsby-worker") as { IMAGE_PROCESSING: PictureWork };

  it("makes the size from a copy when the picture is deleted as soon as the job is handed over, where the plugin's own worker fails", async () => {
    const original = installed().IMAGE_PROCESSING;
    const first = await pictureJob();
    const failing = original(first.job);
    rmSync(first.picture);
    await expect(failing).rejects.toThrow(/Failed to load image/);

    const { picture, job } = await pictureJob();
    const made = fromCopies(original, folder)(job);
    rmSync(picture);
    await made;
    expect(readFileSync(path.join(folder, "public", "tray-20.webp")).subarray(8, 12).toString()).toBe("WEBP");
    // The copy goes once the job is done.
    expect(readdirSync(folder)).toEqual(["public"]);
  });

  it("passes a job that only registers sizes for later on as it is", async () => {
    const { job } = await pictureJob(true);
    const seen: unknown[] = [];
    await fromCopies(async (given) => seen.push(given))(job);
    expect(seen).toEqual([job]);
  });

  it("wraps the worker on the module Gatsby's job manager imports, and stops on a module without it", async () => {
    const module = installed();
    const original = module.IMAGE_PROCESSING;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { importGatsbyPlugin } = require("gatsby/dist/utils/import-gatsby-plugin") as { importGatsbyPlugin: (plugin: object, name: string) => Promise<{ IMAGE_PROCESSING: unknown }> };
    try {
      wrapPictureWorker(module);
      const imported = await importGatsbyPlugin({ name: "gatsby-plugin-sharp", resolve: path.dirname(require.resolve("gatsby-plugin-sharp/package.json")) }, "gatsby-worker");
      expect(imported.IMAGE_PROCESSING).toBe(module.IMAGE_PROCESSING);
      expect(imported.IMAGE_PROCESSING).not.toBe(original);
    } finally {
      module.IMAGE_PROCESSING = original;
    }
    expect(() => wrapPictureWorker({ IMAGE_PROCESSING_JOB_NAME: "IMAGE_PROCESSING" })).toThrow(/IMAGE_PROCESSING worker/);
  });
});
