/**
 * The editor at /admin (Decap CMS), bundled on its own by admin/bundle.ts with React 19; the
 * public pages keep React 18. It edits the same files authors write by hand:
 *   - its collections and fields come from the front-matter schema (fields.ts), shown by the
 *     editor's own widgets where Decap's would mislead (widgets/: dates, pictures, switches,
 *     the body with its toolbar);
 *   - its file format writes YAML as the site's files are written and changes only the fields
 *     an author changed (format.ts);
 *   - before a save, the whole file is checked as the build checks it, and a file the build would
 *     refuse is not saved (save-check.ts); pictures are never saved over one another nor deleted
 *     while shown (backends.ts);
 *   - its preview pane draws the entry with the site's templates (preview.tsx, loaded once the
 *     form is up).
 * Where it saves: a GitHub repository and branch (settings of the build, ADMIN_SETTINGS), or,
 * when built for `npm run cms`, the local server on the author's machine (admin/local-server.ts).
 */
import CMS from "./decap";
import { collections, type Collection } from "../../src/lib/content-schema";
import { slugFromTitle } from "../../src/lib/slug";
import { site } from "../../src/config/site";
import { pictureStore } from "./backends";
import { cmsCollections, FORMAT, picturePaths, sitePicturePath, styleFor } from "./fields";
import { fromFile, isEmpty, toFile } from "./format";
import { leadToFirstProblem } from "./first-problem";
import { addAccessibility } from "./accessibility";
import { focusAddedItems } from "./list-focus";
import { addPhoneLayout } from "./phone-layout";
import { previews } from "./preview-loader";
import { checkBeforeSave, SaveRefused } from "./save-check";

/** What admin/bundle.ts writes into the bundle (esbuild's define). */
interface AdminSettings {
  /** "owner/name" of the site's GitHub repository, or "" when none is set. */
  repo: string;
  branch: string;
  /** The OAuth provider that signs authors in to GitHub (Netlify's, or a proxy of the site's own). */
  authBaseUrl: string;
  authEndpoint: string;
  /** The local server's API, when built for local editing. */
  localServer: string | null;
  siteUrl: string;
  /** The business's mark and name, beside the editor's page (admin/bundle.ts). */
  logo: string;
}

declare const ADMIN_SETTINGS: AdminSettings;

for (const collection of collections) {
  CMS.registerCustomFormat(`${FORMAT}-${collection}`, "mdx", { fromFile, toFile: (value: Record<string, unknown>) => toFile(value, styleFor(collection)) });
  CMS.registerPreviewTemplate(collection, previews[collection] as never);
}

interface Values {
  getIn(path: Array<string | number>): unknown;
  setIn(path: Array<string | number>, value: unknown): Values;
  toJS(): Record<string, unknown>;
}

interface SavedEntry {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
}

/**
 * Before a save: pictures named as the site's files name them ("./images/x.png"), a post's
 * empty address made from its title, then the whole file checked as the build checks it; a new
 * post may not take another's address, and a post saved before keeps its own.
 */
CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }: { entry: SavedEntry }) => {
    const collection = entry.get("collection") as Collection;
    let values = entry.getIn(["data"]) as Values;
    for (const path of picturePaths(collection, values.toJS())) values = values.setIn(path, sitePicturePath(String(values.getIn(path))));
    // A post whose address was left empty takes it from its title.
    if (collection === "blog" && isEmpty(values.getIn(["slug"]))) values = values.setIn(["slug"], slugFromTitle(String(values.getIn(["title"]) ?? "")));
    const data = values.toJS();
    const name = collection === "blog" ? String(data.slug ?? "") : String(entry.get("slug") ?? "");
    const file = `content/${collection}/${name}.mdx`;
    if (entry.get("newRecord") && (await pictureStore().contentFiles([collection])).some((one) => one.file === file)) {
      throw new SaveRefused(`another post already has the address /blog/${name}. Change the Address (or the title, if the address is left empty).`);
    }
    // A post's file is named by its address, and the editor saves a post back to its own file.
    const saved = String(entry.get("slug") ?? "");
    if (collection === "blog" && !entry.get("newRecord") && name !== saved) {
      throw new SaveRefused(`a post keeps its address, /blog/${saved}, so that links to it keep working. Put the Address back to ${saved}.`);
    }
    const staged = ((entry.get("mediaFiles") as { toJS(): Array<{ path: string; draft?: boolean }> } | undefined)?.toJS() ?? []).filter((media) => media.draft).map((media) => media.path);
    await checkBeforeSave({ collection, file, text: toFile(data, styleFor(collection)), staged });
    return values;
  },
});

const settings = ADMIN_SETTINGS;

addPhoneLayout();
addAccessibility();
focusAddedItems();
leadToFirstProblem();

// Built for a live host without a repository (the build warned too): say what to set, above the sign-in.
if (!settings.repo && !settings.localServer) {
  const notice = document.createElement("p");
  notice.setAttribute("role", "alert");
  notice.style.cssText = "margin:0;padding:12px 16px;background:#fff4d6;color:#3d2c00;font:16px/1.5 system-ui,sans-serif;text-align:center";
  notice.textContent = "This editor has nowhere to save: the site was built without CMS_GITHUB_REPO. Set it to the site's GitHub repository (owner/name), build again, and sign in (docs/deploying.md).";
  document.body.prepend(notice);
}

// On the author's own machine there is no one to sign in: the local server needs no password.
// Decap keeps its signed-in user under this key (decap-cms-core 3.19, backend.ts, storageKey).
if (settings.localServer) localStorage.setItem("decap-cms-user", JSON.stringify({ backendName: "proxy" }));

const liveSite = settings.localServer ? window.location.origin : settings.siteUrl;

CMS.init({
  config: {
    load_config_file: false,
    backend: settings.localServer
      ? { name: "proxy", proxy_url: settings.localServer, branch: "main" }
      : { name: "github", repo: settings.repo || "set-CMS_GITHUB_REPO/at-build-time", branch: settings.branch, base_url: settings.authBaseUrl, auth_endpoint: settings.authEndpoint },
    // "View Live" and the header's link to the site: on the author's machine, the preview that
    // serves this editor (the live site has nothing saved here yet); else the live site.
    site_url: liveSite,
    display_url: liveSite,
    logo: { src: settings.logo, show_in_header: true },
    media_folder: "content/blog/images",
    public_folder: "./images",
    collections: cmsCollections(),
  } as never,
});

document.title = `Editor · ${site.name}`;

// Decap names the logo "Logo" (its sign-in page and header): it is the business's name.
new MutationObserver(() => {
  for (const image of document.querySelectorAll<HTMLImageElement>(`img[src="${settings.logo}"]:not([alt="${site.name}"])`)) image.alt = site.name;
}).observe(document.body, { childList: true, subtree: true });
