/**
 * The editor's preview pane: the entry being edited, drawn by the site's own templates
 * (src/templates/blog-post.tsx, service.tsx, page.tsx) with the site's theme, global style and
 * styled-components, its body rendered by the build's own MDX renderer (src/mdx/render.tsx:
 * the same MDX version, plugins and components). A body that does not compile shows the same
 * problem, with its file and line, as the preview of `npm start` does.
 *
 * Each template is handed, as its page query's data, what the form holds: the fields the
 * template reads (toQueryData), pictures as the editor's own addresses for them. Decap draws
 * the pane in a frame of its own, so styled-components is pointed at that frame's <head>.
 */
import React, { useEffect, useState } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { StyleSheetManager } from "styled-components";
import BlogPostTemplate from "../../src/templates/blog-post";
import PageTemplate from "../../src/templates/page";
import ServiceTemplate from "../../src/templates/service";
import { collections, formatIssues, missingFiles, referencedImages, type Collection, type ContentIssue } from "../../src/lib/content-schema";
import { bodyPictures, bodyStartLine, pictureFiles, pictureIssues } from "../../src/mdx/body-pictures";
import { londonDate, publication } from "../../src/lib/publishing";
import { readingMinutes } from "../../src/lib/related";
import { renderMdx, type RenderedMdx } from "../../src/mdx/render";
import { ContentProblem } from "../../src/components/ui/ContentProblem";
import { GlobalStyle } from "../../src/styles/GlobalStyle";
import { pictureState, type GetAsset } from "./pictures";
import { styleFor, UNTITLED } from "./fields";
import { toFile } from "./format";

/** What Decap hands a preview template (the parts used here). */
interface PreviewProps {
  entry: { getIn(path: string[]): unknown; get(key: string): unknown };
  getAsset: GetAsset;
  document?: Document;
}

type Data = Record<string, unknown>;

const plain = (value: unknown): unknown => (value && typeof (value as { toJS?: unknown }).toJS === "function" ? (value as { toJS(): unknown }).toJS() : value);

/** A picture the form names, as image data the site's <Picture> draws (the editor's address for it, one size). */
function pictureData(address: string | undefined, width = 760, height = 428): IGatsbyImageData | null {
  if (!address) return null;
  return { layout: "constrained", width, height, images: { fallback: { src: address } } } as IGatsbyImageData;
}

interface Rendering {
  rendered: RenderedMdx & { problem: string | null };
}

/**
 * The body, rendered as the build renders it, its pictures drawn from the editor's addresses for
 * them; in its place, the build's problems when it does not compile or a picture it shows is
 * wrong or missing. `pictures` holds each picture file the body names, once the editor knows
 * where it stands (pictureState), and rendering runs again when that changes.
 */
function useRenderedBody(body: string, file: string, source: string, pictures: ReadonlyMap<string, string>, problems: readonly ContentIssue[]): Rendering["rendered"] {
  const [rendered, setRendered] = useState<Rendering["rendered"]>({ html: "", css: "", problem: null });
  const known = JSON.stringify([...pictures]);
  const problem = problems.length ? formatIssues(problems) : null;
  useEffect(() => {
    let current = true;
    const data: Record<string, IGatsbyImageData> = {};
    for (const [path, state] of pictures) {
      const picture = pictureData(state === "loading" || state === "missing" ? undefined : state);
      if (picture) data[path] = picture;
    }
    renderMdx({ body, file, source, pictures: data }).then(
      (result) => current && setRendered({ ...result, problem }),
      (error: unknown) => current && setRendered({ html: "", css: "", problem: [error instanceof Error ? error.message : String(error), problem].filter(Boolean).join("\n") }),
    );
    return () => {
      current = false;
    };
    // `known` and `problem` stand for the pictures and problems, which are new objects on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [body, file, source, known, problem]);
  return rendered;
}

/** The page query's data for each template, from the form (a title not yet typed shown as UNTITLED). */
function toQueryData(collection: Collection, form: Data, rendered: Rendering["rendered"], asset: (path: string) => string | undefined) {
  const data = String(form.title ?? "").trim() ? form : { ...form, title: UNTITLED };
  const state = publication(data);
  const image = pictureData(asset(String(data.image ?? "")));
  if (collection === "blog") {
    const banner = pictureData(asset(String(data.banner ?? "")));
    // A new post has no date until the author picks one: shown as if published today.
    const date = /^\d{4}-\d{2}-\d{2}$/.test(String(data.date ?? "")) ? String(data.date) : londonDate();
    return {
      mdx: {
        rendered,
        fields: { route: `/blog/${String(data.slug ?? "")}`, readingMinutes: readingMinutes(String(data.body ?? "")), ...state },
        frontmatter: { ...data, date, banner: banner ? { childImageSharp: { gatsbyImageData: banner } } : null, image: image ? { childImageSharp: { banner: image } } : null },
      },
      related: { nodes: [] },
    };
  }
  if (collection === "services") {
    const figures = ((data.figures as Data[] | undefined) ?? []).map((figure) => ({ ...figure, image: { childImageSharp: { gatsbyImageData: pictureData(asset(String(figure.image ?? "")), 480, 320) } } }));
    return { mdx: { rendered, fields: { route: String(data.route ?? ""), ...state }, frontmatter: { ...data, figures, image: image ? { childImageSharp: { hero: pictureData(asset(String(data.image ?? "")), 560, 373) } } : null } } };
  }
  return { mdx: { rendered, fields: { route: String(data.route ?? ""), ...state }, frontmatter: data } };
}

/**
 * A form part-way filled in (a new post without its date yet) can make a template throw; the
 * pane then says so, and the editor carries on. The next change of the form tries again.
 */
class PreviewBoundary extends React.Component<{ resetKey: string; children: React.ReactNode }, { message: string | null; key: string }> {
  state = { message: null as string | null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { key: string }) {
    return props.resetKey === state.key ? null : { message: null, key: props.resetKey };
  }

  render() {
    if (this.state.message === null) return this.props.children;
    return <ContentProblem message={`The preview cannot show this entry yet: ${this.state.message}. Fill in the fields the form marks as required.`} />;
  }
}

const TEMPLATES = { blog: BlogPostTemplate, services: ServiceTemplate, pages: PageTemplate } as unknown as Record<Collection, React.ComponentType<{ data: unknown; pageContext: object }>>;

/** The preview of one collection's entries. */
function previewOf(collection: Collection) {
  return function Preview({ entry, getAsset, document: frame }: PreviewProps) {
    const data = plain(entry.getIn(["data"])) as Data;
    const file = `content/${collection}/${String(entry.get("slug") ?? data.slug ?? "new")}.mdx`;
    // The file as a save would write it, so that a problem names the line the author will see.
    const source = toFile(data, styleFor(collection));
    const body = source.slice(source.indexOf("\n---\n") + 5).replace(/^\n+/, "");
    // The pictures, checked as the build checks them. Only a path that names a picture file is
    // looked up, so a path part-typed asks the backend for nothing.
    const shown = bodyPictures(body, bodyStartLine(source, body));
    const bodyFiles = pictureFiles(shown);
    const files = [...referencedImages(data).filter((reference) => reference.path), ...bodyFiles];
    const states = new Map(files.map((reference) => [reference.path, pictureState(getAsset, reference.path)]));
    const asset = (path: string) => {
      const state = path ? states.get(path) ?? pictureState(getAsset, path) : "missing";
      return state === "loading" || state === "missing" ? undefined : state;
    };
    const problems = [
      ...pictureIssues(file, shown, `content/${collection}/images`),
      ...missingFiles(file, files, (path) => states.get(path) !== "missing"),
    ];
    const rendered = useRenderedBody(body, file, source, new Map(bodyFiles.map((reference) => [reference.path, states.get(reference.path)!])), problems);
    const Template = TEMPLATES[collection];
    const page = (
      <>
        <GlobalStyle />
        {rendered.css ? <style>{rendered.css}</style> : null}
        <main data-preview={collection}>
          <PreviewBoundary resetKey={source}>
            <Template data={toQueryData(collection, data, rendered, asset)} pageContext={{}} />
          </PreviewBoundary>
        </main>
      </>
    );
    return frame ? <StyleSheetManager target={frame.head}>{page}</StyleSheetManager> : page;
  };
}

/** Every collection's preview, by collection name. */
export const previews = Object.fromEntries(collections.map((collection) => [collection, previewOf(collection)])) as Record<Collection, ReturnType<typeof previewOf>>;
