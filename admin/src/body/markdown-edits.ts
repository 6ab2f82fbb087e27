/**
 * The body editor's formatting, as edits of the MDX text: bold and italic toggled around the
 * selection, headings and lists toggled on the selected lines, and blocks (pictures, the site's
 * components) put on lines of their own with blank lines around, as the site's files write them.
 * An edit is a list of changes to the text as it was (CodeMirror's own form, so the editor
 * dispatches it as it is) and the selection after it; nothing outside the changes is touched,
 * so a file keeps its bytes wherever the author did not ask for a change.
 * Pure: no React, no CodeMirror; used by BodyEditor.tsx and the tests.
 */

export interface Range {
  from: number;
  to: number;
}

/** Replace `from`..`to` of the text as it was with `insert`. */
export interface Change {
  from: number;
  to: number;
  insert: string;
}

/** Changes in order, none overlapping, each against the text before any of them; and the selection after them. */
export interface Edit {
  changes: Change[];
  selection: { anchor: number; head: number };
}

/** The text after an edit (what CodeMirror does with the same changes). */
export function applyEdit(text: string, edit: Pick<Edit, "changes">): string {
  let result = "";
  let at = 0;
  for (const change of edit.changes) {
    result += text.slice(at, change.from) + change.insert;
    at = change.to;
  }
  return result + text.slice(at);
}

/** Where a position of the text before `changes` is after them; `after` puts a position at an insertion after the inserted text. */
export function mapPosition(changes: readonly Change[], position: number, after = true): number {
  let shift = 0;
  for (const change of changes) {
    if (change.from > position || (change.from === position && change.to === position && !after)) break;
    if (change.to < position || (change.to === position && change.from < position)) {
      shift += change.insert.length - (change.to - change.from);
      continue;
    }
    // Inside the replaced text, or at an insertion point with `after`.
    return change.from + shift + (after || change.from < position ? change.insert.length : 0);
  }
  return position + shift;
}

interface Line {
  from: number;
  to: number;
  text: string;
}

function lineAt(text: string, position: number): Line {
  const from = text.lastIndexOf("\n", position - 1) + 1;
  const end = text.indexOf("\n", position);
  const to = end === -1 ? text.length : end;
  return { from, to, text: text.slice(from, to) };
}

/** The lines a range touches; a range ending at the start of a line does not touch that line. */
function linesOf(text: string, range: Range): Line[] {
  const lines = [lineAt(text, range.from)];
  const last = range.to > range.from && text[range.to - 1] === "\n" ? range.to - 1 : range.to;
  while (lines[lines.length - 1].to < last) lines.push(lineAt(text, lines[lines.length - 1].to + 1));
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Bold and italic

export type Emphasis = "bold" | "italic";

const MARKER: Record<Emphasis, string> = { bold: "**", italic: "*" };

/** A bold or italic span of a line: its opening and closing markers, as offsets in the line. */
export interface Span {
  kind: Emphasis;
  open: Range;
  close: Range;
}

/** The line with inline code and escaped characters blanked out, so that their stars are not markers. */
function maskCode(line: string): string {
  return line.replace(/\\./g, "  ").replace(/(`+)[^`]*?\1/g, (code) => " ".repeat(code.length));
}

/**
 * The bold and italic spans written with stars on a line, paired as Markdown pairs them (a
 * run of stars opens when text follows it and closes when text precedes it; a closing run
 * uses two stars where both runs have two, so `***a***` is italic around bold). A list's
 * bullet star opens nothing. Underscores are left alone: the editor writes stars.
 */
export function emphasisSpans(line: string): Span[] {
  const masked = maskCode(line);
  const spans: Span[] = [];
  const openers: Array<{ start: number; left: number }> = [];
  for (const run of masked.matchAll(/\*+/g)) {
    const start = run.index ?? 0;
    const end = start + run[0].length;
    const canOpen = end < line.length && !/\s/.test(masked[end]);
    const canClose = start > 0 && !/\s/.test(masked[start - 1]);
    let used = 0;
    let left = run[0].length;
    while (canClose && left > 0 && openers.length) {
      const opener = openers[openers.length - 1];
      const take = left >= 2 && opener.left >= 2 ? 2 : 1;
      opener.left -= take;
      spans.push({
        kind: take === 2 ? "bold" : "italic",
        open: { from: opener.start + opener.left, to: opener.start + opener.left + take },
        close: { from: start + used, to: start + used + take },
      });
      used += take;
      left -= take;
      if (opener.left === 0) openers.pop();
    }
    if (left > 0 && canOpen) openers.push({ start: start + used, left });
  }
  return spans.sort((a, b) => a.open.from - b.open.from);
}

/** A line's Markdown prefix: indentation, heading marks, list bullet or number, quote mark. */
const LINE_PREFIX = /^[ \t]*(?:>[ \t]?)*(?:#{1,6}[ \t]+|[-*+][ \t]+(?:\[[ xX]\][ \t]+)?|\d{1,9}[.)][ \t]+)?/;

/** The part of the selection on a line that can be made bold: after the line's prefix, without space at either end. */
function segmentOf(line: Line, range: Range): Range | null {
  const prefixEnd = line.from + (LINE_PREFIX.exec(line.text)?.[0].length ?? 0);
  let from = Math.max(range.from, line.from, prefixEnd);
  let to = Math.min(range.to, line.to);
  while (from < to && /\s/.test(line.text[from - line.from])) from += 1;
  while (to > from && /\s/.test(line.text[to - line.from - 1])) to -= 1;
  return from < to ? { from, to } : null;
}

const inLine = (line: Line, range: Range): Range => ({ from: range.from - line.from, to: range.to - line.from });
const atLine = (line: Line, range: Range): Range => ({ from: range.from + line.from, to: range.to + line.from });

interface SegmentPlan {
  changes: Change[];
  /** The segment's words after the changes, as a range of the text before them (for the selection). */
  words: Range;
}

/**
 * The span of `kind` that makes exactly the segment bold (or italic): its markers just around
 * it, or at its two ends (the selection took them in), with at most other markers between
 * (`***word***` is both bold and italic around "word").
 */
function wrapped(line: Line, segment: Range, kind: Emphasis): { open: Range; close: Range } | null {
  const local = inLine(line, segment);
  const onlyStars = (from: number, to: number) => /^\**$/.test(line.text.slice(from, to));
  for (const span of emphasisSpans(line.text)) {
    if (span.kind !== kind) continue;
    const around = span.open.to <= local.from && local.to <= span.close.from && onlyStars(span.open.to, local.from) && onlyStars(local.to, span.close.from);
    const taken = local.from <= span.open.from && span.close.to <= local.to && onlyStars(local.from, span.open.from) && onlyStars(span.close.to, local.to);
    if (around || taken) return { open: atLine(line, span.open), close: atLine(line, span.close) };
  }
  return null;
}

/** Bold (or italic) around a segment of a line: spans of the same kind inside it, or half inside, are merged into it. */
function wrapSegment(line: Line, segment: Range, kind: Emphasis): SegmentPlan {
  const marker = MARKER[kind];
  let { from, to } = segment;
  const spans = emphasisSpans(line.text)
    .filter((span) => span.kind === kind)
    .map((span) => ({ open: atLine(line, span.open), close: atLine(line, span.close) }));
  for (const span of spans) {
    const overlaps = span.open.from < to && span.close.to > from;
    if (overlaps) {
      from = Math.min(from, span.open.from);
      to = Math.max(to, span.close.to);
    }
  }
  const inner = spans.filter((span) => span.open.from >= from && span.close.to <= to);
  const changes: Change[] = [];
  // A span that now starts or ends the segment gives up its marker to the segment's own.
  const startsWith = inner.find((span) => span.open.from === from);
  const endsWith = inner.find((span) => span.close.to === to);
  if (!startsWith) changes.push({ from, to: from, insert: marker });
  for (const span of inner) {
    if (span !== startsWith) changes.push({ from: span.open.from, to: span.open.to, insert: "" });
    if (span !== endsWith) changes.push({ from: span.close.from, to: span.close.to, insert: "" });
  }
  if (!endsWith) changes.push({ from: to, to, insert: marker });
  const words = {
    from: startsWith ? startsWith.open.to : from,
    to: endsWith ? endsWith.close.from : to,
  };
  return { changes: changes.sort((a, b) => a.from - b.from), words };
}

/**
 * Bold or italic on or off for the selection. A selection already bold (its markers just
 * around it, or taken into it) loses them; part of a bold stretch is taken out of it, the rest
 * staying bold; otherwise the selection is made bold, line by line, leaving out each line's
 * list bullet or heading marks and the spaces at its ends. An empty selection inside a word
 * takes the word; at the end of a bold stretch it steps out of it, so what is typed next is not
 * bold (as a word processor's B does after a bold word is typed); inside one it ends it;
 * elsewhere it gets an empty pair of markers with the cursor between them, and a second press
 * takes the empty pair away.
 */
export function toggleEmphasis(text: string, selection: Range, kind: Emphasis): Edit {
  const marker = MARKER[kind];
  if (selection.from === selection.to) return toggleAtCursor(text, selection.from, kind);
  const lines = linesOf(text, selection);
  const segments = lines.map((line) => ({ line, segment: segmentOf(line, selection) })).filter((item): item is { line: Line; segment: Range } => item.segment !== null);
  if (!segments.length) return toggleAtCursor(text, selection.to, kind);
  if (segments.length === 1) {
    const { line, segment } = segments[0];
    const inside = enclosingSpan(line, segment, kind);
    if (inside && !wrapped(line, segment, kind)) return splitSpan(line, inside, segment, marker);
  }
  const found = segments.map(({ line, segment }) => wrapped(line, segment, kind));
  if (found.every(Boolean)) {
    const changes = found.flatMap((span) => [
      { from: span!.open.from, to: span!.open.to, insert: "" },
      { from: span!.close.from, to: span!.close.to, insert: "" },
    ]);
    const anchor = mapPosition(changes, segments[0].segment.from);
    const head = mapPosition(changes, segments[segments.length - 1].segment.to, false);
    return { changes, selection: { anchor, head } };
  }
  const plans = segments.map(({ line, segment }, index) => {
    const span = found[index];
    // A line already bold keeps its markers; the selection reaches its words.
    return span ? { changes: [], words: { from: span.open.to, to: span.close.from } } : wrapSegment(line, segment, kind);
  });
  const changes = plans.flatMap((plan) => plan.changes);
  const anchor = mapPosition(changes, plans[0].words.from);
  const head = mapPosition(changes, plans[plans.length - 1].words.to, false);
  return { changes, selection: { anchor, head } };
}

/** The span of `kind` whose words hold the whole segment, if any. */
function enclosingSpan(line: Line, segment: Range, kind: Emphasis): { open: Range; close: Range } | null {
  const local = inLine(line, segment);
  const span = emphasisSpans(line.text).find((candidate) => candidate.kind === kind && candidate.open.to <= local.from && local.to <= candidate.close.from);
  return span ? { open: atLine(line, span.open), close: atLine(line, span.close) } : null;
}

/** Takes the segment out of a bold stretch: the words before and after it stay bold, each with its own markers. */
function splitSpan(line: Line, span: { open: Range; close: Range }, segment: Range, marker: string): Edit {
  const before = line.text.slice(span.open.to - line.from, segment.from - line.from);
  const after = line.text.slice(segment.to - line.from, span.close.from - line.from);
  const changes: Change[] = [];
  if (before.trim()) {
    // Close the first part before the spaces that end it: "**some** bold".
    const closeAt = span.open.to + before.trimEnd().length;
    changes.push({ from: closeAt, to: closeAt, insert: marker });
  } else changes.push({ from: span.open.from, to: span.open.to, insert: "" });
  if (after.trim()) {
    const openAt = segment.to + (after.length - after.trimStart().length);
    changes.push({ from: openAt, to: openAt, insert: marker });
  } else changes.push({ from: span.close.from, to: span.close.to, insert: "" });
  const ordered = changes.sort((a, b) => a.from - b.from);
  return { changes: ordered, selection: { anchor: mapPosition(ordered, segment.from), head: mapPosition(ordered, segment.to, false) } };
}

function toggleAtCursor(text: string, position: number, kind: Emphasis): Edit {
  const marker = MARKER[kind];
  const line = lineAt(text, position);
  const local = position - line.from;
  // An empty pair of markers with the cursor between them goes.
  const starsBefore = /\**$/.exec(line.text.slice(0, local))![0].length;
  const starsAfter = /^\**/.exec(line.text.slice(local))![0].length;
  if (starsBefore === marker.length && starsAfter === marker.length) {
    return { changes: [{ from: position - marker.length, to: position + marker.length, insert: "" }], selection: { anchor: position - marker.length, head: position - marker.length } };
  }
  const span = emphasisSpans(line.text).find((candidate) => candidate.kind === kind && candidate.open.to <= local && local <= candidate.close.from);
  if (span && local === span.close.from && span.open.to < local) return { changes: [], selection: at(line.from + span.close.to) };
  if (span) {
    const changes = [
      { from: line.from + span.open.from, to: line.from + span.open.to, insert: "" },
      { from: line.from + span.close.from, to: line.from + span.close.to, insert: "" },
    ];
    const cursor = mapPosition(changes, position);
    return { changes, selection: { anchor: cursor, head: cursor } };
  }
  const word = /[\p{L}\p{N}'’-]*$/u.exec(line.text.slice(0, local))![0];
  const rest = /^[\p{L}\p{N}'’-]*/u.exec(line.text.slice(local))![0];
  if (/[\p{L}\p{N}]/u.test(word) && /[\p{L}\p{N}]/u.test(rest)) {
    const from = position - word.length;
    const to = position + rest.length;
    const changes = [
      { from, to: from, insert: marker },
      { from: to, to, insert: marker },
    ];
    const cursor = position + marker.length;
    return { changes, selection: { anchor: cursor, head: cursor } };
  }
  return { changes: [{ from: position, to: position, insert: marker + marker }], selection: { anchor: position + marker.length, head: position + marker.length } };
}

// ---------------------------------------------------------------------------------------------
// Headings and lists

export type LineFormat = "heading" | "subheading" | "bulleted" | "numbered";

const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+|$)/;
const BULLET = /^([ \t]*)[-*+][ \t]+/;
const NUMBER = /^([ \t]*)(\d{1,9})[.)][ \t]+/;

/** What a line is: its format (if one of the toolbar's), and where its prefix ends. */
function lineFormat(text: string): { format: LineFormat | null; prefix: number; indent: string; kind: "heading" | "list" | null } {
  const heading = HEADING.exec(text);
  if (heading) return { format: heading[1].length === 2 ? "heading" : heading[1].length === 3 ? "subheading" : null, prefix: heading[0].length, indent: "", kind: "heading" };
  const number = NUMBER.exec(text);
  if (number) return { format: "numbered", prefix: number[0].length, indent: number[1], kind: "list" };
  const bullet = BULLET.exec(text);
  if (bullet) return { format: "bulleted", prefix: bullet[0].length, indent: bullet[1], kind: "list" };
  return { format: null, prefix: 0, indent: /^[ \t]*/.exec(text)![0], kind: null };
}

const isBlank = (line: Line) => line.text.trim() === "";
const isListItem = (text: string) => BULLET.test(text) || NUMBER.test(text);

/**
 * A heading, subheading, bulleted or numbered list on or off for the selected lines. When
 * every selected line (blank ones aside) already has the format, it comes off; otherwise each
 * line gets it, in place of any other heading or list mark. Numbers count from 1, or on from a
 * numbered item just above. A new heading or list gets a blank line before and after it where
 * a paragraph touches it, as the site's files write them (and as Markdown needs below a list,
 * where a paragraph line would run into the last item).
 */
export function toggleLineFormat(text: string, selection: Range, format: LineFormat): Edit {
  const touched = linesOf(text, selection);
  const lines = touched.some((line) => !isBlank(line)) ? touched.filter((line) => !isBlank(line)) : [lineAt(text, selection.to)];
  const off = lines.every((line) => lineFormat(line.text).format === format);
  const changes: Change[] = [];
  let number = 1;
  if (format === "numbered" && !off) {
    const above = lines[0].from > 0 ? lineAt(text, lines[0].from - 1) : null;
    const previous = above ? NUMBER.exec(above.text) : null;
    if (previous && previous[1] === lineFormat(lines[0].text).indent) number = Number(previous[2]) + 1;
  }
  for (const line of lines) {
    const current = lineFormat(line.text);
    let prefix: string;
    if (off) prefix = current.indent;
    else if (format === "heading") prefix = "## ";
    else if (format === "subheading") prefix = "### ";
    else if (format === "bulleted") prefix = `${current.indent}- `;
    else prefix = `${current.indent}${number++}. `;
    const replaced = current.kind ? current.prefix : current.indent.length;
    if (line.text.slice(0, replaced) !== prefix) changes.push({ from: line.from, to: line.from + replaced, insert: prefix });
  }
  const first = lines[0];
  const last = lines[lines.length - 1];
  let blankBefore = false;
  let blankAfter = false;
  if (!off) {
    const block = format === "bulleted" || format === "numbered" ? "list" : "heading";
    const above = first.from > 0 ? lineAt(text, first.from - 1) : null;
    const below = last.to < text.length ? lineAt(text, last.to + 1) : null;
    const apart = (neighbour: Line | null) => neighbour !== null && !isBlank(neighbour) && !(block === "list" && (isListItem(neighbour.text) || /^[ \t]+\S/.test(neighbour.text)));
    blankBefore = apart(above);
    blankAfter = apart(below);
  }
  // The selection follows its words; one in a line's old prefix goes to the end of its new one.
  const prefixes = changes.map((change) => ({ ...change }));
  const after = applyEdit(text, { changes: prefixes });
  const map = (position: number) => {
    let mapped = mapPosition(prefixes, position);
    const line = lineAt(after, mapped);
    mapped = Math.max(mapped, Math.min(line.from + lineFormat(line.text).prefix, line.to));
    return mapped + (blankBefore && position >= first.from ? 1 : 0) + (blankAfter && position > last.to ? 1 : 0);
  };
  if (blankBefore) {
    const existing = changes.find((change) => change.from === first.from);
    if (existing) existing.insert = `\n${existing.insert}`;
    else changes.unshift({ from: first.from, to: first.from, insert: "\n" });
  }
  if (blankAfter) changes.push({ from: last.to, to: last.to, insert: "\n" });
  changes.sort((a, b) => a.from - b.from);
  return { changes, selection: { anchor: map(selection.from), head: map(selection.to) } };
}

/**
 * Enter at the end of an empty item of a list (not a nested one) ends the list with a blank
 * line, so that what the author types next is a paragraph of its own: on the line just below
 * an item, Markdown would take it as more of that item. Null where Enter does what it does
 * elsewhere (CodeMirror's Markdown keymap continues a list and takes a nested item out a level).
 */
export function endListOnEnter(text: string, position: number): Edit | null {
  const line = lineAt(text, position);
  if (position !== line.to || !/^(?:[-*+]|\d{1,9}[.)])[ \t]*$/.test(line.text)) return null;
  return { changes: [{ from: line.from, to: line.to, insert: "\n" }], selection: at(line.from + 1) };
}

/**
 * Enter in a paragraph starts a new paragraph: a blank line, as the site's files write them
 * (on the line just below, Markdown would run what is typed next into the same paragraph), and
 * one more where a paragraph follows (not a component's closing tag), so the new one stands
 * apart from it too. Null in a list, a heading, a component's tag, a table, a quote or a fenced
 * block, on a blank line, and with the cursor at the start of a line, where Enter does what it
 * does elsewhere.
 */
export function paragraphOnEnter(text: string, position: number): Edit | null {
  const line = lineAt(text, position);
  if (position === line.from || line.text.trim() === "" || /^\s*(?:[-*+]\s|\d{1,9}[.)]\s|#|<|\{|\||>|```|~~~)/.test(line.text)) return null;
  if ((text.slice(0, line.from).match(/^\s*(?:```|~~~)/gm) ?? []).length % 2 === 1) return null;
  const next = position === line.to ? text.slice(line.to + 1).split("\n", 1)[0] : "";
  const insert = next.trim() !== "" && !/^\s*<\//.test(next) ? "\n\n\n" : "\n\n";
  // Spaces before the cursor would end the paragraph's last line.
  const from = position - /[ \t]*$/.exec(text.slice(line.from, position))![0].length;
  return { changes: [{ from, to: position, insert }], selection: at(from + 2) };
}

/** The toolbar's formats at the cursor: what its buttons show as pressed. */
export function activeFormats(text: string, selection: Range): Set<Emphasis | LineFormat> {
  const active = new Set<Emphasis | LineFormat>();
  const line = lineAt(text, selection.to);
  const format = lineFormat(line.text).format;
  if (format) active.add(format);
  if (lineAt(text, selection.from).from !== line.from) return active;
  const local = inLine(line, selection);
  for (const span of emphasisSpans(line.text)) {
    if ((span.open.to <= local.from && local.to <= span.close.from) || (span.open.from === local.from && span.close.to === local.to && local.from < local.to)) active.add(span.kind);
  }
  return active;
}

// ---------------------------------------------------------------------------------------------
// Blocks

/**
 * A block (a picture, a component) put in place of `range`, on lines of its own with a blank
 * line before and after it, as the site's files write them: a line the range splits is split
 * there. The cursor goes to `cursor` within the block when given (a component's empty body),
 * else to the start of the text that follows the block, or to a new paragraph after it at the
 * end of the body.
 */
export function insertBlock(text: string, range: Range, block: string, cursor?: number): Edit {
  let from = range.from;
  let to = range.to;
  // Spaces at a split are dropped, so neither part keeps a stray space; a line of spaces goes.
  const lineStart = text.lastIndexOf("\n", from - 1) + 1;
  if (text.slice(lineStart, from).trim()) while (from > lineStart && /[ \t]/.test(text[from - 1])) from -= 1;
  else from = lineStart;
  const lineEnd = text.indexOf("\n", to) === -1 ? text.length : text.indexOf("\n", to);
  if (text.slice(to, lineEnd).trim()) while (to < lineEnd && /[ \t]/.test(text[to])) to += 1;
  else to = lineEnd;
  const before = text.slice(0, from);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  if (text.slice(to).trim() === "") {
    // At the end of the body: a new paragraph after the block, for the cursor.
    const insert = `${lead}${block}\n\n`;
    return { changes: [{ from, to: text.length, insert }], selection: at(cursor === undefined ? from + insert.length : from + lead.length + cursor) };
  }
  const after = text.slice(to);
  const trail = after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const insert = lead + block + trail;
  // Else the cursor goes to the text that follows, where the author was.
  const position = cursor === undefined ? from + insert.length + /^\n*/.exec(after)![0].length : from + lead.length + cursor;
  return { changes: [{ from, to, insert }], selection: at(position) };
}

const at = (position: number) => ({ anchor: position, head: position });
