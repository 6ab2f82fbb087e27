/**
 * Pictures an author adds or removes in the editor, so that none is lost or breaks the build:
 *   - an upload is stored under a name of its own, never over another picture (uniqueName);
 *   - an upload must be a picture the build reads (pictureKind: PNG, JPEG, WebP or AVIF, by its
 *     bytes, whatever its name says), and its name ends as its kind does;
 *   - a picture a content file shows cannot be deleted; the refusal names the files (inUse).
 * Also where a picture the form names stands while Decap loads it (pictureState).
 * Pure: used by the editor's backends (backends.ts), its widgets and its local server
 * (admin/local-server.ts), and by the tests.
 */

/** The kinds of picture the site's image plugin reads, with the ending a file of each kind gets. */
const KINDS = [
  { kind: "png", ending: "png", test: (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { kind: "jpeg", ending: "jpg", test: (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { kind: "webp", ending: "webp", test: (b: Uint8Array) => ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP" },
  { kind: "avif", ending: "avif", test: (b: Uint8Array) => ascii(b, 4, 8) === "ftyp" && /^avi[fs]$/.test(ascii(b, 8, 12)) },
] as const;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The picture's kind from its first bytes (16 are enough), or null when it is none the site reads. */
export function pictureKind(head: Uint8Array): (typeof KINDS)[number] | null {
  return KINDS.find((candidate) => candidate.test(head)) ?? null;
}

/** What the author reads when a file is not a picture the site can show. */
export const NOT_A_PICTURE = "is not a picture the site can show: choose a PNG, JPEG, WebP or AVIF file (a photo from a phone or camera is JPEG)";

/** The kinds of file the editor's upload buttons offer (a phone offers its photos and camera). */
export const PICTURE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/avif"];

/** The endings of the picture files the site shows. */
export const PICTURE_FILE = /\.(png|jpe?g|webp|avif)$/i;

/**
 * A file name as the site's pictures are named: lower-case words joined by hyphens, ending as
 * its kind does ("Our New Van (2).JPG", jpeg → "our-new-van-2.jpg").
 */
export function pictureName(original: string, ending: string): string {
  const stem = original
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${stem || "picture"}.${ending}`;
}

/** `name`, or, when a file of that name exists (any case), the first free "name-2.png", "name-3.png"… */
export function uniqueName(name: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((one) => one.toLowerCase()));
  if (!used.has(name.toLowerCase())) return name;
  const [, stem, ending] = /^(.*?)(\.[^.]+)?$/.exec(name)!;
  for (let count = 2; ; count += 1) {
    const candidate = `${stem}-${count}${ending ?? ""}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}

/** A content file that shows a picture, as the refusal to delete it names it. */
export interface PictureUser {
  file: string;
  title: string | null;
}

/**
 * Why a picture cannot be deleted: the pages that show it, by title (by file when untitled).
 * Decap puts its own "Failed to delete media:" before it.
 */
export function inUse(picture: string, users: readonly PictureUser[]): string {
  const names = users.map((user) => (user.title ? `“${user.title}”` : user.file));
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : names[0];
  return `${picture.replace(/^.*\//, "")} is still shown on ${list}: take it out of ${users.length > 1 ? "those" : "that"} first, then delete it.`;
}

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

/** Git's id of some bytes, as a repository lists a file: the SHA-1 of "blob <length>\0" and the bytes (https://git-scm.com/book/en/v2/Git-Internals-Git-Objects). */
export async function gitBlobSha(bytes: Uint8Array): Promise<string> {
  const header = new TextEncoder().encode(`blob ${bytes.length}\0`);
  const whole = new Uint8Array(header.length + bytes.length);
  whole.set(header);
  whole.set(bytes, header.length);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-1", whole));
  return [...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
