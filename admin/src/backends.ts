/**
 * The editor's two backends, Decap's own with the site's rules for pictures added:
 *   - "github" (the live site: each save is a commit) and
 *   - "proxy" (`npm run cms`: admin/local-server.ts on the author's machine).
 * Both:
 *   - open a post without fetching its folder of pictures: Decap asks for the folder
 *     (getMedia with a folder) to find the entry's pictures, and is given none, so it looks up
 *     each picture the entry shows on its own (getMediaFile); the media library (getMedia with
 *     no folder) still lists the folder, by name;
 *   - never save a picture over another of the same name (persistMedia, persistEntry) and never
 *     delete a picture a content file shows (deleteFiles), naming the files that show it;
 *   - answer the editor's widgets (PictureStore): the pictures of a folder, and the content
 *     files, for the link picker and the refusals.
 * Relies on (decap-cms-core 3.19.1, backend.ts): processEntry calls the implementation's
 * getMedia(folder) with the entry's folder, and the media library calls getMedia() without
 * one. __tests__/dev/5-editor.spec.ts opens a post and fails if the folder is fetched.
 */
import { GitHubBackend } from "decap-cms-backend-github";
import { ProxyBackend } from "decap-cms-backend-proxy";
import { collections, type Collection } from "../../src/lib/content-schema";
import { picturesShown, readFrontMatter, splitFile, asLf } from "../../src/mdx/check-file";
import { gitBlobSha, inUse, PICTURE_FILE } from "./pictures";

/** A picture of a folder, as the widgets show it. */
export interface PictureFile {
  name: string;
  /** From the project's root: "content/blog/images/x.png". */
  path: string;
  /** An address the browser can show it from. */
  url: string;
  /** Git's id of its bytes (a blob's SHA-1), where the backend lists it. */
  sha?: string;
}

/** A content file with its text. */
interface ContentFile {
  file: string;
  text: string;
}

/** What the editor's widgets ask of the backend in use. */
export interface PictureStore {
  pictures(folder: string): Promise<PictureFile[]>;
  /** The content files of some collections (all of them when none are named). */
  contentFiles(of?: readonly Collection[]): Promise<ContentFile[]>;
}

let current: PictureStore | null = null;

/** The backend the editor signed in with. */
export function pictureStore(): PictureStore {
  if (!current) throw new Error("The editor has no backend yet: sign in first");
  return current;
}

interface AssetLike {
  path: string;
  fileObj?: File;
}

interface MediaLike {
  name: string;
  path: string;
}

/** The parts of Decap's implementations used here (decap-cms-lib-util's Implementation). */
interface Implementation {
  getMedia(folder?: string): Promise<MediaLike[]>;
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>;
  persistMedia(asset: AssetLike, options: unknown): Promise<unknown>;
  persistEntry(entry: { dataFiles: unknown[]; assets: AssetLike[] }, options: unknown): Promise<unknown>;
  entriesByFolder(folder: string, extension: string, depth: number): Promise<Array<{ data: string; file: { path: string } }>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeScript's form for a class a mixin extends
type Constructor = new (...args: any[]) => Implementation;

const folderOf = (file: string) => file.replace(/\/[^/]+$/, "");

/** The site's rules for pictures, around one of Decap's implementations. */
function withSitePictures<Base extends Constructor>(
  Base: Base,
  listing: (self: Implementation, folder: string) => Promise<PictureFile[]>,
  holds: (picture: PictureFile, bytes: Blob) => Promise<boolean>,
) {
  return class SiteBackend extends Base implements PictureStore {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as Constructor
    constructor(...args: any[]) {
      super(...args);
      current = this;
    }

    pictures(folder: string): Promise<PictureFile[]> {
      return listing(this, folder);
    }

    async contentFiles(of: readonly Collection[] = collections): Promise<ContentFile[]> {
      const lists = await Promise.all(of.map((collection) => this.entriesByFolder(`content/${collection}`, "mdx", 1)));
      return lists.flat().map(({ data, file }) => ({ file: file.path, text: data }));
    }

    async getMedia(folder?: string): Promise<MediaLike[]> {
      // An entry being opened: its pictures are looked up one by one, not with the folder.
      if (folder !== undefined) return [];
      return super.getMedia();
    }

    /**
     * The pictures of `assets` still to write. One whose name a picture of its folder has is left
     * out when it holds the same bytes: Decap sends an entry's new pictures again with every save
     * until the entry is opened afresh, so the second save of a post brings its upload back. One
     * that holds other bytes is refused: the editor never replaces a picture.
     */
    async toWrite(assets: readonly AssetLike[]): Promise<AssetLike[]> {
      const kept: AssetLike[] = [];
      for (const asset of assets) {
        const path = asset.path.replace(/^\/+/, "");
        const there = PICTURE_FILE.test(path) ? (await listing(this, folderOf(path))).find((picture) => picture.path.toLowerCase() === path.toLowerCase()) : undefined;
        if (!there) kept.push(asset);
        else if (!(asset.fileObj && (await holds(there, asset.fileObj)))) {
          throw new Error(`A different picture named ${path.replace(/^.*\//, "")} is already on the site, and the editor never replaces one: add yours again and it gets a name of its own.`);
        }
      }
      return kept;
    }

    async persistMedia(asset: AssetLike, options: unknown): Promise<unknown> {
      await this.toWrite([asset]);
      return super.persistMedia(asset, options);
    }

    async persistEntry(entry: { dataFiles: unknown[]; assets: AssetLike[] }, options: unknown): Promise<unknown> {
      return super.persistEntry({ ...entry, assets: await this.toWrite(entry.assets) }, options);
    }

    async deleteFiles(paths: string[], commitMessage: string): Promise<unknown> {
      const files = await this.contentFiles();
      for (const picture of paths.map((one) => one.replace(/^\/+/, ""))) {
        const users = files
          .filter(({ file, text }) => picturesShown(file, text).includes(picture))
          .map(({ file, text }) => {
            const { title } = readFrontMatter(splitFile(asLf(text)).frontMatter);
            return { file, title: typeof title === "string" ? title : null };
          });
        if (users.length) throw new Error(inUse(picture, users));
      }
      return super.deleteFiles(paths, commitMessage);
    }
  };
}

interface ProxyInternals {
  proxyUrl: string;
  branch: string;
  request(payload: { action: string; params: Record<string, unknown> }): Promise<unknown>;
}

/** Where the local server serves a picture of content/ (admin/local-server.ts, FILES_PATH). */
const localFile = (self: ProxyInternals, path: string) => `${self.proxyUrl.replace(/\/api\/v1\/?$/, "")}/files/${path.split("/").map(encodeURIComponent).join("/")}`;

const localListing = async (self: Implementation, folder: string): Promise<PictureFile[]> => {
  const proxy = self as unknown as ProxyInternals;
  const files = (await proxy.request({ action: "listMedia", params: { branch: proxy.branch, mediaFolder: folder } })) as MediaLike[];
  return files.map((file) => ({ name: file.name, path: file.path, url: localFile(proxy, file.path) }));
};

/** Whether the picture the local server serves holds these bytes. */
const localHolds = async (picture: PictureFile, bytes: Blob): Promise<boolean> => {
  const response = await fetch(picture.url, { cache: "no-store" });
  if (!response.ok) return false;
  const [there, here] = [new Uint8Array(await response.arrayBuffer()), new Uint8Array(await bytes.arrayBuffer())];
  return there.length === here.length && there.every((byte, at) => byte === here[at]);
};

/** `npm run cms`: the local server lists and serves pictures by name and address, never as base64 in its answers. */
export class LocalBackend extends withSitePictures(ProxyBackend as unknown as Constructor, localListing, localHolds) {
  async getMedia(folder?: string): Promise<MediaLike[]> {
    if (folder !== undefined) return [];
    const proxy = this as unknown as ProxyInternals & { mediaFolder: string };
    return (await localListing(this, proxy.mediaFolder)).map((file) => ({ ...file, id: file.path, displayURL: file.url }));
  }

  async getMediaFile(path: string): Promise<unknown> {
    const proxy = this as unknown as ProxyInternals;
    const info = (await proxy.request({ action: "mediaInfo", params: { branch: proxy.branch, path } })) as MediaLike;
    const url = localFile(proxy, info.path);
    return { ...info, id: info.path, url, displayURL: url };
  }

  /** The local server finds the files that show a picture itself, from the files as they are on disk. */
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown> {
    return (ProxyBackend.prototype as unknown as Implementation).deleteFiles.call(this, paths, commitMessage);
  }

  async persistMedia(asset: AssetLike, options: unknown): Promise<unknown> {
    const saved = (await super.persistMedia(asset, options)) as MediaLike;
    const url = localFile(this as unknown as ProxyInternals, saved.path);
    return { ...saved, id: saved.path, url, displayURL: url };
  }
}

interface GitHubInternals {
  api: { listFiles(folder: string): Promise<Array<{ id: string; name: string; path: string }>> } | null;
  repo: string;
  branch: string;
}

const githubListing = async (self: Implementation, folder: string): Promise<PictureFile[]> => {
  const github = self as unknown as GitHubInternals;
  const files = github.api ? await github.api.listFiles(folder) : [];
  // Public repositories' files by address; a private one's show by name only.
  return files.map((file) => ({ name: file.name, path: file.path, url: `https://raw.githubusercontent.com/${github.repo}/${github.branch}/${file.path}`, sha: file.id }));
};

/** The live site's editor: saves are commits to the site's repository. */
export const SiteGitHubBackend = withSitePictures(GitHubBackend as unknown as Constructor, githubListing, async (picture, bytes) => picture.sha === (await gitBlobSha(new Uint8Array(await bytes.arrayBuffer()))));
