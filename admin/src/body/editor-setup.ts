/**
 * The body editor's CodeMirror 6: the MDX text with Markdown highlighting (the site's own
 * Markdown: GFM, no indented code, which MDX does not have, and no HTML blocks, so that the
 * text inside a component is highlighted as the prose it is), the site's components' tags
 * marked, lines wrapped, undo history, the toolbar's shortcuts, Enter continuing a list (and
 * ending it, on an empty item, with the blank line Markdown needs after it), Enter in a
 * paragraph starting a new one (markdown-edits.ts, paragraphOnEnter), and
 * `<` and `{` typed in prose escaped (typing.ts).
 * Only `markdownLanguage` and the Markdown keymap are taken from @codemirror/lang-markdown:
 * its `markdown()` would bring HTML, CSS and JavaScript highlighting into the bundle.
 */
import { Compartment, EditorSelection, EditorState, Prec, type Extension } from "@codemirror/state";
import { Decoration, EditorView, MatchDecorator, ViewPlugin, keymap, type DecorationSet, type KeyBinding, type ViewUpdate } from "@codemirror/view";
import { defaultKeymap, history, historyKeymap, isolateHistory } from "@codemirror/commands";
import { HighlightStyle, Language, ensureSyntaxTree, syntaxHighlighting, syntaxTree } from "@codemirror/language";
import { markdownKeymap, markdownLanguage } from "@codemirror/lang-markdown";
import { tags } from "@lezer/highlight";
import { endListOnEnter, paragraphOnEnter, type Edit } from "./markdown-edits";
import { closingTagTyped, escapeTyped } from "./typing";

/** The toolbar's actions, which its buttons and the shortcuts run. */
export type Action = "bold" | "italic" | "heading" | "subheading" | "bulleted" | "numbered" | "link";

/** The shortcut of each action, in CodeMirror's notation ("Mod" is Ctrl, or Cmd on a Mac). */
export const SHORTCUTS: Record<Action, string> = {
  bold: "Mod-b",
  italic: "Mod-i",
  heading: "Mod-Alt-2",
  subheading: "Mod-Alt-3",
  bulleted: "Mod-Shift-8",
  numbered: "Mod-Shift-7",
  link: "Mod-k",
};

const mdx = new Language(
  markdownLanguage.data,
  (markdownLanguage.parser as unknown as { configure(spec: { remove: string[] }): Language["parser"] }).configure({
    remove: ["IndentedCode", "HTMLBlock", "Subscript", "Superscript", "Emoji"],
  }),
  [],
  "markdown",
);

const highlight = HighlightStyle.define([
  { tag: tags.heading2, fontSize: "1.3em", fontWeight: "700", color: "#1d2c48" },
  { tag: tags.heading3, fontSize: "1.15em", fontWeight: "700", color: "#1d2c48" },
  { tag: [tags.heading1, tags.heading4, tags.heading5, tags.heading6], fontWeight: "700", color: "#1d2c48" },
  { tag: tags.strong, fontWeight: "700" },
  { tag: tags.emphasis, fontStyle: "italic" },
  { tag: tags.strikethrough, textDecoration: "line-through" },
  { tag: tags.link, color: "#2a5bb8" },
  { tag: tags.url, color: "#6b7487" },
  { tag: tags.monospace, fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", fontSize: "0.92em", backgroundColor: "#f3f4f7" },
  { tag: [tags.processingInstruction, tags.escape, tags.contentSeparator], color: "#7b8497" },
  { tag: tags.quote, color: "#4f5a6e", fontStyle: "italic" },
  { tag: [tags.labelName, tags.string], color: "#6b7487" },
]);

/** The site's components' tags (`<Callout title="…">`, `</Callout>`, `<ContactLinks />`), marked so they stand apart from the prose. */
const componentTags = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    private readonly matcher = new MatchDecorator({ regexp: /<\/?[A-Z][\w.]*(?:\s[^<>]*?)?\/?>/g, decoration: Decoration.mark({ class: "cm-component-tag" }) });
    constructor(view: EditorView) {
      this.decorations = this.matcher.createDeco(view);
    }
    update(update: ViewUpdate) {
      this.decorations = this.matcher.updateDeco(update, this.decorations);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

/** Nodes in which MDX reads `<` and `{` as they are: code, and a link's address and title. */
const LITERAL = new Set(["InlineCode", "CodeText", "FencedCode", "CodeBlock", "CodeInfo", "CodeMark", "URL", "LinkTitle"]);

function inLiteral(state: EditorState, position: number): boolean {
  const tree = ensureSyntaxTree(state, position, 50) ?? syntaxTree(state);
  for (let node: ReturnType<typeof tree.resolveInner> | null = tree.resolveInner(position, -1); node; node = node.parent) {
    if (LITERAL.has(node.name)) return true;
  }
  return false;
}

/**
 * `<` or `{` typed in prose is written escaped; the escape is an undo step of its own, so Ctrl+Z
 * gives back the plain character. The `>` of a box's closing tag on a line of its own takes the
 * escape of its `<` away (closingTagTyped).
 */
const escapeOnTyping = EditorView.inputHandler.of((view, from, _to, text, insert) => {
  const line = view.state.doc.lineAt(from);
  const before = view.state.doc.sliceString(line.from, from);
  const literal = inLiteral(view.state, from);
  const backslash = literal ? null : closingTagTyped(text, before);
  if (backslash !== null) {
    view.dispatch(insert());
    view.dispatch({ changes: { from: line.from + backslash, to: line.from + backslash + 1 }, userEvent: "input.type", annotations: isolateHistory.of("full") });
    return true;
  }
  if (text !== "<" && text !== "{") return false;
  const escaped = escapeTyped(text, before, literal);
  if (!escaped) return false;
  view.dispatch(insert());
  view.dispatch({ changes: { from, insert: escaped.slice(0, -1) }, userEvent: "input.type", annotations: isolateHistory.of("full") });
  return true;
});

const theme = EditorView.theme({
  "&": { backgroundColor: "#fff", color: "#313d3e", fontSize: "16px" },
  "&.cm-focused": { outline: "none" },
  ".cm-scroller": { fontFamily: "inherit", lineHeight: "1.6" },
  ".cm-content": { padding: "12px 0 24px", caretColor: "#1d2c48" },
  ".cm-line": { padding: "0 14px" },
  ".cm-component-tag": { color: "#7a3e9d", backgroundColor: "#f6f0fa", borderRadius: "3px" },
  "&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection": { backgroundColor: "#cfe0ff" },
});

/** What the editor is told about, and asks, from outside. */
export interface EditorHooks {
  /** The whole text after each change the author made (not after `replaceText`). */
  changed(text: string): void;
  /** The cursor or text moved: the toolbar shows what is pressed. */
  moved(state: EditorState): void;
  /** A shortcut was pressed. */
  run(action: Action): void;
}

/** The editing element's attributes: its id (the form's label points at it) and accessible name. */
export const attributes = new Compartment();

export function contentAttributes(id: string, label: string): Extension {
  // CodeMirror turns spelling, autocorrect and capitals off for code; this is prose. The text is
  // in the tab order as any editable element is; tabindex says so to checkers that look for a way
  // to scroll its box from the keyboard (axe's scrollable-region-focusable).
  return EditorView.contentAttributes.of({ id, "aria-label": label, tabindex: "0", spellcheck: "true", autocorrect: "on", autocapitalize: "sentences", lang: "en-GB" });
}

/** The line break a text uses, when it is not "\n": its lines are kept as they are (CodeMirror would join them with "\n"). */
function lineBreakOf(text: string): string | null {
  if (text.includes("\r\n")) return "\r\n";
  if (text.includes("\r")) return "\r";
  return null;
}

export function createState(text: string, id: string, label: string, hooks: EditorHooks): EditorState {
  const lineBreak = lineBreakOf(text);
  const shortcuts: KeyBinding[] = (Object.keys(SHORTCUTS) as Action[]).map((action) => ({
    key: SHORTCUTS[action],
    run: () => {
      hooks.run(action);
      return true;
    },
  }));
  const endList: KeyBinding = {
    key: "Enter",
    run: (view) => {
      const { ranges, main } = view.state.selection;
      const text = plainText(view.state);
      const edit = ranges.length === 1 && main.empty ? (endListOnEnter(text, main.head) ?? paragraphOnEnter(text, main.head)) : null;
      if (edit) dispatchEdit(view, edit);
      return edit !== null;
    },
  };
  // HTML comments are not MDX: no comment shortcuts.
  const keys = defaultKeymap.filter((binding) => !["Mod-/", "Alt-A", "Shift-Alt-a"].includes(binding.key ?? ""));
  return EditorState.create({
    doc: text,
    extensions: [
      lineBreak ? EditorState.lineSeparator.of(lineBreak) : [],
      attributes.of(contentAttributes(id, label)),
      history(),
      Prec.high(keymap.of([...shortcuts, endList])),
      Prec.high(keymap.of(markdownKeymap)),
      keymap.of([...keys, ...historyKeymap]),
      mdx,
      syntaxHighlighting(highlight),
      componentTags,
      EditorView.lineWrapping,
      escapeOnTyping,
      theme,
      EditorView.updateListener.of((update) => {
        if (update.docChanged) hooks.changed(update.state.sliceDoc());
        if (update.docChanged || update.selectionSet) hooks.moved(update.state);
      }),
    ],
  });
}

/** The text as the pure edits see it: lines joined with "\n", so positions are CodeMirror's. */
export const plainText = (state: EditorState) => state.doc.toString();

/** Applies an edit of markdown-edits.ts as one undo step, and brings the cursor into view. */
export function dispatchEdit(view: EditorView, edit: Edit): void {
  const lineBreak = view.state.lineBreak;
  view.dispatch({
    changes: edit.changes.map((change) => ({ ...change, insert: lineBreak === "\n" ? change.insert : change.insert.replace(/\n/g, lineBreak) })),
    selection: EditorSelection.single(edit.selection.anchor, edit.selection.head),
    userEvent: "input.format",
    annotations: isolateHistory.of("full"),
    scrollIntoView: true,
  });
}

/**
 * Puts a text from outside (the form's value, changed by something other than this editor) in
 * place of the whole text, as a new editor state: not reported back as a change, and not an
 * undo step (undo would otherwise take the author to a text the form no longer has).
 */
export function replaceText(view: EditorView, text: string, id: string, label: string, hooks: EditorHooks): void {
  view.setState(createState(text, id, label, hooks));
  hooks.moved(view.state);
}
