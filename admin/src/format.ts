/**
 * The editor's file format: a content file as the site's own files are written, front matter
 * in YAML between `---` lines and an MDX body, read and written so that the editor changes
 * nothing it was not asked to change.
 *
 * Reading keeps the file's text beside its fields (ORIGINAL, a hidden field). Writing starts
 * from that text: each top-level field of the front matter is a block of lines, and only the
 * blocks whose value changed are written again; a new field goes after the fields before it in
 * the schema's order, unless it holds what leaving it out means (a switch at its default); a
 * field emptied in the form is removed. A block written again follows the
 * site's style (styleOf): free text in double quotes, addresses, paths, dates, choices and the
 * items of lists plain, lists with "  - ", nested fields indented two spaces, no folding.
 * Pure: used by the editor (admin/src/index.tsx) and by the tests.
 */
import { CORE_SCHEMA, load } from "js-yaml";

/** The hidden field that carries a file's text from reading to writing. */
export const ORIGINAL = "_file";

/** How a value of the front matter is written when it has to be written again. */
export interface Style {
  /** Top-level fields in the order the schema gives them, for placing a new one. */
  order: readonly string[];
  /** What a field left out means: a field the file did not have is not added with that value. */
  defaults?: Readonly<Record<string, unknown>>;
  /** Whether the string at `path` (keys and list positions) is written without quotes when it can be. */
  plain: (path: ReadonlyArray<string | number>) => boolean;
}

type Data = Record<string, unknown>;

const FRONT_MATTER = /^---\n([\s\S]*?\n)?---(?:\n|$)/;

interface Parts {
  frontMatter: string;
  body: string;
}

function split(text: string): Parts {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { frontMatter: "", body: text };
  return { frontMatter: match[1] ?? "", body: text.slice(match[0].length) };
}

/** The front matter's values, as the build reads them but for dates, kept as written (YYYY-MM-DD). */
function parse(frontMatter: string): Data {
  const data = load(frontMatter, { schema: CORE_SCHEMA });
  return data && typeof data === "object" && !Array.isArray(data) ? (data as Data) : {};
}

/** The body as the form shows it: without the blank line that follows the front matter. */
const bodyForForm = (body: string) => body.replace(/^\n+/, "");

/** How an author's machine saved a file: a UTF-8 byte-order mark, Windows line endings (CRLF). */
interface Encoding {
  bom: boolean;
  crlf: boolean;
}

const encodingOf = (text: string): Encoding => ({ bom: text.startsWith("\uFEFF"), crlf: text.includes("\r\n") });

/** The text as it is read and written here: no byte-order mark, lines ending in "\n". */
const normalised = (text: string) => text.replace(/^\uFEFF/, "").replace(/\r\n/g, "\n");

/** Text written here, saved as its file was: the same line endings and byte-order mark. */
function encoded(text: string, { bom, crlf }: Encoding): string {
  const lines = crlf ? text.replace(/\n/g, "\r\n") : text;
  return bom ? `\uFEFF${lines}` : lines;
}

export function fromFile(text: string): Data {
  const { frontMatter, body } = split(normalised(text));
  return { ...parse(frontMatter), body: bodyForForm(body), [ORIGINAL]: text };
}

/**
 * A top-level field and its lines (the key's line and the indented lines below it), or a
 * comment line of the author's (`# …` at the start of a line), which is a block of its own, so
 * that it stays where it is when the field above it is written again.
 */
interface Block {
  key: string | null;
  text: string;
}

function blocks(frontMatter: string): Block[] {
  const result: Block[] = [];
  for (const line of frontMatter.split(/(?<=\n)/)) {
    const key = /^([A-Za-z_][\w-]*):(?:\s|$)/.exec(line)?.[1] ?? null;
    if (key !== null || result.length === 0 || line.startsWith("#")) result.push({ key, text: line });
    else result[result.length - 1].text += line;
  }
  return result;
}

/** The blank lines that end a block, kept when the field is written again. */
const trailingBlankLines = (text: string) => /\n(\n+)$/.exec(text)?.[1] ?? "";

/** A value the form holds for a field left empty: nothing, "", an empty list, or a group of fields all empty. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object" && !(value instanceof Date)) return Object.values(value as Data).every(isEmpty);
  return false;
}
const empty = isEmpty;

function same(a: unknown, b: unknown): boolean {
  if (empty(a) && empty(b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => same(item, b[index]));
  if (a && b && typeof a === "object" && typeof b === "object") {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => same((a as Data)[key], (b as Data)[key]));
  }
  return a === b;
}

/** A string YAML reads back as the same string when written without quotes. */
function safePlain(text: string): boolean {
  if (!/^[A-Za-z0-9./][^\n]*$/.test(text) || /\s$/.test(text) || /:\s|\s#|:$/.test(text)) return false;
  if (/^(?:true|false|yes|no|on|off|null|~)$/i.test(text) || /^[-+]?(?:\d[\d_]*(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i.test(text)) return false;
  return !/[{}[\],&*!|>'"%@`]/.test(text.charAt(0));
}

function scalar(value: unknown, path: ReadonlyArray<string | number>, style: Style): string {
  if (typeof value === "string") return style.plain(path) && safePlain(value) ? value : JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return JSON.stringify(value);
}

/** The lines of `value` under a key at `indent`, in the site's style. */
function render(key: string, value: unknown, path: ReadonlyArray<string | number>, style: Style, indent = ""): string {
  if (Array.isArray(value)) {
    const items = value.map((item, index) => {
      const at = [...path, index];
      if (item && typeof item === "object" && !Array.isArray(item)) {
        const lines = Object.entries(item as Data)
          .filter(([, inner]) => !empty(inner))
          .map(([innerKey, inner]) => render(innerKey, inner, [...at, innerKey], style, `${indent}    `));
        return lines.join("").replace(new RegExp(`^${indent}    `), `${indent}  - `);
      }
      return `${indent}  - ${scalar(item, at, style)}\n`;
    });
    return `${indent}${key}:\n${items.join("")}`;
  }
  if (value && typeof value === "object" && !(value instanceof Date)) {
    const lines = Object.entries(value as Data)
      .filter(([, inner]) => !empty(inner))
      .map(([innerKey, inner]) => render(innerKey, inner, [...path, innerKey], style, `${indent}  `));
    return `${indent}${key}:\n${lines.join("")}`;
  }
  return `${indent}${key}: ${scalar(value, path, style)}\n`;
}

/** A top-level field written again, as it would stand in a file of the site. */
export function renderField(key: string, value: unknown, style: Style): string {
  return render(key, value, [key], style);
}

/** The fields of `value` that belong in the front matter. */
function fieldsOf(value: Data): Data {
  const { body: _body, [ORIGINAL]: _original, ...fields } = value;
  return fields;
}

function writeFrontMatter(fields: Data, original: string, style: Style): string {
  const before = parse(original);
  const result = blocks(original).filter((block) => block.key === null || !(block.key in before) || !empty(fields[block.key]) || !style.order.includes(block.key));
  for (const block of result) {
    if (block.key !== null && block.key in fields && !same(fields[block.key], before[block.key])) block.text = renderField(block.key, fields[block.key], style) + trailingBlankLines(block.text);
  }
  const present = new Set(result.map((block) => block.key));
  for (const key of style.order) {
    if (present.has(key) || empty(fields[key]) || (style.defaults && key in style.defaults && style.defaults[key] === fields[key])) continue;
    const earlier = style.order.slice(0, style.order.indexOf(key));
    let at = 0;
    result.forEach((block, index) => {
      if (block.key !== null && earlier.includes(block.key)) at = index + 1;
    });
    result.splice(at, 0, { key, text: renderField(key, fields[key], style) });
    present.add(key);
  }
  return result.map((block) => block.text).join("");
}

export function toFile(value: Data, style: Style): string {
  const original = typeof value[ORIGINAL] === "string" ? (value[ORIGINAL] as string) : null;
  const { frontMatter, body: originalBody } = split(normalised(original ?? ""));
  const body = typeof value.body === "string" ? normalised(value.body) : "";
  // An unchanged body is kept to the byte, whatever the form did to its first and last lines.
  const keptBody = original !== null && body.trim() === originalBody.trim() ? originalBody : `\n${bodyForForm(body).replace(/\n*$/, "\n")}`;
  // A file saved on Windows (or with a byte-order mark) is written back the same way.
  return encoded(`---\n${writeFrontMatter(fieldsOf(value), frontMatter, style)}---\n${keptBody}`, encodingOf(original ?? ""));
}
