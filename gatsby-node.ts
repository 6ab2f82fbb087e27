/**
 * Content files to pages: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 * Each MDX file in content/ is checked (src/lib/content-schema.ts), typed, and given a page
 * at its route with its collection's one template.
 */
import "./src/config/load-env";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { redirects } from "./src/config/redirects";
import { emailjsConfig, emailjsConfigured, site } from "./src/config/site";
import {
  findDuplicates,
  formatIssues,
  validateFrontmatter,
  type Collection,
  type ContentIssue,
} from "./src/lib/content-schema";
import { STARTUP_ENTRIES } from "./src/lib/bundle-loader";
import { readingMinutes, relatedPosts } from "./src/lib/related";
import { MdxRenderError, renderMdx } from "./src/server/render-mdx";
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

function reportIssues(reporter: { panicOnBuild: (message: string) => void }, issues: ContentIssue[]): void {
  if (issues.length > 0) reporter.panicOnBuild(`Content file problem:\n${formatIssues(issues)}`);
}

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
  if (site.gaMeasurementId === "G-PLACEHOLDER") {
    reporter.warn(
      "GATSBY_GA_MEASUREMENT_ID is not set: analytics uses the placeholder id G-PLACEHOLDER and reports nowhere.",
    );
  }
};

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, reporter }) => {
  if (node.internal.type !== "Mdx" || !node.parent) return;
  const file = getNode(node.parent) as unknown as FileNode | undefined;
  const collection = file?.sourceInstanceName as Collection | undefined;
  if (!file || !collection || !collections.includes(collection)) return;

  const relativeFile = path.relative(process.cwd(), file.absolutePath);
  const frontmatter = (node.frontmatter ?? {}) as Record<string, unknown>;
  reportIssues(
    reporter,
    validateFrontmatter(collection, frontmatter, relativeFile, {
      name: file.name,
      fileExists: (relativePath) => existsSync(path.resolve(file.dir, relativePath)),
    }),
  );

  const route = collection === "blog" ? `/blog/${file.name}` : String(frontmatter.route ?? "");
  const { createNodeField } = actions;
  createNodeField({ node, name: "collection", value: collection });
  createNodeField({ node, name: "slug", value: file.name });
  createNodeField({ node, name: "route", value: route });
  createNodeField({ node, name: "listed", value: frontmatter.listed !== false });
  createNodeField({ node, name: "readingMinutes", value: readingMinutes(String(node.body ?? "")) });
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type Mdx implements Node {
      frontmatter: MdxFrontmatter!
      fields: MdxFields!
    }
    type MdxFields {
      collection: String!
      slug: String!
      route: String!
      listed: Boolean!
      readingMinutes: Int!
    }
    type MdxFrontmatter {
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
    type RenderedMdx { html: String!  css: String! }
  `);
};

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, reporter }) => {
  createResolvers({
    Mdx: {
      rendered: {
        type: "RenderedMdx!",
        resolve: async (source: { body?: string; internal: { contentFilePath: string } }) => {
          try {
            return await renderMdx(source.body ?? "", path.relative(process.cwd(), source.internal.contentFilePath));
          } catch (error) {
            if (error instanceof MdxRenderError) reporter.panicOnBuild(`Content file problem:\n${error.message}`);
            throw error;
          }
        },
      },
    },
  });
};

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
  fields: { collection: Collection; route: string; slug: string };
  frontmatter: { keywords: string[]; date: string | null };
  internal: { contentFilePath: string };
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{ allMdx: { nodes: ContentNode[] } }>(`
    query ContentPages {
      allMdx(sort: { frontmatter: { date: DESC } }) {
        nodes {
          id
          fields { collection route slug }
          frontmatter { keywords date }
          internal { contentFilePath }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the content files", result.errors);
    return;
  }

  const nodes = result.data.allMdx.nodes;
  const fileOf = (node: ContentNode) => path.relative(process.cwd(), node.internal.contentFilePath);
  const posts = nodes.filter((node) => node.fields.collection === "blog");
  const routed = nodes.filter((node) => node.fields.collection !== "blog");
  reportIssues(reporter, [
    ...findDuplicates(routed.map((node) => ({ file: fileOf(node), value: node.fields.route })), "route"),
    ...findDuplicates(posts.map((node) => ({ file: fileOf(node), value: node.fields.slug })), "slug"),
  ]);

  const candidates = posts.map((post) => ({ id: post.id, keywords: post.frontmatter.keywords, date: post.frontmatter.date ?? "" }));
  const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  const version = rendererVersion();
  for (const node of nodes) {
    const template = templates[node.fields.collection];
    actions.createPage({
      path: node.fields.route,
      component: template,
      context: {
        id: node.id,
        rendererVersion: version,
        ...(node.fields.collection === "blog" ? { relatedIds: relatedPosts(byId.get(node.id)!, candidates) } : {}),
      },
    });
  }

  // Only in the test build: a page that throws in the browser, for the error boundary's test.
  if (process.env.GATSBY_ERROR_TEST_PAGE === "1") {
    actions.createPage({ path: ERROR_TEST_PATH, component: path.resolve("./src/templates/error-test.tsx"), context: {} });
  }

  for (const redirect of redirects) {
    actions.createRedirect({ fromPath: redirect.from, toPath: redirect.to, isPermanent: true, redirectInBrowser: true });
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
