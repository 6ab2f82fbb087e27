/**
 * Incremental builds equal clean ones (part of `npm test`): in a throwaway copy, builds once,
 * rebuilds with the cache kept after each batch of BATCHES, builds from clean, compares the two
 * byte for byte (but for `normalised`), then deploys under an open tab; results go to
 * .reports/incremental.json. Why and what: docs/architecture.md, "Caches that cannot go stale".
 * Options: `--only <words>` runs the changes whose description holds those words (and the
 * final comparison); `--compare KEPT CLEAN` compares two public/ folders already built.
 */
import { gatsbyBuild, runToEnd, STOP_WITHIN_MS } from "./lib/gatsby-build";
import { appendFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { inlineScriptHashes } from "../src/lib/headers";
import { copyProblems } from "../gatsby/precompress";
import { clockShift } from "./lib/clock-shift";
import { clickAfterNewDeploy } from "./lib/new-deploy";
import { INCREMENTAL_CHECK_NODE_MAJOR, nodeBin } from "./lib/node-versions";
import { copyProject, removeCopy } from "./lib/project-copy";

/** What every build of the copy runs with: environment variables, PATH among them. */
type Settings = Record<string, string>;

interface Build {
  /** Every file of public/ but the scripts, style sheets and hashed images, by path (binary as latin1). */
  pages: Map<string, string>;
  /**
   * The scripts and style sheets: the pages' at the top of public/, and those in folders (the
   * editor's bundle in admin/). A change's text is looked for in the pages only: a script also
   * holds the defaults it replaces (the editor's bundle carries site.ts, fallbacks and all).
   */
  assets: Map<string, string>;
  /** What the build printed. */
  log: string;
}

/** One change, rebuilt with the cache kept together with the rest of its batch (BATCHES). */
interface Change {
  /** The kind of change, as the note and docs list them. */
  kind: "code" | "configuration" | "content" | "picture" | "setting" | "dependency" | "Node" | "day";
  what: string;
  /** Makes the change in the copy; may change the settings of this and every later build. */
  apply: (copy: string, settings: Settings) => void;
  /** What the rebuild must show, given the build before: a problem, or null. */
  expect?: (before: Build, after: Build) => string | null;
  /** The rebuild must stop with this message, and a clean build of the same files too. */
  stops?: RegExp;
}

const PHONE_BEFORE = "01632 960123";
const PHONE_AFTER = "01632 960987";
const BASE_SETTINGS: Settings = { CI: "1", GATSBY_TELEMETRY_DISABLED: "1", GATSBY_PHONE_PRIMARY: PHONE_BEFORE };

/** Replaces `find` with `replace` in a file of the copy; stops when the file no longer holds it. */
function edit(copy: string, file: string, find: string, replace: string): void {
  const full = path.join(copy, file);
  const text = existsSync(full) ? readFileSync(full, "utf8") : "";
  if (!text.includes(find)) throw new Error(`${file} no longer contains ${JSON.stringify(find)}: update this check's change to it`);
  writeFileSync(full, text.replace(find, replace));
}

/** The files of a build holding `text`. */
const holding = (build: Build, text: string) => [...build.pages].filter(([, content]) => content.includes(text)).map(([file]) => file);

/** The rebuild holds `shows` somewhere and `gone` nowhere. */
function replaced(gone: string, shows: string): NonNullable<Change["expect"]> {
  return (_before, after) => {
    const stale = holding(after, gone);
    const showing = holding(after, shows);
    if (stale.length === 0 && showing.length > 0) return null;
    return `${showing.length ? `shows "${shows}" in ${showing.length} files but` : `shows "${shows}" nowhere, and`} still has "${gone}" in ${stale.length}: ${stale.slice(0, 6).join(", ")}`;
  };
}

/**
 * A change that replaces `find` with `replace` in one file: the rebuild must show `shows`
 * (`replace` unless given) and nowhere `gone` (`find` unless given).
 */
function swap(kind: Change["kind"], what: string, file: string, find: string, replace: string, gone = find, shows = replace): Change {
  return { kind, what, apply: (copy) => edit(copy, file, find, replace), expect: replaced(gone, shows) };
}

/** The rebuild holds `text` in every file `where` picks, and `where` picks some. */
function shows(text: string, where: (file: string, content: string) => boolean): NonNullable<Change["expect"]> {
  return (_before, after) => {
    const picked = [...after.pages].filter(([file, content]) => where(file, content));
    const missing = picked.filter(([, content]) => !content.includes(text)).map(([file]) => file);
    return picked.length && !missing.length ? null : `does not show "${text}" in ${missing.length || "any of its"} files: ${missing.slice(0, 6).join(", ")}`;
  };
}

/**
 * A change that gives one front-matter field of a content file new text, found by reading the
 * file as the build does: the rebuild must show `replacement` and nowhere the field's old text.
 */
function rewrite(what: string, file: string, field: (frontMatter: Record<string, unknown>) => unknown, replacement: string): Change {
  let old = "";
  return {
    kind: "content",
    what,
    apply: (copy) => {
      old = String(field(matter(readFileSync(path.join(copy, file), "utf8")).data));
      edit(copy, file, old, replacement);
    },
    expect: (before, after) => replaced(old, replacement)(before, after),
  };
}

/** Every string `pattern` finds in one file of a build. */
function found(build: Build, file: string, pattern: RegExp): string[] {
  return [...(build.pages.get(file) ?? "").matchAll(new RegExp(pattern.source, "g"))].map((match) => match[0]);
}

/** Every address at which a build shows the picture `name` (the image plugin's sizes and formats of it). */
function pictureUrls(build: Build, name: string): Set<string> {
  const pattern = new RegExp(`/static/[0-9a-f]+/[0-9a-f]+/${name}\\.(?:png|webp|avif)`, "g");
  return new Set([...build.pages.values()].flatMap((text) => text.match(pattern) ?? []));
}

/** The rebuild shows the picture `name` at new addresses only. */
function pictureReplaced(name: string): NonNullable<Change["expect"]> {
  return (before, after) => {
    const old = [...pictureUrls(before, name)].filter((url) => [...after.pages.values()].some((text) => text.includes(url)));
    if (old.length) return `still shows the old ${name}: ${old.slice(0, 3).join(", ")}`;
    return pictureUrls(after, name).size ? null : `shows ${name} nowhere`;
  };
}

/** What npm's pre-script prints when it clears a cache made with other inputs (scripts/clear-stale-cache.ts). */
const CLEARED = /Clearing the cache \(gatsby clean\): since it was made, (.*) changed/;

/** The rebuild started from a clean cache because `what` changed (gatsby/build-inputs.ts). */
function startedClean(what: string): NonNullable<Change["expect"]> {
  return (_before, after) => (CLEARED.exec(after.log)?.[1].includes(what) ? null : `did not clear the cache for a change of ${what} (no "Clearing the cache (gatsby clean)" naming it in its log)`);
}

/** `expect`, and that the rebuild cleared the cache for `what`, named in its log. */
function clears(what: string, expect: NonNullable<Change["expect"]>): NonNullable<Change["expect"]> {
  return (before, after) => startedClean(what)(before, after) ?? expect(before, after);
}

/** The rebuild kept the cache. */
function keptCache(after: Build): string | null {
  const cleared = CLEARED.exec(after.log);
  return cleared ? `cleared the cache, though nothing it depends on changed (${cleared[0]})` : null;
}

/** The UK date `days` from now, YYYY-MM-DD. */
const dayFromNow = (days: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(Date.now() + days * 86400000));
const SCHEDULED_SLUG = "incremental-scheduled";
const SCHEDULED_TITLE = "A post scheduled for the day after tomorrow";

/** The posts of the batch of four changes to four posts (BATCHES), whose pages relate none of the others. */
const BODY_PICTURE_POST = "wifi-fixes";
const TITLE_POST = "cloud-vs-local-backup";
const PICTURE_POST = "accessibility-in-ux";
const WINDOWS_POST = "managed-it-services";

/** Which of these posts' pages link to another of them (as related posts do) in a build: a problem, or null. */
function postsApart(build: Build, slugs: readonly string[]): string | null {
  const linked = slugs.flatMap((from) => slugs.filter((to) => to !== from && build.pages.get(`blog/${from}/index.html`)?.includes(`href="/blog/${to}"`)).map((to) => `/blog/${from} links to /blog/${to}`));
  return linked.length ? `posts meant to show each change on a page of their own are related: ${linked.join(", ")}` : null;
}

/** A post written for the check, naming its own picture; `draft` keeps it out of a build. */
function post(slug: string, title: string, draft = false, date = "2025-12-01"): string {
  return [
    "---",
    `title: "${title}"`,
    `slug: ${slug}`,
    `date: ${date}`,
    `summary: "${title}: a post added by the incremental-build check to prove a new post reaches every list."`,
    `image: ./images/${slug}.png`,
    'imageAlt: "A router on a shelf"',
    "keywords:",
    "  - incremental build",
    "topics:",
    "  - pcs-and-hardware",
    ...(draft ? ["draft: true"] : []),
    "---",
    "",
    `${title} has a body of its own.`,
    "",
  ].join("\n");
}

/**
 * Makes the copy's node_modules a folder of its own: a link to each installed package, but a
 * real copy of each package in `own`, which the change may then edit as an update would.
 */
function ownPackages(copy: string, own: readonly string[]): void {
  const folder = path.join(copy, "node_modules");
  const installed = realpathSync(folder);
  unlinkSync(folder);
  mkdirSync(folder);
  for (const name of readdirSync(installed)) {
    const source = path.join(installed, name);
    if (own.includes(name)) cpSync(source, path.join(folder, name), { recursive: true });
    else symlinkSync(source, path.join(folder, name));
  }
}

/** Text the changes add, found in no page before they add it. */
const FOOTER_NOTE = "A line the incremental check added to the footer.";
const BODY_NOTE = "A paragraph the incremental check added to this post.";

/**
 * The changes, in batches made together and rebuilt once with the cache kept, grouped so that no
 * change stands in for another (docs/testing.md, "What `npm test` runs", step 10). The next day
 * comes before the scheduled post's day; the pictures are deleted and put back last.
 */
const BATCHES: Change[][] = [
  // Changes that keep the cache (on 31 December the next day is a new year, which clears it).
  // No change to the renderer's code here: the phone number's new bodies would show it
  // (docs/testing.md, "Repetition cut to keep CI within 20 minutes").
  [
    {
      kind: "setting",
      what: "a setting from the host's environment (GATSBY_PHONE_PRIMARY)",
      apply: (_copy, settings) => {
        settings.GATSBY_PHONE_PRIMARY = PHONE_AFTER;
      },
      expect: replaced(PHONE_BEFORE, PHONE_AFTER),
    },
    {
      kind: "day",
      what: "the next day, when no post reaches its date",
      apply: (copy, settings) => Object.assign(settings, clockShift(copy, 1)),
      // A new year is an input of its own (the about page counts the years, the footer shows it).
      expect: (_before, after) =>
        new Date(Date.now() + 86400000).getFullYear() !== new Date().getFullYear() ? startedClean("what is published")(_before, after) : (keptCache(after) ?? (after.pages.has(`blog/${SCHEDULED_SLUG}/index.html`) ? "published the scheduled post a day early" : null)),
    },
    {
      kind: "setting",
      what: "a setting from a .env.production file (GATSBY_GA_MEASUREMENT_ID, a plugin's option)",
      apply: (copy) => writeFileSync(path.join(copy, ".env.production"), "GATSBY_GA_MEASUREMENT_ID=G-INCREMENTAL1\n"),
      expect: replaced("G-PLACEHOLDER", "G-INCREMENTAL1"),
    },
    {
      kind: "content",
      what: "a file of static/ (the favicon)",
      apply: (copy) => edit(copy, "static/favicon.svg", "<svg", "<svg data-incremental=\"1\""),
      expect: (_before, after) => (after.pages.get("favicon.svg")?.includes('data-incremental="1"') ? null : "public/favicon.svg is the old one"),
    },
  ],
  // Inputs of the whole build that clear the cache, each named in the log, so one clean rebuild
  // shows each (INCLUDE_UNPUBLISHED is left out: it reaches the same record as the day).
  [
    {
      kind: "day",
      what: "the day the scheduled post reaches its date",
      apply: (copy, settings) => Object.assign(settings, clockShift(copy, 2)),
      expect: (before, after) => {
        const cleared = startedClean("what is published")(before, after);
        if (cleared) return cleared;
        const lists = ["blog/index.html", `blog/${SCHEDULED_SLUG}/index.html`, "blog/topics/pcs-and-hardware/index.html", "rss.xml", "sitemap-0.xml", "blog/search-index.json"];
        // The sitemap names the post by its address; the rest by its title.
        const missing = lists.filter((file) => !after.pages.get(file)?.includes(file === "sitemap-0.xml" ? `/blog/${SCHEDULED_SLUG}<` : SCHEDULED_TITLE));
        return missing.length ? `does not show the post that reached its date in ${missing.join(", ")}` : null;
      },
    },
    {
      kind: "code",
      what: "the node-side code (the reading time, src/lib/related.ts)",
      apply: (copy) => edit(copy, "src/lib/related.ts", "Math.round(count / 200)", "Math.round(count / 20)"),
      expect: clears("the build's code", (before, after) => {
        // React marks the seam between the number and the text: "8<!-- --> min read".
        const minutes = (build: Build) => Number(/(\d+)(?:<!-- -->)? min read/.exec(build.pages.get("blog/wifi-fixes/index.html") ?? "")?.[1] ?? 0);
        return minutes(after) >= 5 * minutes(before) && minutes(before) > 0 ? null : `/blog/wifi-fixes reads ${minutes(after)} min, ${minutes(before)} before: the new reading time did not reach it`;
      }),
    },
    {
      kind: "configuration",
      what: "gatsby-config.ts (the sitemap leaves out /about)",
      apply: (copy) => edit(copy, "gatsby-config.ts", 'excludes: ["/404",', 'excludes: ["/about", "/404",'),
      expect: (_before, after) => (found(after, "sitemap-0.xml", /\/about<\/loc>/).length ? "the sitemap still lists /about" : null),
    },
    {
      kind: "dependency",
      what: "a package below the MDX pipeline updated in package-lock.json and node_modules (github-slugger, which makes heading ids)",
      apply: (copy) => {
        ownPackages(copy, ["rehype-slug", "github-slugger"]);
        edit(copy, "node_modules/github-slugger/index.js", "let result = slug(value, maintainCase === true)", "let result = 'section-' + slug(value, maintainCase === true)");
        edit(copy, "node_modules/github-slugger/package.json", '"version": "2.0.0"', '"version": "2.0.1"');
        edit(copy, "package-lock.json", '"node_modules/github-slugger": {\n      "version": "2.0.0"', '"node_modules/github-slugger": {\n      "version": "2.0.1"');
      },
      expect: clears("package-lock.json", (before, after) => {
        // The body's headings, each wrapped in a link to itself (rehype-autolink-headings).
        const heading = /<h2 id="[^"]+"><a href="#/;
        const ids = found(before, "blog/wifi-fixes/index.html", heading);
        if (!ids.length) return "/blog/wifi-fixes had no heading ids before";
        const stale = ids.filter((id) => found(after, "blog/wifi-fixes/index.html", heading).includes(id));
        return stale.length ? `/blog/wifi-fixes keeps its old heading ids: ${stale.slice(0, 3).join(", ")}` : null;
      }),
    },
    {
      kind: "Node",
      what: `the Node version (${INCREMENTAL_CHECK_NODE_MAJOR}, from the npm registry; the clean build below runs on it too)`,
      apply: (_copy, settings) => {
        const bin = nodeBin(INCREMENTAL_CHECK_NODE_MAJOR);
        if (!bin) throw new Error(`Node ${INCREMENTAL_CHECK_NODE_MAJOR} could not be installed from the npm registry`);
        settings.PATH = `${bin}${path.delimiter}${process.env.PATH ?? ""}`;
      },
      expect: startedClean("the Node version"),
    },
  ],
  // The renderer's code (every body rendered again), the footer (every page's HTML rendered again
  // from the same page data), a new post (the lists' queries) and the home page's service cards
  // (the home page shows no body): none of the four redoes what another must show.
  [
    swap("code", "the MDX pipeline (a rehype plugin's table names)", "src/mdx/rehype-tables.ts", "`Table: ${", "`Table of ${", 'aria-label="Table: ', 'aria-label="Table of '),
    {
      kind: "code",
      what: "a component outside content bodies (the footer)",
      apply: (copy) => edit(copy, "src/components/layout/Footer.tsx", "<p>{site.tagline}</p>", `<p>{site.tagline}</p><p>${FOOTER_NOTE}</p>`),
      expect: shows(FOOTER_NOTE, (file, content) => file.endsWith(".html") && content.includes('data-area="footer"')),
    },
    {
      kind: "content",
      what: "a new post with a new picture, and a new draft",
      apply: (copy) => {
        const images = path.join(copy, "content/blog/images");
        cpSync(path.join(images, "wifi-fixes.png"), path.join(images, "incremental-new-post.png"));
        cpSync(path.join(images, "wifi-fixes.png"), path.join(images, "incremental-draft.png"));
        writeFileSync(path.join(copy, "content/blog/incremental-new-post.mdx"), post("incremental-new-post", "A post added between builds"));
        writeFileSync(path.join(copy, "content/blog/incremental-draft.mdx"), post("incremental-draft", "A draft added between builds", true));
      },
      expect: (_before, after) => {
        if (!after.pages.has("blog/incremental-new-post/index.html")) return "has no page for the new post";
        if (!holding(after, "A post added between builds").includes("blog/index.html")) return "/blog does not list the new post";
        if (!holding(after, "incremental-new-post.png").length) return "no page shows the new post's picture";
        return after.pages.has("blog/incremental-draft/index.html") ? "published the draft" : null;
      },
    },
    rewrite("a service's card (the home page's service cards)", "content/services/custom-built-pc.mdx", (service) => (service.card as { description: string }).description, "A card the incremental check wrote for this service."),
  ],
  // A post's body (its page and the feed), another post gone (the lists and the posts that relate
  // it; the first relates it not) and the editor's repository (its bundle holds no content).
  [
    {
      kind: "content",
      what: "a post's body (its page and the feed)",
      apply: (copy) => appendFileSync(path.join(copy, "content/blog/wifi-fixes.mdx"), `\n${BODY_NOTE}\n`),
      expect: shows(BODY_NOTE, (file) => file === "blog/wifi-fixes/index.html" || file === "rss.xml"),
    },
    {
      kind: "content",
      what: "a post deleted, with its picture",
      apply: (copy) => {
        rmSync(path.join(copy, "content/blog/green-it-sustainable-tech.mdx"));
        rmSync(path.join(copy, "content/blog/images/green-it-sustainable-tech.png"));
      },
      expect: (_before, after) => {
        const linking = holding(after, "/blog/green-it-sustainable-tech");
        return linking.length ? `still has the deleted post or links to it: ${linking.slice(0, 6).join(", ")}` : null;
      },
    },
    {
      kind: "setting",
      what: "a setting of the editor (CMS_GITHUB_REPO), whose bundle is otherwise copied from the build before",
      apply: (_copy, settings) => {
        settings.CMS_GITHUB_REPO = "ouzel-valley/incremental-check";
      },
      expect: (before, after) => {
        if (!before.log.includes("CMS_GITHUB_REPO is not set, so the editor at /admin has nowhere to save.")) return "(the build before, without the setting) did not warn that it was missing";
        if (after.log.includes("CMS_GITHUB_REPO is not set")) return "still warns that the setting is missing";
        const editor = [...after.assets].filter(([file]) => /^admin\/[\w-]+\.js$/.test(file)).map(([, text]) => text);
        return editor.some((text) => text.includes("ouzel-valley/incremental-check")) ? null : "has an editor without the new repository";
      },
    },
  ],
  // Four posts changed, each checked on its own page, which relates none of the others
  // (postsApart, on the build before): the lists show more than one of them.
  [
    {
      kind: "content",
      what: "a post saved on Windows (CRLF line endings and a UTF-8 byte-order mark)",
      apply: (copy) => {
        const file = path.join(copy, `content/blog/${WINDOWS_POST}.mdx`);
        writeFileSync(file, `\uFEFF${readFileSync(file, "utf8").replace(/\r?\n/g, "\r\n")}`);
      },
      // The same post, the same page: the build reads the file as it read it with LF.
      expect: (before, after) => {
        const apart = postsApart(before, [BODY_PICTURE_POST, TITLE_POST, PICTURE_POST, WINDOWS_POST]);
        if (apart) return `(the check's choice of posts) ${apart}`;
        const changed = [`blog/${WINDOWS_POST}/index.html`, `page-data/blog/${WINDOWS_POST}/page-data.json`].filter((file) => before.pages.get(file) !== after.pages.get(file));
        return changed.length ? `changed ${changed.join(", ")}, though only the file's line endings and mark did` : null;
      },
    },
    rewrite("a post's title (its page, the lists, related posts, the feed and the search)", `content/blog/${TITLE_POST}.mdx`, (post) => post.title, "A title the incremental check gave this post"),
    {
      kind: "picture",
      what: "a post's picture replaced under the same name",
      apply: (copy) => cpSync(path.join(copy, "content/blog/images/wifi-fixes.png"), path.join(copy, `content/blog/images/${PICTURE_POST}.png`)),
      expect: pictureReplaced(PICTURE_POST),
    },
    {
      kind: "picture",
      what: "a picture in a post's body replaced under the same name",
      apply: (copy) => cpSync(path.join(copy, "content/blog/images/cloud-vs-local-backup.png"), path.join(copy, "content/blog/images/wifi-router-placement.png")),
      expect: pictureReplaced("wifi-router-placement"),
    },
  ],
  // Two pictures deleted while content still shows them: the build stops naming both (a build
  // names every file's problem at once), as a clean build does.
  [
    {
      kind: "picture",
      what: "a picture in a post's body deleted while the body still shows it",
      apply: (copy) => rmSync(path.join(copy, "content/blog/images/wifi-router-placement.png")),
      stops: /content\/blog\/wifi-fixes\.mdx:\d+: picture \.\/images\/wifi-router-placement\.png does not exist: put the file in content\/blog\/images\//,
    },
    {
      kind: "picture",
      what: "a picture deleted while its post still names it",
      apply: (copy) => rmSync(path.join(copy, "content/blog/images/real-cost-of-downtime.png")),
      stops: /content\/blog\/real-cost-of-downtime\.mdx: image points at \.\/images\/real-cost-of-downtime\.png, which does not exist/,
    },
  ],
  // Both put back: the two posts' pages, neither relating the other. The last rebuild.
  [
    {
      kind: "picture",
      what: "that body picture put back",
      apply: (copy) => cpSync(path.join(copy, "content/blog/images/wifi-fixes.png"), path.join(copy, "content/blog/images/wifi-router-placement.png")),
      expect: (_before, after) => (holding(after, "wifi-router-placement.webp").includes("blog/wifi-fixes/index.html") ? null : "/blog/wifi-fixes does not show its body picture"),
    },
    {
      kind: "picture",
      what: "that picture put back",
      apply: (copy) => cpSync(path.join(copy, "content/blog/images/wifi-fixes.png"), path.join(copy, "content/blog/images/real-cost-of-downtime.png")),
      expect: (_before, after) => (holding(after, "real-cost-of-downtime.png").includes("blog/real-cost-of-downtime/index.html") ? null : "/blog/real-cost-of-downtime does not show its picture"),
    },
  ],
];

/** A build of the copy; one expected to stop (`stops`) must end within STOP_WITHIN_MS. */
function build(copy: string, settings: Settings, label: string, stops = false): { ok: boolean; log: string; timedOut: boolean } {
  const result = gatsbyBuild(copy, { env: settings, ...(stops ? { timeoutMs: STOP_WITHIN_MS } : {}) });
  console.log(`incremental: ${label} build ${result.ok ? "passed" : `stopped (exit ${result.status})`} in ${result.seconds.toFixed(1)} s`);
  return { ok: result.ok, log: result.log, timedOut: result.timedOut };
}

/** Every file of public/ (see Build), by path under public/. */
function outputs(publicDir: string, log = ""): Build {
  const pages = new Map<string, string>();
  const assets = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      const relative = path.relative(publicDir, file).split(path.sep).join("/");
      if (statSync(file).isDirectory()) {
        // public/static holds pictures by content hash: the pages name the ones they use.
        if (relative !== "static") walk(file);
      } else if (/\.(js|css)$/.test(name)) {
        assets.set(relative, readFileSync(file, "utf8"));
      } else if (!/\.(map|gz)$/.test(name) && name !== "webpack.stats.json") {
        // Source maps and compressed copies follow the scripts; webpack's stats list every chunk it ever made.
        pages.set(relative, readFileSync(file, "latin1"));
      }
    }
  };
  walk(publicDir);
  return { pages, assets, log };
}

const COMPILATION_HASH = /window\.___webpackCompilationHash="([0-9a-f]+)";/;
const RUNTIME = /webpack-runtime-[0-9a-f]+\.js/g;
const SCRIPT_HASH = /'sha256-[A-Za-z0-9+/=]+'/g;

/**
 * A file with the named exceptions masked: webpack's compilation hash, its runtime chunk's name
 * (its code: sameRuntime), the inline scripts' hashes (policyProblem) and the feed's
 * `<lastBuildDate>` (docs/architecture.md, "Caches that cannot go stale").
 */
function normalised(text: string): string {
  const hash = COMPILATION_HASH.exec(text)?.[1] ?? /"webpackCompilationHash":"([0-9a-f]+)"/.exec(text)?.[1];
  const withoutHash = hash ? text.split(hash).join("<compilation-hash>") : text;
  return withoutHash.replace(RUNTIME, "webpack-runtime-<runtime>.js").replace(SCRIPT_HASH, "'sha256-<script>'").replace(/<lastBuildDate>[^<]*<\/lastBuildDate>/, "<lastBuildDate/>");
}

/**
 * A rebuild's _headers without the entries of the scripts only it holds (`keptOnly`): the build
 * before's, kept beside its own for a visitor's open tab, with the same long cache time.
 */
function withoutKeptScripts(headers: string, keptOnly: ReadonlySet<string>): string {
  return headers
    .split(/(?=^\/)/m)
    .filter((entry) => !keptOnly.has(entry.slice(1, entry.indexOf("\n"))))
    .join("");
}

/** Whether a page's policy allows exactly the hashes of the inline scripts it holds. */
function policyProblem(html: string): string | null {
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
  if (!policy) return "has no Content-Security-Policy";
  const allowed = new Set(policy.match(SCRIPT_HASH) ?? []);
  const missing = inlineScriptHashes(html).filter((hash) => !allowed.has(hash));
  return missing.length ? `has inline scripts its policy does not allow: ${missing.join(" ")}` : null;
}

/** Two minified webpack runtimes: the same code, but for one-letter names and the source map's file name. */
function sameRuntime(a: string, b: string): boolean {
  const strip = (code: string) => code.replace(/\/\/# sourceMappingURL=.*$/m, "").replace(/(?<![\w$.])[A-Za-z_$](?![\w$])/g, "_");
  return strip(a) === strip(b);
}

/** The webpack runtime a build's pages load. */
function runtimeOf(pages: Map<string, string>): string | null {
  return pages.get("index.html")?.match(RUNTIME)?.[0] ?? null;
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return `at character ${i}: kept cache "${a.slice(Math.max(0, i - 60), i + 60)}" | clean "${b.slice(Math.max(0, i - 60), i + 60)}"`;
}

/** Problems in groups, each printed with its count and its first few cases. */
class Problems {
  private readonly groups = new Map<string, string[]>();

  add(group: string, problem: string): void {
    this.groups.set(group, [...(this.groups.get(group) ?? []), problem]);
  }

  get count(): number {
    return [...this.groups.values()].reduce((sum, list) => sum + list.length, 0);
  }

  print(): void {
    for (const [group, list] of this.groups) {
      console.error(`incremental: ${group}: ${list.length}`);
      for (const problem of list.slice(0, 8)) console.error(`    ${problem}`);
      if (list.length > 8) console.error(`    … and ${list.length - 8} more`);
    }
  }
}

/** The compressed copies (".gz") of a build, by path under it. */
function gzipped(dir: string, under = ""): string[] {
  return readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(under, entry.name);
    if (entry.isDirectory()) return gzipped(dir, relative);
    return entry.name.endsWith(".gz") ? [relative] : [];
  });
}

/** Compares a build made with the cache kept with a clean one; 0 when they agree. */
function compare(keptDir: string, cleanDir: string): number {
  const incremental = outputs(keptDir);
  const clean = outputs(cleanDir);
  const problems = new Problems();
  const cleanRuntime = runtimeOf(clean.pages);
  const keptRuntime = runtimeOf(incremental.pages);
  if (!cleanRuntime || !keptRuntime) problems.add("builds whose home page names no webpack runtime", `clean: ${cleanRuntime}, kept cache: ${keptRuntime}`);
  else if (!sameRuntime(incremental.assets.get(keptRuntime) ?? "", clean.assets.get(cleanRuntime) ?? "")) {
    problems.add("webpack runtimes that differ in more than their one-letter names", `${keptRuntime} (kept cache) and ${cleanRuntime} (clean), ${firstDifference(incremental.assets.get(keptRuntime) ?? "", clean.assets.get(cleanRuntime) ?? "")}`);
  }
  for (const [file, text] of clean.assets) {
    if (file.startsWith("webpack-runtime-")) continue;
    if (incremental.assets.get(file) === text) continue;
    // The same script under the kept build's name (its home page loads it), so the log shows how the two differ.
    const prefix = file.replace(/-[0-9a-f]{16,}\.(js|css)$/, "-");
    const home = incremental.pages.get("index.html") ?? "";
    const keptName = [...incremental.assets.keys()].find((name) => name !== file && name.startsWith(prefix) && home.includes(`/${name}`));
    const detail = keptName ? `; the kept cache's ${keptName} differs ${firstDifference(incremental.assets.get(keptName)!, text)}` : "";
    problems.add("scripts and style sheets that differ or are missing", `${file}${detail}`);
  }
  // Scripts only in the kept build are the build before's, kept for open tabs (withoutKeptScripts).
  const keptOnly = new Set([...incremental.assets.keys()].filter((file) => !clean.assets.has(file)));
  for (const [file, html] of clean.pages) {
    const kept = incremental.pages.get(file);
    const other = file === "_headers" && kept !== undefined ? withoutKeptScripts(kept, keptOnly) : kept;
    if (other === undefined) problems.add("files only in the clean build", file);
    else if (normalised(other) !== normalised(html)) problems.add("files that differ", `${file}: ${firstDifference(normalised(other), normalised(html))}`);
    if (file.endsWith(".html") && !file.startsWith("_gatsby")) {
      for (const [build, text] of [["kept cache", other ?? ""], ["clean", html]]) {
        const problem = policyProblem(text);
        if (problem) problems.add("pages whose policy does not fit their scripts", `${file} (${build}) ${problem}`);
      }
    }
  }
  for (const file of incremental.pages.keys()) if (!clean.pages.has(file)) problems.add("files only in the build with the cache kept", file);
  // The compressed copies: each holds its file in both builds, and the clean build's are the kept one's, byte for byte.
  for (const [build, dir] of [["kept cache", keptDir], ["clean", cleanDir]]) for (const problem of copyProblems(dir)) problems.add("compressed copies that do not hold their file", `${problem} (${build})`);
  for (const file of gzipped(cleanDir)) {
    const kept = path.join(keptDir, file);
    if (!existsSync(kept) || !readFileSync(kept).equals(readFileSync(path.join(cleanDir, file)))) problems.add("compressed copies that differ or are missing", file);
  }

  if (problems.count === 0) {
    console.log(`incremental: ${clean.pages.size} files (pages, page data, indexes, feed, sitemaps, hosts' files), ${clean.assets.size} scripts and style sheets and ${gzipped(cleanDir).length} compressed copies are the same with the cache kept and from clean`);
    return 0;
  }
  problems.print();
  return 1;
}

/**
 * `npx gatsby build` with this machine's Node in the copy, whose cache the last change made with
 * Node INCREMENTAL_CHECK_NODE_MAJOR: it must stop at once, naming the Node version and `npm run clean`, and leave the cache
 * as it was. Returns the problem, or null.
 */
function guardStops(copy: string, settings: Settings): string | null {
  const record = readFileSync(path.join(copy, ".cache", "build-inputs.json"), "utf8");
  const result = runToEnd("npx", ["gatsby", "build"], copy, { env: { ...settings, PATH: process.env.PATH ?? "" }, timeoutMs: 60_000 });
  console.log(`incremental: npx gatsby build on the Node ${INCREMENTAL_CHECK_NODE_MAJOR} cache ${result.ok ? "passed" : `stopped (exit ${result.status})`} in ${result.seconds.toFixed(1)} s`);
  if (result.ok) return `npx gatsby build ran on a cache made with Node ${INCREMENTAL_CHECK_NODE_MAJOR}`;
  if (!/does not fit this run: since it was made, the Node version changed\. Clear it with `npm run clean`/.test(result.log)) return `npx gatsby build on a stale cache stopped without saying why and what to run:\n${result.log.slice(-1500)}`;
  if (readFileSync(path.join(copy, ".cache", "build-inputs.json"), "utf8") !== record) return "npx gatsby build on a stale cache changed the cache's record";
  return null;
}

/** Builds a copy of the copy's files from a clean cache, as a build expected to stop. */
function cleanTwinBuild(copy: string, settings: Settings): ReturnType<typeof build> {
  const twin = `${copy}-clean-twin`;
  cpSync(copy, twin, { recursive: true, verbatimSymlinks: true, filter: (source) => ![".cache", "public"].includes(path.relative(copy, source)) });
  try {
    return build(twin, settings, "clean (same files)", true);
  } finally {
    rmSync(twin, { recursive: true, force: true });
  }
}

/** A build that must stop with `stops`: the problem, or null when it stopped with that message in time. */
function stopProblem(label: string, build: string, stops: RegExp, result: { ok: boolean; timedOut: boolean; log: string }): string | null {
  if (result.ok) return `${label}: the ${build} passed, but must stop with ${stops}`;
  if (result.timedOut) return `${label}: the ${build} did not end within ${STOP_WITHIN_MS / 1000} s`;
  return stops.test(result.log) ? null : `${label}: the ${build} stopped, but without ${stops}:\n${result.log.slice(-1500)}`;
}

/** One batch of changes and its rebuild with the cache kept; returns each change's problem (null when none) and the rebuild. */
function tryBatch(copy: string, batch: Change[], settings: Settings, before: Build): { problems: Array<string | null>; after: Build } {
  const stops = batch.some((change) => change.stops);
  if (stops && !batch.every((change) => change.stops)) throw new Error("a batch mixes changes that stop the build with changes whose rebuild is looked at");
  for (const change of batch) change.apply(copy, settings);
  const labels = batch.map((change) => `${change.kind}: ${change.what}`);
  const result = build(copy, settings, `kept-cache (after ${labels.length > 1 ? `${labels.length} changes: ` : "a change to "}${labels.join("; ")})`, stops);
  const after = result.ok ? outputs(path.join(copy, "public"), result.log) : before;
  if (stops) {
    const clean = cleanTwinBuild(copy, settings);
    const problems = batch.map((change, i) => [stopProblem(labels[i], "build with the cache kept", change.stops!, result), stopProblem(labels[i], "clean build", change.stops!, clean)].filter(Boolean).join("\n") || null);
    problems.forEach((problem, i) => problem || console.log(`incremental: after a change to ${labels[i]}, the build with the cache kept stops as a clean build does`));
    return { problems, after };
  }
  const copies = result.ok ? copyProblems(path.join(copy, "public")) : [];
  const problems = batch.map((change, i) => {
    if (!result.ok) return `${labels[i]}: the build with the cache kept failed:\n${result.log.slice(-3000)}`;
    if (copies.length) return `${labels[i]}: the build with the cache kept left compressed copies wrong: ${copies.join("; ")}`;
    const problem = change.expect?.(before, after) ?? null;
    if (!problem) console.log(`incremental: after a change to ${labels[i]}, the build with the cache kept shows it`);
    return problem && `${labels[i]}: the build with the cache kept ${problem}`;
  });
  return { problems, after };
}

/** What npm test counts: each change, and the comparison with the clean build (.reports/incremental.json). */
function report(result: { changes: Array<{ change: string; ok: boolean }>; sameAsClean: boolean; newDeploy: boolean }): void {
  const folder = path.resolve(__dirname, "..", ".reports");
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, "incremental.json"), JSON.stringify(result, null, 2));
}

async function main(only: string | null): Promise<number> {
  const copy = copyProject("site-incremental-");
  const kept = `${copy}-kept-public`;
  // The first build, kept as the deploy a visitor's tab was opened on.
  const firstDeploy = `${copy}-first-public`;
  try {
    const settings: Settings = { ...BASE_SETTINGS };
    // A post scheduled for the day after tomorrow, there from the first build (adding one changes
    // what is published, which clears the cache: its rebuild would be a clean build again).
    cpSync(path.join(copy, "content/blog/images/wifi-fixes.png"), path.join(copy, `content/blog/images/${SCHEDULED_SLUG}.png`));
    writeFileSync(path.join(copy, `content/blog/${SCHEDULED_SLUG}.mdx`), post(SCHEDULED_SLUG, SCHEDULED_TITLE, false, dayFromNow(2)));
    const first = build(copy, settings, "first");
    if (!first.ok) throw new Error(`the first build failed:\n${first.log.slice(-3000)}`);
    let before = outputs(path.join(copy, "public"), first.log);
    cpSync(path.join(copy, "public"), firstDeploy, { recursive: true });
    const problems: string[] = [];
    const scheduled = before.pages.has(`blog/${SCHEDULED_SLUG}/index.html`) || holding(before, SCHEDULED_TITLE).length ? "content: a post scheduled for the day after tomorrow: the first build published it before its day" : null;
    if (scheduled) problems.push(scheduled);
    const results: Array<{ change: string; ok: boolean }> = [{ change: "content: a post scheduled for the day after tomorrow, left out of the first build", ok: scheduled === null }];
    const batches = BATCHES.map((batch) => batch.filter((change) => !only || `${change.kind}: ${change.what}`.includes(only))).filter((batch) => batch.length);
    for (const batch of batches) {
      const result = tryBatch(copy, batch, settings, before);
      batch.forEach((change, i) => results.push({ change: `${change.kind}: ${change.what}`, ok: result.problems[i] === null }));
      problems.push(...result.problems.filter((problem): problem is string => problem !== null));
      before = result.after;
    }
    if (!only) {
      // Gatsby started past npm (no pre-script) on a cache made with Node INCREMENTAL_CHECK_NODE_MAJOR: the guard stops it.
      const guard = guardStops(copy, settings);
      if (guard) problems.push(guard);
      results.push({ change: "a build started with npx gatsby build on a cache made with other inputs stops and says what to run", ok: guard === null });
    }
    cpSync(path.join(copy, "public"), kept, { recursive: true });
    rmSync(path.join(copy, ".cache"), { recursive: true, force: true });
    rmSync(path.join(copy, "public"), { recursive: true, force: true });
    const clean = build(copy, settings, "clean");
    if (!clean.ok) throw new Error(`the clean build failed:\n${clean.log.slice(-3000)}`);
    for (const problem of problems) console.error(`incremental: ${problem}`);
    const passed = results.filter((result) => result.ok).length;
    console.log(`incremental: ${passed} of ${results.length} changes (and the guard on a stale cache) passed`);
    const same = compare(kept, path.join(copy, "public")) === 0;
    // A tab open on the first build, the last deploy (every change made: a new phone number among them) served.
    const phoneChanged = settings.GATSBY_PHONE_PRIMARY === PHONE_AFTER;
    const deployProblem = phoneChanged ? await clickAfterNewDeploy(firstDeploy, path.join(copy, "public"), PHONE_AFTER) : only ? null : "the changes no longer set the new phone number the new-deploy click looks for";
    if (deployProblem) console.error(`incremental: ${deployProblem}`);
    else if (phoneChanged) console.log("incremental: a tab open on the first build, after the last deploy, shows the new build's page at its next click");
    report({ changes: results, sameAsClean: same, newDeploy: deployProblem === null });
    return passed === results.length && same && deployProblem === null ? 0 : 1;
  } finally {
    if (process.env.KEEP_INCREMENTAL_COPY) console.log(`incremental: kept ${copy} and ${kept}`);
    else {
      removeCopy(copy);
      rmSync(kept, { recursive: true, force: true });
      rmSync(firstDeploy, { recursive: true, force: true });
    }
  }
}

const at = process.argv.indexOf("--compare");
const onlyAt = process.argv.indexOf("--only");
(at > -1 ? Promise.resolve(compare(process.argv[at + 1], process.argv[at + 2])) : main(onlyAt > -1 ? process.argv[onlyAt + 1] : null)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`incremental: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
