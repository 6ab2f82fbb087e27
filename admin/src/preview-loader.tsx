/**
 * The preview pane's templates, loaded after the form: the site's templates, styles and MDX
 * renderer (preview.tsx) are a chunk of their own (admin/bundle.ts splits the bundle), fetched
 * once the editor has started, so that a post is editable before its preview is drawn.
 */
import React, { useEffect, useState } from "react";
import { collections, type Collection } from "../../src/lib/content-schema";

type PreviewModule = typeof import("./preview");

let module: Promise<PreviewModule> | null = null;
const load = () => (module ??= import("./preview"));

function lazyPreview(collection: Collection) {
  return function Preview(props: Record<string, unknown>) {
    const [loaded, setLoaded] = useState<PreviewModule | null>(null);
    const [problem, setProblem] = useState<string | null>(null);
    useEffect(() => {
      let current = true;
      load().then(
        (previewModule) => current && setLoaded(previewModule),
        (error: unknown) => current && setProblem(`The preview could not be loaded (${error instanceof Error ? error.message : String(error)}): reload the page.`),
      );
      return () => {
        current = false;
      };
    }, []);
    if (problem) return <p role="alert">{problem}</p>;
    if (!loaded) return <p>Loading the preview…</p>;
    const Template = loaded.previews[collection] as unknown as React.ComponentType<Record<string, unknown>>;
    return <Template {...props} />;
  };
}

/** Every collection's preview, by collection name. */
export const previews = Object.fromEntries(collections.map((collection) => [collection, lazyPreview(collection)])) as Record<Collection, ReturnType<typeof lazyPreview>>;
