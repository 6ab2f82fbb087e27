/**
 * What the body editor's dialogs write: a link, a picture and each of the site's components
 * (src/mdx/components.tsx), as the files in content/ write them, with what the author typed
 * escaped so that it reads back as typed: in MDX, `<` and `{` in prose start code.
 * Pictures are written so that the build's own check finds them (src/mdx/body-pictures.ts
 * reads `![alt](./images/x.png "caption")` with no `]` in the alt text and no `"` in the
 * caption): those two are written as character references (`&#93;`, `&quot;`), which MDX
 * reads back as the characters; a backslash escape would hide the picture from the check.
 * Pure: no React, no CodeMirror; used by the dialogs and the tests.
 */

/** A place on the site or elsewhere a link can go. */
export interface LinkTarget {
  label: string;
  href: string;
  /** What kind of page it is, as the picker groups them: "Pages", "Services", "Blog posts". */
  group: string;
}

/** A backslash before punctuation, which Markdown reads as an escape, doubled so it stays a backslash. */
const keepBackslashes = (text: string) => text.replace(/\\(?=[!-/:-@[-`{-~])/g, "\\\\");

/** What keepBackslashes wrote, read back: a doubled backslash before punctuation made one again. */
const dropKeptBackslashes = (text: string) => text.replace(/\\\\(?=[!-/:-@[-`{-~])/g, "\\");

/** An `&` that would start a character reference (`&amp;`, `&#93;`), written as one, so it stays an `&`. */
const keepAmpersands = (text: string) => text.replace(/&(?=#?[A-Za-z0-9]+;)/g, "&amp;");

/** Each run of spaces and line breaks as one space: for text that must stay on one line. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Prose as MDX reads it: `<` and `{` escaped (`\<`, `\{`) outside inline code and fenced code,
 * where MDX would read them as the start of a component or of code. One already escaped is left.
 */
export const escapeProse = (text: string) => inProse(text, (found) => (found === "<" || found === "{" ? `\\${found}` : found));

/** Prose as the author typed it, from MDX: the escapes escapeProse adds (`\<`, `\{`) taken away, outside code. */
export const unescapeProse = (text: string) => inProse(text, (found) => (found === "\\<" || found === "\\{" ? found[1] : found));

/** `change` applied to each `<`, `{` and backslash escape of the text, outside inline code and fenced code. */
function inProse(text: string, change: (found: string) => string): string {
  let fence: string | null = null;
  return text
    .split("\n")
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (fence === null || marker.startsWith(fence))) {
        fence = fence === null ? marker : null;
        return line;
      }
      if (fence !== null) return line;
      return line.replace(/(`+)[\s\S]*?\1|\\[\s\S]|[<{]/g, (found) => (found.startsWith("`") ? found : change(found)));
    })
    .join("\n");
}

/** A Markdown escape taken away (`\]` → `]`), for showing written text in a form. */
export function unescapeMarkdown(text: string): string {
  return text.replace(/\\([!-/:-@[-`{-~])/g, "$1");
}

/** A link's text as written between its brackets: brackets, `<` and `{` escaped; bold and italic kept. */
function linkText(text: string): string {
  return keepBackslashes(oneLine(text)).replace(/[[\]<{]/g, (found) => `\\${found}`);
}

/** An address as written between a link's parentheses: spaces, parentheses and angle brackets encoded. */
function destination(href: string): string {
  return href.trim().replace(/[\s()<>]/g, (found) => `%${found.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}

/** `[text](href)`; with no text, the address is the text. */
export function linkMarkdown(text: string, href: string): string {
  return `[${linkText(text.trim() ? text : href)}](${destination(href)})`;
}

/** A link written in the body: where it is, its text as written and as shown in a form (escapes taken away), and its address. */
export interface WrittenLink {
  from: number;
  to: number;
  written: string;
  text: string;
  href: string;
}

const LINK = /(?<![!\\])\[((?:\\.|[^\\\]\n])*)\]\(([^()\s]*)\)/g;

/** The link the cursor (or the selection) is in, for changing it; a picture is not a link. */
export function linkAt(text: string, from: number, to = from): WrittenLink | null {
  const lineStart = text.lastIndexOf("\n", from - 1) + 1;
  const lineEnd = text.indexOf("\n", to) === -1 ? text.length : text.indexOf("\n", to);
  for (const match of text.slice(lineStart, lineEnd).matchAll(LINK)) {
    const start = lineStart + (match.index ?? 0);
    const end = start + match[0].length;
    if (start <= from && to <= end) {
      return { from: start, to: end, written: match[1], text: unescapeMarkdown(match[1]), href: match[2] };
    }
  }
  return null;
}

/** The kinds of web address the link picker takes besides the site's own pages. */
const WEB_ADDRESS = /^https:\/\/[^\s/?#@]+\.[^\s/?#]{2,}(?:[/?#]\S*)?$/i;
const MAIL = /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/i;
const PHONE = /^tel:\+?[0-9][0-9 ()-]{4,}$/i;

/**
 * What is wrong with an address typed into the link picker, in words for the author, or null
 * when it is one the site can link to: https://…, mailto:… or tel:….
 */
export function webAddressProblem(value: string): string | null {
  const address = value.trim();
  if (!address) return "Type the web address, starting https://";
  if (WEB_ADDRESS.test(address) || MAIL.test(address) || PHONE.test(address)) return null;
  if (/^[^\s@:/]+@[^\s@]+\.[^\s@]+$/.test(address)) return `For an e-mail address, write mailto: before it: mailto:${address}`;
  if (/^\+?[0-9][0-9 ()-]{4,}$/.test(address)) return `For a phone number, write tel: before it: tel:${address.replace(/[\s()-]/g, "")}`;
  if (/^http:\/\//i.test(address)) return "Use the secure address, starting https:// (most sites have one)";
  if (/^(www\.)?[^\s/:@]+\.[a-z]{2,}(\/\S*)?$/i.test(address)) return `Start the address with https://, for example https://${address}`;
  return "This is not a web address the site can link to: start it https://, or mailto: for e-mail, or tel: for a phone number";
}

/** The address as the link is written: a phone number without its spaces. */
export const normaliseAddress = (value: string) => (/^tel:/i.test(value.trim()) ? value.trim().replace(/[\s()-]/g, "") : value.trim());

/** The link targets whose label or address holds every word of the query, in their order. */
export function filterTargets<T extends { label: string; href: string }>(targets: readonly T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return targets.filter((target) => {
    const haystack = `${target.label} ${target.href}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** The pictures whose name holds every word of the query. */
export function filterPictures<T extends { name: string; path: string }>(pictures: readonly T[], query: string): T[] {
  return filterTargets(
    pictures.map((picture) => ({ picture, label: picture.name, href: picture.path })),
    query,
  ).map((found) => found.picture);
}

export interface PictureFields {
  /** The path as written in a body: "./images/x.png". */
  path: string;
  alt: string;
  caption?: string;
}

/** A picture's alt text between its brackets: on one line, with no `]` the build's check would stop at. */
function altText(alt: string): string {
  return keepAmpersands(keepBackslashes(oneLine(alt)))
    .replace(/[[*_`<{]/g, (found) => `\\${found}`)
    .replace(/]/g, "&#93;");
}

/** A caption as the picture's title, in double quotes: on one line, a `"` written `&quot;`. */
function captionText(caption: string): string {
  return keepAmpersands(keepBackslashes(oneLine(caption))).replace(/"/g, "&quot;");
}

/** `![alt](./images/x.png "caption")`, or without the caption part when there is none. */
export function pictureMarkdown({ path, alt, caption }: PictureFields): string {
  const title = caption && caption.trim() ? ` "${captionText(caption)}"` : "";
  return `![${altText(alt)}](${destination(path)}${title})`;
}

/** A value of a component's attribute in double quotes: on one line, a `"` written `&quot;`. */
function attribute(value: string): string {
  return keepAmpersands(oneLine(value)).replace(/"/g, "&quot;");
}

/** A value of a component's attribute as the author typed it, from the file (attribute's references taken away). */
const attributeValue = (written: string) => written.replace(/&quot;/g, '"').replace(/&amp;/g, "&");

/** A component written in the body that its form can change: what to replace, and the fields the form starts with. */
export interface WrittenComponent {
  range: { from: number; to: number };
  fields: ComponentFields;
}

/**
 * A callout as the form writes it, its text on the lines between its tags, or between blank
 * lines (as the service pages have it) or on one line (the same `spacing` both ends), holding
 * no other callout's opening tag: all of it is changed.
 */
const CALLOUT = /<Callout(?: title="([^"\n]*)")?>(\n\n|\n|)((?:(?!<Callout[\s>])[\s\S])*?)\2<\/Callout>/g;
/** A section as the form writes it: only its opening tag (heading and buttons) is changed, its text stays in the editor. */
const SECTION = /(<Section title="([^"\n]*)"((?: (?:contact|payment))*)>)(?:(?!<Section[\s>])[\s\S])*?<\/Section>/g;
/** A button link as the form writes it, on one line: all of it is changed. */
const BUTTON_LINK = /<ButtonLink to="([^"\n]*)">((?:(?!<\/ButtonLink>)[^\n])*)<\/ButtonLink>/g;
/** The phone and e-mail links as their form writes them. */
const CONTACT_LINKS = /<ContactLinks( stacked)? \/>/g;
/** One question of a list as the questions form writes it, its answer between blank lines: all of it is changed. */
const FAQ_ITEM = /<FaqItem question="([^"\n]*)">\n\n((?:(?!<\/?FaqItem[\s>])[\s\S])*?)\n\n<\/FaqItem>/g;

/** The match of `pattern` the cursor (or the whole selection) is in. */
function around(text: string, pattern: RegExp, from: number, to: number): RegExpMatchArray | null {
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    if (start > from) break;
    if (to <= start + match[0].length) return match;
  }
  return null;
}

/**
 * How each component its form can change is found in the body: as that form writes it, the
 * fields the form starts with, and what of it is replaced (all of it unless `changed` says).
 */
const WRITTEN: { [Name in ComponentName]?: { pattern: RegExp; fields: (match: RegExpMatchArray) => ComponentFields; changed?: (match: RegExpMatchArray) => string } } = {
  Callout: { pattern: CALLOUT, fields: (match) => ({ name: "Callout", title: attributeValue(match[1] ?? ""), text: unescapeProse(match[3]), spacing: match[2] }) },
  ButtonLink: { pattern: BUTTON_LINK, fields: (match) => ({ name: "ButtonLink", href: attributeValue(match[1]), label: dropKeptBackslashes(unescapeProse(match[2])) }) },
  ContactLinks: { pattern: CONTACT_LINKS, fields: (match) => ({ name: "ContactLinks", stacked: Boolean(match[1]) }) },
  Faq: { pattern: FAQ_ITEM, fields: (match) => ({ name: "Faq", items: [{ question: attributeValue(match[1]), answer: unescapeProse(match[2]) }], itemsOnly: true }) },
  Section: {
    pattern: SECTION,
    fields: (match) => ({ name: "Section", title: attributeValue(match[2]), contact: match[3].includes("contact"), payment: match[3].includes("payment"), text: "", openingOnly: true }),
    changed: (match) => match[1],
  },
};

/**
 * The component of kind `name` the cursor is in, for changing it in its form; null when it is in
 * none, or in one its form would not write back byte for byte (a callout holding another
 * component, say, whose tag the form would write as text): that one is changed by hand.
 */
export function writtenComponentAt(text: string, name: ComponentName, from: number, to = from): WrittenComponent | null {
  const reader = WRITTEN[name];
  const match = reader ? around(text, reader.pattern, from, to) : null;
  if (!reader || !match) return null;
  const range = { from: match.index!, to: match.index! + (reader.changed?.(match) ?? match[0]).length };
  const fields = reader.fields(match);
  return componentSnippet(fields).text === text.slice(range.from, range.to) ? { range, fields } : null;
}

/** A component's body as the author typed it: line endings made "\n", blank lines at its ends and spaces at its lines' ends dropped, prose escaped. */
function body(text: string): string {
  return escapeProse(
    text
      .replace(/\r\n?/g, "\n")
      .split("\n")
      .map((line) => line.replace(/[ \t]+$/, ""))
      .join("\n")
      .replace(/^\n+|\n+$/g, ""),
  );
}

/** The items of a list typed one a line, without any bullet the author typed. */
export function listItems(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*+•]|\d{1,9}[.)])\s+/, "").trim())
    .filter(Boolean);
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The site's components the Insert menu offers, each with what its form asks for. */
export type ComponentFields =
  | { name: "Callout"; title: string; text: string; /** What is between the tags and the text: a line break unless a callout read back has another. */ spacing?: string }
  | { name: "ButtonLink"; label: string; href: string }
  | { name: "ContactLinks"; stacked: boolean }
  | { name: "Faq"; items: FaqEntry[]; itemsOnly?: boolean }
  | { name: "Section"; title: string; contact: boolean; payment: boolean; text: string; openingOnly?: boolean }
  | { name: "FeatureList"; items: string[] }
  | { name: "PlanBox" }
  | { name: "PostalAddress" };

export type ComponentName = ComponentFields["name"];

/** A component's lines, and where the cursor goes in them when its body is left to write (else none). */
export interface Snippet {
  text: string;
  cursor?: number;
}

const faqItem = ({ question, answer }: FaqEntry) => `<FaqItem question="${attribute(question)}">\n\n${body(answer)}\n\n</FaqItem>`;

/**
 * A component written as the site's files write it: a callout's text on the lines between its
 * tags (as the blog's posts have it), a section's, list's and questions' bodies between blank
 * lines (as the service pages have them), a button link on one line, the others closed in
 * place (`<ContactLinks />`).
 */
export function componentSnippet(fields: ComponentFields): Snippet {
  switch (fields.name) {
    case "Callout": {
      const title = fields.title.trim() ? ` title="${attribute(fields.title)}"` : "";
      const text = body(fields.text);
      // Text of more than one line is never on its tags' line (MDX would read it as a paragraph's).
      const spacing = fields.spacing === "" && text.includes("\n") ? "\n" : (fields.spacing ?? "\n");
      return { text: `<Callout${title}>${spacing}${text}${spacing}</Callout>` };
    }
    case "ButtonLink":
      return { text: `<ButtonLink to="${attribute(normaliseAddress(fields.href))}">${escapeProse(keepBackslashes(oneLine(fields.label)))}</ButtonLink>` };
    case "ContactLinks":
      return { text: fields.stacked ? "<ContactLinks stacked />" : "<ContactLinks />" };
    case "Faq": {
      const items = fields.items.filter((item) => item.question.trim() || item.answer.trim()).map(faqItem).join("\n\n");
      return { text: fields.itemsOnly ? items : `<Faq>\n\n${items}\n\n</Faq>` };
    }
    case "Section": {
      const switches = `${fields.contact ? " contact" : ""}${fields.payment ? " payment" : ""}`;
      const open = `<Section title="${attribute(fields.title)}"${switches}>\n\n`;
      if (fields.openingOnly) return { text: open.trimEnd() };
      const text = body(fields.text);
      return text ? { text: `${open}${text}\n\n</Section>` } : { text: `${open}\n\n</Section>`, cursor: open.length };
    }
    case "FeatureList":
      return { text: `<FeatureList>\n\n${fields.items.map((item) => `- ${escapeProse(item)}`).join("\n")}\n\n</FeatureList>` };
    case "PlanBox":
      return { text: "<PlanBox />" };
    case "PostalAddress":
      return { text: "<PostalAddress />" };
  }
}

/**
 * Where questions added to a list of questions go: at the cursor, or, when the cursor is in a
 * question's answer, after that question (a question inside another is not one the site shows).
 */
export function questionsInsertionPoint(text: string, position: number): number {
  if (!insideComponent(text, position, "FaqItem", true)) return position;
  return text.indexOf("</FaqItem>", position) + "</FaqItem>".length;
}

/**
 * Whether the cursor is between a component's opening and closing tags (`<Faq>` … `</Faq>`),
 * so that the questions form adds questions to the list the cursor is in rather than a new list.
 */
export function insideComponent(text: string, position: number, name: string, withAttributes = false): boolean {
  const before = text.slice(0, position);
  const open = withAttributes ? Math.max(before.lastIndexOf(`<${name} `), before.lastIndexOf(`<${name}>`)) : before.lastIndexOf(`<${name}>`);
  if (open === -1) return false;
  if (before.indexOf(`</${name}>`, open) !== -1) return false;
  return text.indexOf(`</${name}>`, position) !== -1;
}
