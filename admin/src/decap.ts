/**
 * Decap CMS with only what the site's editor uses, in place of decap-cms-app (which registers
 * every backend, widget and language, and weighs 1.8 MB compressed): the GitHub backend (the
 * live site) and the proxy backend (decap-server, for `npm run cms`); the widgets fields.ts
 * gives fields (the body is a plain text area: the file's MDX exactly as written); English.
 * Its size and largest parts: docs/architecture.md ("The editor's weight").
 */
import React, { useEffect, useMemo, useState } from "react";
import { DecapCmsCore as CMS } from "decap-cms-core";
import { GitHubBackend } from "decap-cms-backend-github";
import { ProxyBackend } from "decap-cms-backend-proxy";
import BooleanWidget from "decap-cms-widget-boolean";
import DatetimeWidget from "decap-cms-widget-datetime";
import ImageWidget from "decap-cms-widget-image";
import ListWidget from "decap-cms-widget-list";
import NumberWidget from "decap-cms-widget-number";
import ObjectWidget from "decap-cms-widget-object";
import SelectWidget from "decap-cms-widget-select";
import StringWidget from "decap-cms-widget-string";
import TextWidget from "decap-cms-widget-text";
import { en } from "decap-cms-locales";

/** Decap's asset lookup (an AssetProxy, whose string is its address). */
export type GetAsset = (path: string, field?: unknown) => { path?: string; toString(): string } | string | undefined;

/** The path of the asset Decap returns while a picture loads (decap-cms-core's actions/media.ts, `emptyAsset`). */
const LOADING = "empty.svg";

/**
 * Where a picture the form names stands: its address once loaded, "loading", or "missing" when
 * the backend has no such file (Decap then returns the path as written for its address).
 */
export function pictureState(getAsset: GetAsset, path: string): string {
  const asset = getAsset(path);
  if (!asset) return "missing";
  if (typeof asset === "object" && asset.path === LOADING) return "loading";
  const address = String(asset);
  return /^(blob:|data:|https?:)/.test(address) ? address : "missing";
}

const ASK_EVERY_MS = 100;
const ASK_FOR_MS = 20_000;

/**
 * The picture field with its thumbnail. Decap's image control draws the asset its lookup returns
 * when the field's value or the lookup change; the lookup is one function per collection
 * (decap-cms-core 3.19's EditorControl, `getBoundedAsset`), so a picture still loading when the
 * form opens stays an empty square. This asks until the picture has loaded and then hands the
 * control a new lookup, so it draws the picture. __tests__/dev/5-editor.spec.ts checks the
 * thumbnail of an existing post and of an upload.
 */
function PictureControl(props: { value?: string; field: unknown; getAsset: (path: string, field: unknown) => { path?: string } | undefined }) {
  const { value, field, getAsset } = props;
  const [loaded, setLoaded] = useState(0);
  useEffect(() => {
    if (!value) return undefined;
    const until = Date.now() + ASK_FOR_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      if (getAsset(value, field)?.path !== LOADING) setLoaded((count) => count + 1);
      else if (Date.now() < until) timer = setTimeout(ask, ASK_EVERY_MS);
    };
    ask();
    return () => clearTimeout(timer);
  }, [value, field, getAsset]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new lookup each time a picture has loaded is the point
  const lookup = useMemo(() => (path: string, of: unknown) => getAsset(path, of), [getAsset, loaded]);
  return React.createElement(ImageWidget.controlComponent as React.ComponentType<Record<string, unknown>>, { ...props, getAsset: lookup });
}

CMS.registerBackend("github", GitHubBackend);
CMS.registerBackend("proxy", ProxyBackend);
CMS.registerWidget([BooleanWidget, DatetimeWidget, ListWidget, NumberWidget, ObjectWidget, SelectWidget, StringWidget, TextWidget].map((widget) => widget.Widget()));
CMS.registerWidget(ImageWidget.Widget({ controlComponent: PictureControl }));
CMS.registerLocale("en", en);

export default CMS;
