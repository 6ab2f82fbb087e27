/**
 * The editor at /admin (Decap CMS), bundled on its own by admin/bundle.ts with React 19; the
 * public pages keep React 18. It edits the same files authors write by hand:
 *   - its collections and fields come from the front-matter schema (fields.ts);
 *   - its file format writes YAML as the site's files are written and changes only the fields
 *     an author changed (format.ts);
 *   - before a save, the same checks as the build (src/lib/content-schema.ts) refuse a file
 *     the build would refuse, with the build's message;
 *   - its preview pane draws the entry with the site's templates (preview.tsx).
 * Where it saves: a GitHub repository and branch (settings of the build, ADMIN_SETTINGS), or,
 * when built for `npm run cms`, decap-server on the author's machine.
 */
import CMS from "./decap";
import { collections, formatIssues, validateFrontmatter, type Collection } from "../../src/lib/content-schema";
import { slugFromTitle } from "../../src/lib/slug";
import { cmsCollections, FORMAT, picturePaths, sitePicturePath, styleFor } from "./fields";
import { fromFile, isEmpty, toFile } from "./format";
import { addPhoneLayout } from "./phone-layout";
import { previews } from "./preview";

/** What admin/bundle.ts writes into the bundle (esbuild's define). */
interface AdminSettings {
  /** "owner/name" of the site's GitHub repository, or "" when none is set. */
  repo: string;
  branch: string;
  /** The OAuth provider that signs authors in to GitHub (Netlify's, or a proxy of the site's own). */
  authBaseUrl: string;
  authEndpoint: string;
  /** decap-server's API, when built for local editing. */
  localServer: string | null;
  siteUrl: string;
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

/** The form's values as the build will read them: empty optional fields left out, as the file format leaves them out. */
function asFrontMatter(data: Record<string, unknown>): Record<string, unknown> {
  const { body: _body, _file: _original, ...fields } = data;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => !isEmpty(value)));
}

/**
 * Before a save: pictures named as the site's files name them ("./images/x.png"), a post's
 * empty address made from its title, then the build's own checks; a file the build would refuse is not saved, and the author reads the
 * build's message.
 */
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }: { entry: SavedEntry }) => {
    const collection = entry.get("collection") as Collection;
    let values = entry.getIn(["data"]) as Values;
    for (const path of picturePaths(collection, values.toJS())) values = values.setIn(path, sitePicturePath(String(values.getIn(path))));
    // A post whose address was left empty takes it from its title.
    if (collection === "blog" && isEmpty(values.getIn(["slug"]))) values = values.setIn(["slug"], slugFromTitle(String(values.getIn(["title"]) ?? "")));
    const data = values.toJS();
    const name = collection === "blog" ? String(data.slug ?? "") : String(entry.get("slug") ?? "");
    const issues = validateFrontmatter(collection, asFrontMatter(data), `content/${collection}/${name}.mdx`, { name });
    if (issues.length) throw new Error(`The site's build would refuse this file:\n${formatIssues(issues)}`);
    return values;
  },
});

const settings = ADMIN_SETTINGS;

addPhoneLayout();

// Built for a live host without a repository (the build warned too): say what to set, above the sign-in.
if (!settings.repo && !settings.localServer) {
  const notice = document.createElement("p");
  notice.setAttribute("role", "alert");
  notice.style.cssText = "margin:0;padding:12px 16px;background:#fff4d6;color:#3d2c00;font:16px/1.5 system-ui,sans-serif;text-align:center";
  notice.textContent = "This editor has nowhere to save: the site was built without CMS_GITHUB_REPO. Set it to the site's GitHub repository (owner/name), build again, and sign in (docs/deploying.md).";
  document.body.prepend(notice);
}

CMS.init({
  config: {
    load_config_file: false,
    backend: { name: "github", repo: settings.repo || "set-CMS_GITHUB_REPO/at-build-time", branch: settings.branch, base_url: settings.authBaseUrl, auth_endpoint: settings.authEndpoint },
    ...(settings.localServer ? { local_backend: { url: settings.localServer } } : {}),
    site_url: settings.siteUrl,
    display_url: settings.siteUrl,
    media_folder: "content/blog/images",
    public_folder: "./images",
    collections: cmsCollections(),
  } as never,
});
