/**
 * Content files to pages: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 * Each MDX file in content/ is checked (src/lib/content-schema.ts), typed, and given a page
 * at its route with its collection's one template.
 */
import "./src/config/load-env";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode, SourceNodesArgs } from "gatsby";
import { redirects } from "./src/config/redirects";
import { emailjsConfig, emailjsConfigured, site } from "./src/config/site";
import {
  findDuplicates,
  formatIssues,
  frontMatterSyntaxProblem,
  UNREADABLE_FRONT_MATTER,
  validateFrontmatter,
  type Collection,
  type ContentIssue,
} from "./src/lib/content-schema";
import { includesUnpublished, isoDay, publication, publicationContext } from "./src/lib/publishing";
import { STARTUP_ENTRIES } from "./src/lib/bundle-loader";
import { readingMinutes, relatedPosts } from "./src/lib/related";
import { MdxRenderError, renderMdx } from "./src/server/render-mdx";
import { md5, repairFrontmatterReader, staleDigestRepair, type FrontmatterModule } from "./src/server/content-files";
import { writeHostFiles } from "./src/server/host-files";
import { writeStaticHeaders } from "./src/server/static-headers";

const collections: readonly Collection[] = ["blog", "services", "pages"];

const templates: Record<Collection, string> = {
  blog: path.resolve("./src/templates/blog-post.tsx"),
  services: path.resolve("./src/templates/service.tsx"),
  pages: path.resolve("./src/templates/page.tsx"),
};
/**
 * Each collection shares one page component, which gets the body as HTML from the `rendered`
 * field (src/server/render-mdx.tsx); the `rendererVersion` context makes Gatsby rebuild the
 * pages when the components or the renderer change.
 */
const redirectTemplate = path.resolve("./src/templates/redirect.tsx");
const ERROR_TEST_PATH = "/error-boundary-test";

interface FileNode {
  sourceInstanceName: string;
  absolutePath: string;
  name: string;
  dir: string;
}

type Reporter = { panicOnBuild: (message: string) => void; error: (message: string) => void };

const previewing = process.env.NODE_ENV === "development";
/** In the preview, the last problem printed for each file, so an unchanged problem is printed once. */
const printed = new Map<string, string>();

/**
 * A content problem stops a build. In the preview (`npm start`) it is printed once and the
 * file's page shows it until the file is fixed; the preview keeps running.
 */
function reportProblem(reporter: Reporter, file: string, message: string): void {
  if (!previewing) {
    reporter.panicOnBuild(`Content file problem:\n${message}`);
    return;
  }
  if (printed.get(file) === message) return;
  printed.set(file, message);
  reporter.error(`Content file problem:\n${message}`);
}

function reportIssues(reporter: Reporter, issues: ContentIssue[]): void {
  if (issues.length === 0) return;
  if (!previewing) reporter.panicOnBuild(`Content file problem:\n${formatIssues(issues)}`);
  else {
    const files = new Set(issues.map((issue) => issue.file));
    for (const file of files) reportProblem(reporter, file, formatIssues(issues.filter((issue) => issue.file === file)));
  }
}

// Front matter read by gatsby-plugin-mdx: cached under the text read, and a YAML error reported
// as one line naming the file, the line and the column (src/server/content-files.ts).
// eslint-disable-next-line @typescript-eslint/no-require-imports
repairFrontmatterReader(require("gatsby-plugin-mdx/dist/frontmatter") as FrontmatterModule, UNREADABLE_FRONT_MATTER, frontMatterSyntaxProblem);

const repairStaleDigest = staleDigestRepair();

/** In the preview, a content file digested half-written is digested again (src/server/content-files.ts). */
function refreshStaleDigest(node: { internal: { type: string; contentDigest: string }; absolutePath?: unknown; sourceInstanceName?: unknown }): void {
  if (!previewing || node.internal.type !== "File" || typeof node.absolutePath !== "string") return;
  if (!collections.includes(node.sourceInstanceName as Collection) || !node.absolutePath.endsWith(".mdx")) return;
  repairStaleDigest(node.absolutePath, node.internal.contentDigest);
}

const PUBLICATION_CONTEXT_FILE = path.resolve(".cache/publication-context.json");
let startedClean = false;

/**
 * Whether a file is published (draft, scheduled, preview or production build) is worked out
 * when its node is made, and Gatsby keeps nodes between runs. When the publication context
 * changed since the last run (npm start, then npm run build; or a new day), the run starts from
 * a clean cache: removing public/ makes Gatsby clear its cache ("the cache is incomplete").
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const context = publicationContext();
  const previous = existsSync(PUBLICATION_CONTEXT_FILE) ? readFileSync(PUBLICATION_CONTEXT_FILE, "utf8") : null;
  if (previous !== context && existsSync(path.resolve(".cache/caches-lmdb")) && existsSync(path.resolve("public"))) {
    reporter.info(`Drafts and scheduled posts: ${context} differs from the last run (${previous ?? "unknown"}); starting from a clean cache.`);
    rmSync(path.resolve("public"), { recursive: true, force: true });
    startedClean = true;
  }
};

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  mkdirSync(path.dirname(PUBLICATION_CONTEXT_FILE), { recursive: true });
  writeFileSync(PUBLICATION_CONTEXT_FILE, publicationContext());
  // The preview copies static/ into public/ once, ten seconds after it starts, perhaps before
  // public/ was removed above: copy it again (a build copies it later by itself).
  if (startedClean && previewing && existsSync(path.resolve("static"))) cpSync(path.resolve("static"), path.resolve("public"), { recursive: true });
};

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  if (!emailjsConfigured && process.env.NODE_ENV === "production") {
    reporter.warn(
      [
        "",
        "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!",
        "!! EmailJS is not configured: the callback and contact forms of this build     !!",
        "!! cannot send. Visitors will see the failure notice with the mail link.      !!",
        "!! Set GATSBY_EMAILJS_PUBLIC_KEY, GATSBY_EMAILJS_SERVICE_ID,                   !!",
        "!! GATSBY_EMAILJS_CALLBACK_TEMPLATE_ID and GATSBY_EMAILJS_CONTACT_TEMPLATE_ID. !!",
        "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!",
      ].join("\n"),
    );
  }
  if (site.gaMeasurementId === "G-PLACEHOLDER" && process.env.NODE_ENV === "production") {
    reporter.warn(
      "GATSBY_GA_MEASUREMENT_ID is not set: analytics uses the placeholder id G-PLACEHOLDER and reports nowhere.",
    );
  }
};

/**
 * The preview's content revision, for the list queries (/blog, the service cards), which read
 * `contentRevision`. Gatsby forgets a change made while a query that depends on it is running
 * (the run clears the query's dependencies when it starts and marks it done when it ends), so
 * a post saved while /blog was being queried (`npm run new-post` draws a picture first, which
 * starts a run) had its page but stayed off /blog until the next edit. createPages runs once
 * the content has settled and before queries run: when the content changed since the last
 * time, it makes the revision node again, so the list queries run again with it.
 */
const CONTENT_REVISION_TYPE = "ContentRevision";
let contentRevision = 0;
let contentSignature = "";

function makeContentRevision({ actions, createNodeId }: Pick<SourceNodesArgs, "actions" | "createNodeId">): void {
  actions.createNode({
    id: createNodeId(CONTENT_REVISION_TYPE),
    revision: contentRevision,
    internal: { type: CONTENT_REVISION_TYPE, contentDigest: String(contentRevision) },
  });
}

export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => makeContentRevision(args);

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, reporter }) => {
  refreshStaleDigest(node);
  if (node.internal.type !== "Mdx" || !node.parent) return;
  const file = getNode(node.parent) as unknown as FileNode | undefined;
  const collection = file?.sourceInstanceName as Collection | undefined;
  if (!file || !collection || !collections.includes(collection)) return;

  const relativeFile = path.relative(process.cwd(), file.absolutePath);
  const frontmatter = (node.frontmatter ?? {}) as Record<string, unknown>;
  const issues = validateFrontmatter(collection, frontmatter, relativeFile, {
    name: file.name,
    fileExists: (relativePath) => existsSync(path.resolve(file.dir, relativePath)),
  });
  if (issues.length === 0) printed.delete(relativeFile);
  reportIssues(reporter, issues);

  const valid = issues.length === 0;
  const { draft, scheduled } = publication(frontmatter);
  const published = valid && ((!draft && !scheduled) || includesUnpublished());
  const declaredRoute = typeof frontmatter.route === "string" && frontmatter.route.startsWith("/") ? frontmatter.route : "";
  const route = collection === "blog" ? `/blog/${file.name}` : declaredRoute;
  const { createNodeField } = actions;
  createNodeField({ node, name: "collection", value: collection });
  createNodeField({ node, name: "slug", value: file.name });
  createNodeField({ node, name: "route", value: route });
  createNodeField({ node, name: "problem", value: valid ? null : formatIssues(issues) });
  createNodeField({ node, name: "draft", value: draft });
  createNodeField({ node, name: "scheduled", value: scheduled });
  createNodeField({ node, name: "published", value: published });
  createNodeField({ node, name: "listed", value: published && frontmatter.listed !== false });
  createNodeField({ node, name: "readingMinutes", value: readingMinutes(String(node.body ?? "")) });
  // For createPages (related posts), readable even when the front matter is not.
  createNodeField({ node, name: "date", value: isoDay(frontmatter.date) });
  createNodeField({ node, name: "keywords", value: valid ? (frontmatter.keywords as string[]) : [] });
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type ContentRevision implements Node @dontInfer {
      revision: Int!
    }
    type Mdx implements Node @dontInfer {
      body: String
      frontmatter: MdxFrontmatter!
      fields: MdxFields!
    }
    """
    published: has a page (in a production build: valid, not a draft, not scheduled).
    listed: on /blog, in the search, the feed and related posts (services: their card).
    problem: what is wrong with the file (the preview shows it at the file's address).
    """
    type MdxFields {
      collection: String!
      slug: String!
      route: String!
      problem: String
      draft: Boolean!
      scheduled: Boolean!
      published: Boolean!
      listed: Boolean!
      readingMinutes: Int!
      date: String!
      keywords: [String!]!
    }
    type MdxFrontmatter @dontInfer {
      title: String!
      keywords: [String!]!
      description: String
      image: File @fileByRelativePath
      imageAlt: String
      # blog
      slug: String
      date: Date @dateformat
      summary: String
      banner: File @fileByRelativePath
      bannerAlt: String
      listed: Boolean
      draft: Boolean
      # services
      route: String
      order: Int
      tagline: String
      schemaType: String
      serviceType: String
      card: ServiceCard
      testimonial: Testimonial
      figures: [Figure!]
      rating: Rating
      cta: CallToAction
      # pages
      lead: String
    }
    type ServiceCard { title: String!  description: String! }
    type Testimonial { quote: String!  name: String!  place: String! }
    type Figure { image: File! @fileByRelativePath  alt: String!  caption: String! }
    type Rating { value: Float!  count: Int! }
    type CallToAction { title: String!  text: String! }
    type RenderedMdx { html: String!  css: String!  problem: String }
  `);
};

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, reporter }) => {
  createResolvers({
    Mdx: {
      rendered: {
        type: "RenderedMdx!",
        resolve: async (source: { body?: string; internal: { contentFilePath: string } }) => {
          const file = path.relative(process.cwd(), source.internal.contentFilePath);
          const body = source.body ?? "";
          try {
            return await renderMdx(body, file, bodyFirstLine(source.internal.contentFilePath, body));
          } catch (error) {
            if (!(error instanceof MdxRenderError)) throw error;
            reportProblem(reporter, file, error.message);
            // Reached in the preview only: the page shows the problem in place of the body.
            return { html: "", css: "", problem: error.message };
          }
        },
      },
    },
  });
};

/** The line of the file on which the MDX body starts, after the front matter. */
function bodyFirstLine(file: string, body: string): number {
  try {
    const lines = readFileSync(file, "utf8").split("\n").length;
    return Math.max(1, lines - body.split("\n").length + 1);
  } catch {
    return 1;
  }
}

/**
 * Changes whenever the code that renders post bodies changes, so that Gatsby re-runs the post
 * queries (it re-runs a page's query when its context changes) instead of reusing cached HTML.
 */
function rendererVersion(): string {
  const hash = createHash("sha256");
  const add = (entry: string) => {
    const full = path.resolve(entry);
    if (statSync(full).isDirectory()) readdirSync(full).sort().forEach((name) => add(path.join(entry, name)));
    else hash.update(entry).update(readFileSync(full));
  };
  ["src/components", "src/config", "src/styles", "src/server/render-mdx.tsx"].forEach(add);
  return hash.digest("hex").slice(0, 16);
}

interface ContentNode {
  id: string;
  fields: {
    collection: Collection;
    route: string;
    slug: string;
    published: boolean;
    listed: boolean;
    problem: string | null;
    date: string;
    keywords: string[];
  };
  internal: { contentFilePath: string; contentDigest: string };
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, createNodeId }) => {
  // Fields only: a file with a problem may lack required front matter, and filtered queries
  // here have been seen to answer from a stale index in the preview after a file was fixed.
  const result = await graphql<{ allMdx: { nodes: ContentNode[] } }>(`
    query ContentPages {
      allMdx {
        nodes {
          id
          fields { collection route slug published listed problem date keywords }
          internal { contentFilePath contentDigest }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the content files", result.errors);
    return;
  }

  const all = result.data.allMdx.nodes;
  if (previewing) {
    const signature = md5(JSON.stringify(all.map((node) => [node.id, node.internal.contentDigest, node.fields])));
    if (signature !== contentSignature) {
      contentSignature = signature;
      contentRevision += 1;
      makeContentRevision({ actions, createNodeId });
    }
  }

  const fileOf = (node: { internal: { contentFilePath: string } }) => path.relative(process.cwd(), node.internal.contentFilePath);
  // Newest first, so related posts prefer recent ones on equal scores.
  const nodes = all.filter((node) => node.fields.published).sort((a, b) => b.fields.date.localeCompare(a.fields.date));
  const posts = nodes.filter((node) => node.fields.collection === "blog");
  const routed = nodes.filter((node) => node.fields.collection !== "blog");
  reportIssues(reporter, [
    ...findDuplicates(routed.map((node) => ({ file: fileOf(node), value: node.fields.route })), "route"),
    ...findDuplicates(posts.map((node) => ({ file: fileOf(node), value: node.fields.slug })), "slug"),
  ]);

  // Related posts come from the listed posts only (never a draft in a production build).
  const candidates = posts
    .filter((post) => post.fields.listed)
    .map((post) => ({ id: post.id, keywords: post.fields.keywords, date: post.fields.date }));
  const version = rendererVersion();
  for (const node of nodes) {
    const related = { id: node.id, keywords: node.fields.keywords, date: node.fields.date };
    actions.createPage({
      path: node.fields.route,
      component: templates[node.fields.collection],
      context: {
        id: node.id,
        rendererVersion: version,
        ...(node.fields.collection === "blog" ? { relatedIds: relatedPosts(related, candidates) } : {}),
      },
    });
  }

  // In the preview, a file with a problem still has a page at its address: its collection's
  // template, given no node, shows the problem, and turns back into the page once it is fixed.
  for (const node of all) {
    if (!node.fields.problem || !node.fields.route) continue;
    actions.createPage({
      path: node.fields.route,
      component: templates[node.fields.collection],
      context: { id: "", relatedIds: [], problem: node.fields.problem, file: fileOf(node) },
    });
  }

  // Only in the test build: a page that throws in the browser, for the error boundary's test.
  if (process.env.GATSBY_ERROR_TEST_PAGE === "1") {
    actions.createPage({ path: ERROR_TEST_PATH, component: path.resolve("./src/templates/error-test.tsx"), context: {} });
  }

  // Old addresses: the hosts answer them with 301 (public/_redirects, deploy/); this page, which
  // moves on in the browser, covers the preview and any host that ignores those files.
  for (const redirect of redirects) {
    actions.createPage({ path: redirect.from, component: redirectTemplate, context: { ...redirect } });
  }
};

/**
 * Writes the response headers (_headers) and each page's hash-based Content-Security-Policy,
 * then the hosts' files: _redirects (Netlify, Cloudflare Pages) and the generated nginx and
 * CloudFront files under deploy/ (src/server/host-files.ts).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const { pages, hashes } = writeStaticHeaders(path.resolve("public"), emailjsConfig.origin);
  reporter.info(`Content-Security-Policy written into ${pages} pages, allowing ${hashes} inline scripts by hash`);
  const files = writeHostFiles({ root: path.resolve("."), redirects, siteUrl: site.url });
  reporter.info(`Host files written: ${files.join(", ")}`);
};

/**
 * Production bundles: styled-components and React DOM start in webpack entries of their own
 * (STARTUP_ENTRIES, src/startup/), each depending on the one before, and the app's entry on
 * them all. Each bundle runs in its own task just before the app's, so their set-up (a few tens
 * of milliseconds each on a mid-range phone) no longer lengthens the app's start-up task.
 * Gatsby lists only the app's bundles in each page; the build adds these (src/server/static-headers.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  if (stage !== "build-javascript") return;
  const config = getConfig();
  // The package declares itself free of side effects, so a bare import would be dropped.
  config.module.rules.push({ test: /[\\/]node_modules[\\/]styled-components[\\/]/, sideEffects: true });
  const startup = STARTUP_ENTRIES.map(({ name, module }, index) => [
    name,
    { import: path.resolve(__dirname, module), ...(index > 0 ? { dependOn: STARTUP_ENTRIES[index - 1].name } : {}) },
  ]);
  config.entry = {
    ...Object.fromEntries(startup),
    app: { import: config.entry.app, dependOn: STARTUP_ENTRIES.map(({ name }) => name) },
  };
  actions.replaceWebpackConfig(config);
};
