/**
 * The pages a link in a body can point at, for the body editor's link picker: the site's own
 * pages (src/config/navigation.ts), its services and text pages (their content files, by
 * title), and its blog posts (the blog search's title index, /blog/search-index.json, which the
 * preview and the live site both serve).
 */
import { links } from "../../src/config/navigation";
import { SEARCH_INDEX_PATH, type SearchEntry } from "../../src/lib/search-index";
import { asLf, readFrontMatter, splitFile } from "../../src/mdx/check-file";
import { pictureStore } from "./backends";
import type { LinkTarget } from "./body";

export async function linkTargets(): Promise<LinkTarget[]> {
  const [files, posts] = await Promise.all([
    pictureStore().contentFiles(["services", "pages"]),
    fetch(SEARCH_INDEX_PATH)
      .then((response) => (response.ok ? (response.json() as Promise<SearchEntry[]>) : []))
      .catch((): SearchEntry[] => []),
  ]);
  const content = files.flatMap(({ file, text }) => {
    const { title, route } = readFrontMatter(splitFile(asLf(text)).frontMatter);
    if (typeof title !== "string" || typeof route !== "string") return [];
    return [{ label: title, href: route, group: file.startsWith("content/services/") ? "Services" : "Pages" }];
  });
  const taken = new Set(content.map((target) => target.href));
  const pages = Object.values(links)
    .filter((link) => !taken.has(link.to))
    .map((link) => ({ label: link.label, href: link.to, group: "Pages" }));
  return [...pages, ...content, ...posts.map((post) => ({ label: post.title, href: post.route, group: "Blog posts" }))];
}
