/**
 * The editor's file format: a content file as the site's own files are written, front matter
 * in YAML between `---` lines and an MDX body, read and written so that the editor changes
 * nothing it was not asked to change.
 *
 * Reading keeps the file's text beside its fields (ORIGINAL, a hidden field). Writing edits that
 * text's front matter through the `yaml` package's Document API (https://eemeli.org/yaml/#documents),
 * which keeps every node, comment and blank line it is not asked to change: only the fields whose
 * value changed are set again; a new field goes after the fields before it in the schema's
 * order, unless it holds what leaving it out means (a switch at its default); a field emptied in
 * the form is removed. A value set again follows the site's style (nodeFor): free text in
 * double quotes, addresses, paths, dates, choices and the items of lists plain, lists with
 * "  - ", nested fields indented two spaces, no folding.
 * Pure: used by the editor (admin/src/index.tsx) and by the tests.
 */
import { Document, isMap, parseDocument, Scalar, YAMLMap, YAMLSeq, type Node, type ToStringOptions } from "yaml";
import { asLf, splitFile } from "../../src/lib/front-matter";

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
type Path = ReadonlyArray<string | number>;

/** The site's files: no line folded, lists indented under their key. */
const WRITTEN: ToStringOptions = { lineWidth: 0, indentSeq: true };

/** The front matter as a YAML document; its values read with YAML's core schema, so dates stay as written (YYYY-MM-DD). */
const documentOf = (frontMatter: string): Document => parseDocument(frontMatter);

function valuesOf(document: Document): Data {
  const data: unknown = document.toJS();
  return data && typeof data === "object" && !Array.isArray(data) ? (data as Data) : {};
}

/** The body as the form shows it: without the blank line that follows the front matter. */
const bodyForForm = (body: string) => body.replace(/^\n+/, "");

/** Text written here, saved as `original` was: the same line endings (CRLF) and UTF-8 byte-order mark. */
function encodedAs(original: string, text: string): string {
  const lines = original.includes("\r\n") ? text.replace(/\n/g, "\r\n") : text;
  return original.startsWith("\uFEFF") ? `\uFEFF${lines}` : lines;
}

export function fromFile(text: string): Data {
  const { frontMatter, body } = splitFile(asLf(text));
  return { ...valuesOf(documentOf(frontMatter)), body: bodyForForm(body), [ORIGINAL]: text };
}

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

/** A string YAML (1.1 as well as 1.2) reads back as the same string when written without quotes. */
function safePlain(text: string): boolean {
  if (!/^[A-Za-z0-9./][^\n]*$/.test(text) || /\s$/.test(text) || /:\s|\s#|:$/.test(text)) return false;
  if (/^(?:true|false|yes|no|on|off|null|~)$/i.test(text) || /^[-+]?(?:\d[\d_]*(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i.test(text)) return false;
  return !/[{}[\],&*!|>'"%@`]/.test(text.charAt(0));
}

/** `value` as a YAML node in the site's style, `path` being where it stands in the front matter. */
function nodeFor(value: unknown, path: Path, style: Style): Node {
  if (Array.isArray(value)) {
    const list = new YAMLSeq();
    value.forEach((item, index) => list.items.push(nodeFor(item, [...path, index], style)));
    return list;
  }
  if (value && typeof value === "object" && !(value instanceof Date)) {
    const group = new YAMLMap();
    for (const [key, inner] of Object.entries(value as Data)) if (!empty(inner)) group.set(new Scalar(key), nodeFor(inner, [...path, key], style));
    return group;
  }
  const scalar = new Scalar(value instanceof Date ? value.toISOString().slice(0, 10) : value);
  if (typeof value === "string" && !(style.plain(path) && safePlain(value))) scalar.type = Scalar.QUOTE_DOUBLE;
  return scalar;
}

/** A top-level field written again, as it would stand in a file of the site. */
export function renderField(key: string, value: unknown, style: Style): string {
  const document = new Document(new YAMLMap());
  document.set(key, nodeFor(value, [key], style));
  return document.toString(WRITTEN);
}

/** The fields of `value` that belong in the front matter. */
function fieldsOf(value: Data): Data {
  const { body: _body, [ORIGINAL]: _original, ...fields } = value;
  return fields;
}

function writeFrontMatter(fields: Data, original: string, style: Style): string {
  const document = documentOf(original);
  if (!isMap(document.contents)) document.contents = new YAMLMap();
  const pairs = (document.contents as YAMLMap<Scalar, unknown>).items;
  const before = valuesOf(document);
  let changed = false;
  for (let index = pairs.length - 1; index >= 0; index -= 1) {
    const key = String(pairs[index].key.value);
    if (!(key in fields) || same(fields[key], before[key])) continue;
    changed = true;
    if (!empty(fields[key]) || !style.order.includes(key)) {
      pairs[index].value = nodeFor(fields[key], [key], style);
      continue;
    }
    // A field emptied in the form goes; an author's comment above it, and the blank line, stay for the next field.
    const [removed] = pairs.splice(index, 1);
    const next = pairs[index]?.key;
    if (next && (removed.key.commentBefore || removed.key.spaceBefore)) {
      next.commentBefore = [removed.key.commentBefore, next.commentBefore].filter(Boolean).join("\n") || undefined;
      next.spaceBefore ||= removed.key.spaceBefore;
    }
  }
  for (const key of style.order) {
    if (pairs.some((pair) => pair.key.value === key) || empty(fields[key]) || (style.defaults && key in style.defaults && style.defaults[key] === fields[key])) continue;
    const earlier = style.order.slice(0, style.order.indexOf(key));
    const at = pairs.reduce((last, pair, index) => (earlier.includes(String(pair.key.value)) ? index + 1 : last), 0);
    pairs.splice(at, 0, document.createPair(new Scalar(key), nodeFor(fields[key], [key], style)) as (typeof pairs)[number]);
    changed = true;
  }
  // A front matter with no field changed is kept as it was, to the byte.
  if (!changed) return original;
  return pairs.length ? document.toString(WRITTEN) : "";
}

export function toFile(value: Data, style: Style): string {
  const original = typeof value[ORIGINAL] === "string" ? (value[ORIGINAL] as string) : null;
  const { frontMatter, body: originalBody } = splitFile(asLf(original ?? ""));
  const body = typeof value.body === "string" ? asLf(value.body) : "";
  // An unchanged body is kept to the byte, whatever the form did to its first and last lines.
  const keptBody = original !== null && body.trim() === originalBody.trim() ? originalBody : `\n${bodyForForm(body).replace(/\n*$/, "\n")}`;
  // A file saved on Windows (or with a byte-order mark) is written back the same way.
  return encodedAs(original ?? "", `---\n${writeFrontMatter(fieldsOf(value), frontMatter, style)}---\n${keptBody}`);
}
