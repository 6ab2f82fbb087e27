/**
 * The editor's backend on an author's machine (`npm run cms`, scripts/cms.ts): the API of Decap's
 * proxy backend (POST {action, params} to /api/v1, what decap-server speaks), on 127.0.0.1 only,
 * reading and writing the files of content/ in this folder and nothing outside it. Beyond
 * decap-server it:
 *   - writes each file atomically (written in .cache/, then renamed into place), so the preview
 *     never reads a file half saved;
 *   - checks a content file as the build does before writing it (src/mdx/check-file.ts) and
 *     refuses one the build would refuse, unless the file is a draft;
 *   - never writes a picture over another of the same name, never writes a new post over an
 *     existing one, and never deletes a picture a content file shows (admin/src/pictures.ts);
 *   - lists pictures without their bytes (listMedia, mediaInfo) and serves each at
 *     /files/<path>, and lists a collection's entries by their front matter alone, so opening a
 *     post fetches only that post and the pictures it shows.
 * The editor's side of it is admin/src/backends.ts.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { collections, formatIssues, type Collection } from "../src/lib/content-schema";
import { checkContentFile, picturesShown, readFrontMatter, splitFile, asLf } from "../src/mdx/check-file";
import { inUse, PICTURE_FILE, pictureKind, NOT_A_PICTURE, type PictureUser } from "./src/pictures";

/** The path under which the server answers the proxy backend's actions. */
export const API_PATH = "/api/v1";
/** The path under which it serves the pictures of content/. */
export const FILES_PATH = "/files/";

const TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", webp: "image/webp", avif: "image/avif" };

/** A refusal the editor shows the author as it is. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface Asset {
  path: string;
  content: string;
  encoding: "base64";
}

interface DataFile {
  path: string;
  raw: string;
  newPath?: string;
}

const sha = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

export interface LocalServerOptions {
  /** The project folder whose content/ is edited. */
  root: string;
  port: number;
  /** Told of each save and refusal, for the author's terminal. */
  log?: (line: string) => void;
}

export function startLocalServer({ root, port, log = () => undefined }: LocalServerOptions): Promise<Server> {
  const content = path.join(root, "content");
  const saves = path.join(root, ".cache", "editor-saves");

  /** A path the editor names ("content/blog/x.mdx"), as a file of content/; anything else is refused. */
  const inContent = (named: unknown): string => {
    const file = path.resolve(root, String(named ?? ""));
    if (file !== content && !file.startsWith(`${content}${path.sep}`)) throw new Refusal(403, `${String(named)} is not in content/: the editor only changes the site's content`);
    return file;
  };
  const relative = (file: string) => path.relative(root, file).split(path.sep).join("/");

  /** Written beside nothing the preview watches, then renamed over the file in one step. */
  const writeAtomic = (file: string, bytes: Buffer | string) => {
    mkdirSync(saves, { recursive: true });
    mkdirSync(path.dirname(file), { recursive: true });
    const temporary = path.join(saves, `${process.pid}-${Date.now()}-${path.basename(file)}`);
    writeFileSync(temporary, bytes);
    renameSync(temporary, file);
  };

  const entry = (file: string) => {
    // Decap asks for a new post's file to learn that the address is free.
    if (!existsSync(file)) throw new Refusal(404, `${relative(file)} does not exist`);
    const data = readFileSync(file, "utf8");
    return { data, file: { path: relative(file), id: sha(data) } };
  };

  /**
   * An entry as a collection's list shows it: its front matter only. Decap reads every entry of
   * a collection for its list, and again whenever a post is opened, while the post itself is
   * read whole (getEntry): with hundreds of posts, their bodies would make opening one slower.
   */
  const listed = (file: string) => {
    const { data, file: about } = entry(file);
    const frontMatter = /^\uFEFF?---\r?\n[\s\S]*?\r?\n---(\r?\n|$)/.exec(data)?.[0] ?? "";
    return { data: frontMatter, file: about };
  };

  /** Every content file: its path from the root and its text. */
  const contentFiles = () =>
    collections.flatMap((collection) => {
      const folder = path.join(content, collection);
      if (!existsSync(folder)) return [];
      return readdirSync(folder)
        .filter((name) => name.endsWith(".mdx"))
        .map((name) => ({ file: `content/${collection}/${name}`, text: readFileSync(path.join(folder, name), "utf8") }));
    });

  /** The content files that show a picture (its path from the root), by title. */
  const usersOf = (picture: string): PictureUser[] =>
    contentFiles()
      .filter(({ file, text }) => picturesShown(file, text).includes(picture))
      .map(({ file, text }) => {
        const { title } = readFrontMatter(splitFile(asLf(text)).frontMatter);
        return { file, title: typeof title === "string" ? title : null };
      });

  const mediaInfo = (file: string) => ({ id: relative(file), name: path.basename(file), path: relative(file), size: statSync(file).size });

  /** A picture to write: of a kind the site reads, and not over another picture. */
  const pictureToWrite = (asset: Asset): { file: string; bytes: Buffer; unchanged: boolean } => {
    const file = inContent(asset.path);
    const bytes = Buffer.from(asset.content, asset.encoding);
    if (!PICTURE_FILE.test(file) || !pictureKind(bytes.subarray(0, 16))) throw new Refusal(415, `${path.basename(file)} ${NOT_A_PICTURE}`);
    if (!existsSync(file)) return { file, bytes, unchanged: false };
    if (sha(readFileSync(file)) === sha(bytes)) return { file, bytes, unchanged: true };
    throw new Refusal(409, `A different picture named ${path.basename(file)} is already on the site, and the editor never replaces one: add yours again and it gets a name of its own.`);
  };

  const persistEntry = async ({ dataFiles, entry: single, assets = [], options = {} }: { dataFiles?: DataFile[]; entry?: DataFile; assets?: Asset[]; options?: { newEntry?: boolean } }) => {
    const files = dataFiles ?? (single ? [single] : []);
    const pictures = assets.map(pictureToWrite);
    const arriving = new Set(pictures.map(({ file }) => file));
    for (const dataFile of files) {
      const file = inContent(dataFile.path);
      const name = relative(file);
      if (dataFile.newPath) throw new Refusal(400, `${name} keeps its address: the editor does not move a file`);
      if (options.newEntry && existsSync(file)) throw new Refusal(409, `${name} already exists: give the new post an address of its own`);
      const collection = name.split("/")[1] as Collection;
      if (!collections.includes(collection) || !name.endsWith(".mdx")) throw new Refusal(403, `${name} is not a content file of the site`);
      const issues = await checkContentFile({ collection, file: name, text: dataFile.raw, exists: (named) => arriving.has(path.resolve(path.dirname(file), named)) || existsSync(path.resolve(path.dirname(file), named)) });
      const draft = readFrontMatter(splitFile(asLf(dataFile.raw)).frontMatter).draft === true;
      if (issues.length && !draft) throw new Refusal(422, `The site's build would refuse this file, so it is not saved:\n${formatIssues(issues)}`);
    }
    for (const picture of pictures) if (!picture.unchanged) writeAtomic(picture.file, picture.bytes);
    for (const dataFile of files) {
      writeAtomic(inContent(dataFile.path), dataFile.raw);
      log(`Saved ${relative(inContent(dataFile.path))}${pictures.length ? ` with ${pictures.map(({ file }) => relative(file)).join(", ")}` : ""}`);
    }
    return { message: "entry persisted" };
  };

  const deleteFiles = (paths: unknown[]) => {
    const files = paths.map(inContent);
    for (const file of files) {
      if (!PICTURE_FILE.test(file) || path.basename(path.dirname(file)) !== "images") throw new Refusal(403, `${relative(file)} is not a picture: the editor deletes only pictures`);
      const users = usersOf(relative(file));
      if (users.length) throw new Refusal(409, inUse(relative(file), users));
    }
    for (const file of files) {
      rmSync(file, { force: true });
      log(`Deleted ${relative(file)}`);
    }
    return { message: `deleted ${files.map(relative).join(", ")}` };
  };

  const actions: Record<string, (params: Record<string, unknown>) => unknown> = {
    info: () => ({ repo: path.basename(root), publish_modes: ["simple"], type: "local_fs" }),
    entriesByFolder: ({ folder, extension }) => {
      const dir = inContent(folder);
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((name) => name.endsWith(`.${String(extension)}`))
        .map((name) => listed(path.join(dir, name)));
    },
    entriesByFiles: ({ files }) => (files as Array<{ path: string }>).map((one) => entry(inContent(one.path))),
    getEntry: ({ path: named }) => entry(inContent(named)),
    persistEntry: (params) => persistEntry(params as never),
    listMedia: ({ mediaFolder }) => {
      const dir = inContent(mediaFolder);
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((name) => PICTURE_FILE.test(name))
        .map((name) => mediaInfo(path.join(dir, name)));
    },
    mediaInfo: ({ path: named }) => {
      const file = inContent(named);
      if (!existsSync(file)) throw new Refusal(404, `${relative(file)} does not exist`);
      return mediaInfo(file);
    },
    persistMedia: ({ asset }) => {
      const picture = pictureToWrite(asset as Asset);
      if (!picture.unchanged) writeAtomic(picture.file, picture.bytes);
      log(`Saved ${relative(picture.file)}`);
      return mediaInfo(picture.file);
    },
    deleteFile: ({ path: named }) => deleteFiles([named]),
    deleteFiles: ({ paths }) => deleteFiles(paths as unknown[]),
    getDeployPreview: () => null,
  };

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
    response.end(JSON.stringify(body));
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const origin = request.headers.origin;
    // The editor's page is on this machine (the preview's port); nothing else may call.
    if (origin && /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin)) {
      response.setHeader("Access-Control-Allow-Origin", origin);
      response.setHeader("Vary", "Origin");
    }
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (request.method === "OPTIONS") {
      response.writeHead(204, { "Access-Control-Allow-Methods": "GET, POST", "Access-Control-Allow-Headers": "Content-Type", "Access-Control-Max-Age": "600" });
      response.end();
      return;
    }
    if (request.method === "GET" && url.pathname.startsWith(FILES_PATH)) {
      const file = inContent(decodeURIComponent(url.pathname.slice(FILES_PATH.length)));
      const type = TYPES[path.extname(file).slice(1).toLowerCase()];
      if (!type || !existsSync(file)) return answer(response, 404, { error: "no such picture" });
      response.writeHead(200, { "Content-Type": type, "Cache-Control": "no-cache" });
      response.end(readFileSync(file));
      return;
    }
    if (request.method !== "POST" || url.pathname !== API_PATH) return answer(response, 404, { error: "not found" });
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const { action, params = {} } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { action: string; params?: Record<string, unknown> };
    const run = actions[action];
    if (!run) return answer(response, 422, { error: `The editor's local server does not do ${action}` });
    answer(response, 200, await run(params));
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const status = error instanceof Refusal ? error.status : 500;
      const message = error instanceof Error ? error.message : String(error);
      // A file asked for that is not there (a new post's address, a picture being typed) is no refusal.
      if (status !== 404) log(`Refused: ${message.split("\n").join(" ")}`);
      if (!response.headersSent) answer(response, status, { error: message });
      else response.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}
