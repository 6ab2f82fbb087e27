/**
 * Pages from content (a step of createPages): one per published content file, with its
 * collection's template; the blog's and its topics' list pages; in the preview, one showing each
 * file's problem; the old addresses' redirect pages; and in the test build a page that throws.
 */
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { redirects } from "../src/config/redirects";
import { POSTS_PER_PAGE, topics } from "../src/config/blog";
import { paginate, topicPath } from "../src/lib/blog-pages";
import { findDuplicates, type Collection } from "../src/lib/content-schema";
import { relatedPosts } from "../src/lib/related";
import { contentNodes } from "./content-query";
import { previewing, reportIssues } from "./problems";
import { rendererKey } from "./code-key";

const templates: Record<Collection, string> = {
  blog: path.resolve("./src/templates/blog-post.tsx"),
  services: path.resolve("./src/templates/service.tsx"),
  pages: path.resolve("./src/templates/page.tsx"),
};
const redirectTemplate = path.resolve("./src/templates/redirect.tsx");
const listTemplate = path.resolve("./src/templates/blog-list.tsx");
const ERROR_TEST_PATH = "/error-boundary-test";

export async function createContentPages({ actions, reporter }: CreatePagesArgs): Promise<void> {
  const all = contentNodes();
  // Newest first (contentNodes), so related posts prefer recent ones on equal scores.
  const nodes = all.filter((node) => node.fields.published);
  const posts = nodes.filter((node) => node.fields.collection === "blog");
  const routed = nodes.filter((node) => node.fields.collection !== "blog");
  reportIssues(reporter, [
    ...findDuplicates(routed.map((node) => ({ file: node.file, value: node.fields.route })), "route"),
    ...findDuplicates(posts.map((node) => ({ file: node.file, value: node.fields.slug })), "slug"),
  ]);

  // Related posts come from the listed posts only (never a draft in a production build).
  const asCandidate = (post: (typeof nodes)[number]) => ({ id: post.id, topics: post.fields.topics, keywords: post.fields.keywords, date: post.fields.date });
  const candidates = posts.filter((post) => post.fields.listed).map(asCandidate);
  const renderer = rendererKey();
  for (const node of nodes) {
    actions.createPage({
      path: node.fields.route,
      component: templates[node.fields.collection],
      context: {
        id: node.id,
        // A new renderer (code or settings) runs the page's query again (rendererKey, gatsby/code-key.ts).
        rendererKey: renderer,
        ...(node.fields.collection === "blog" ? { relatedIds: relatedPosts(asCandidate(node), candidates) } : {}),
      },
    });
  }

  // The blog's list pages, and each topic's: POSTS_PER_PAGE a page, newest first.
  const listed = posts.filter((post) => post.fields.listed);
  const lists = [
    { base: "/blog", topic: null, posts: listed },
    ...topics.map((topic) => ({ base: topicPath(topic.slug), topic: topic.slug, posts: listed.filter((post) => post.fields.topics.includes(topic.slug)) })),
  ];
  for (const list of lists) {
    for (const page of paginate(list.posts.map((post) => post.id), POSTS_PER_PAGE, list.base)) {
      actions.createPage({
        path: page.path,
        component: listTemplate,
        context: { ids: page.items, page: page.page, pages: page.pages, base: list.base, topic: list.topic },
      });
    }
  }

  // In the preview a file with a problem keeps its address: the template, given no node, shows the problem.
  for (const node of previewing ? all : []) {
    if (!node.fields.problem || !node.fields.route) continue;
    actions.createPage({
      path: node.fields.route,
      component: templates[node.fields.collection],
      context: { id: "", relatedIds: [], problem: node.fields.problem, file: node.file },
    });
  }

  // Only in the test build: a page that throws in the browser, for the error boundary's test.
  if (process.env.GATSBY_ERROR_TEST_PAGE === "1") {
    actions.createPage({ path: ERROR_TEST_PATH, component: path.resolve("./src/templates/error-test.tsx"), context: {} });
  }

  // Old addresses: hosts answer 301 (public/_redirects, deploy/); this page covers the preview and any other host.
  for (const redirect of redirects) {
    actions.createPage({ path: redirect.from, component: redirectTemplate, context: { ...redirect } });
  }
}
