/**
 * The body of a post or page as the author edits it: the MDX text in CodeMirror (editor-setup.ts)
 * under a toolbar (Toolbar.tsx) whose buttons, shortcuts and dialogs write the Markdown and the
 * site's components for the author (markdown-edits.ts, snippets.ts). The file stays plain MDX:
 * the editor changes nothing the author did not ask for, so a body left alone is handed back
 * byte for byte and a word changed changes one line.
 *
 * For the form: `onChange` gets the whole text after each change the author makes (not when
 * `value` is changed from outside); focus and blur are reported for the editor as a whole
 * (text, toolbar, dialogs), so moving to the toolbar or a dialog is not a blur. The editing
 * element carries `id`, so the form's <label for> points at it (a click on that label puts the
 * cursor in the text), and `label` as its accessible name. A dialog closed hands the focus back
 * to the text, with the cursor after what was inserted.
 */
import React, { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { EditorState } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import { ComponentDialog, COMPONENTS } from "./ComponentDialog";
import { attributes, contentAttributes, createState, dispatchEdit, plainText, replaceText, type EditorHooks } from "./editor-setup";
import { LinkDialog } from "./LinkDialog";
import { activeFormats, insertBlock, toggleEmphasis, toggleLineFormat, type Edit, type Range } from "./markdown-edits";
import { PictureDialog, type PictureChoice } from "./PictureDialog";
import { componentSnippet, insideComponent, linkAt, linkMarkdown, pictureMarkdown, questionsInsertionPoint, unescapeMarkdown, writtenComponentAt, type ComponentFields, type ComponentName, type LinkTarget } from "./snippets";
import { addBodyEditorStyles } from "./styles";
import { Toolbar, type ToolbarAction } from "./Toolbar";

export interface BodyEditorProps {
  /** The editing element's id: the form's <label for> points at it. */
  id: string;
  /** The field's accessible name ("Body"). */
  label: string;
  value: string;
  /** Called with the whole text after each change the author makes. */
  onChange(value: string): void;
  onFocus?(): void;
  onBlur?(): void;
  /** The site's pages, services and posts, for the link picker. */
  linkTargets(): Promise<LinkTarget[]>;
  /** Stores a picture under a unique name and resolves to the path to write ("./images/my-photo-2.png"); rejects with an Error whose message is for the author. */
  uploadPicture(file: File): Promise<string>;
  /** Pictures already on the site, to use one again. */
  existingPictures(): Promise<PictureChoice[]>;
}

type OpenDialog =
  | { kind: "link"; range: Range; text: string; href: string; written: string | null }
  | { kind: "picture"; at: number }
  | { kind: "component"; name: ComponentName; range: Range; selection: string; insideFaq: boolean; written?: ComponentFields };

/** Components whose form starts with the selected words, which they then take the place of. */
const TAKE_SELECTION = new Set<ComponentName>(["Callout", "ButtonLink", "Section", "FeatureList"]);

/** How many of the values this editor reported are remembered, to tell the form's echo of one from a new value. */
const ECHOES = 50;

/** Components the Insert menu offers to change when the selection is in one: those with a `change` entry. */
const CHANGEABLE: readonly ComponentName[] = COMPONENTS.filter((component) => component.change).map((component) => component.name);

/** The formats the toolbar shows pressed, from the lines the selection is on, and `in-<Name>` for each changeable component it is in (the Insert menu then offers to change it). */
function activeAt(state: EditorState): ReadonlySet<string> {
  const { from, to } = state.selection.main;
  const start = state.doc.lineAt(from).from;
  const formats: Set<string> = activeFormats(state.doc.sliceString(start, state.doc.lineAt(to).to), { from: from - start, to: to - start });
  const text = plainText(state);
  for (const name of CHANGEABLE) if (writtenComponentAt(text, name, from, to)) formats.add(`in-${name}`);
  return formats;
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((item) => b.has(item));

/** The least height of the text on a narrow screen, in pixels: four lines. */
const MIN_TEXT_HEIGHT = 110;

/**
 * The part of the window in which the editor can be seen, top and bottom in the window's
 * coordinates: what the visual viewport shows (less a phone's keyboard), within the box that
 * scrolls the form (Decap's form pane, below its bar).
 */
function visibleArea(element: HTMLElement): { top: number; bottom: number } {
  const viewport = window.visualViewport;
  let top = viewport?.offsetTop ?? 0;
  let bottom = top + (viewport?.height ?? window.innerHeight);
  for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
    if (!/(auto|scroll)/.test(getComputedStyle(parent).overflowY)) continue;
    const bounds = parent.getBoundingClientRect();
    top = Math.max(top, bounds.top);
    bottom = Math.min(bottom, bounds.bottom);
    break;
  }
  return { top, bottom };
}

/** A replacement of one range, with the cursor after what was written. */
const replace = (range: Range, insert: string): Edit => ({ changes: [{ ...range, insert }], selection: { anchor: range.from + insert.length, head: range.from + insert.length } });

export function BodyEditor(props: BodyEditorProps) {
  const { id, label, value } = props;
  const latest = useRef(props);
  latest.current = props;
  const wrapper = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const reported = useRef<string[]>([]);
  const [active, setActive] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const perform = useRef<(action: ToolbarAction) => void>(() => undefined);

  const hooks = useMemo<EditorHooks>(
    () => ({
      changed(text) {
        reported.current.push(text);
        if (reported.current.length > ECHOES) reported.current.shift();
        latest.current.onChange(text);
      },
      moved(state) {
        const next = activeAt(state);
        setActive((current) => (sameSet(current, next) ? current : next));
      },
      run: (action) => perform.current(action),
    }),
    [],
  );

  useEffect(() => {
    addBodyEditorStyles();
    const editor = new EditorView({ state: createState(latest.current.value, latest.current.id, latest.current.label, hooks), parent: host.current! });
    view.current = editor;
    hooks.moved(editor.state);
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, [hooks]);

  // A value from outside (not one this editor reported, which the form hands back) replaces the text.
  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.sliceDoc() === value || reported.current.includes(value)) return;
    reported.current = [];
    replaceText(editor, value, latest.current.id, latest.current.label, hooks);
  }, [value, hooks]);

  useEffect(() => {
    view.current?.dispatch({ effects: attributes.reconfigure(contentAttributes(id, label)) });
  }, [id, label]);

  // A click on the form's label for the body puts the cursor in the text (a label focuses only form fields by itself).
  useEffect(() => {
    const click = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest("label") : null;
      if (target && target.htmlFor === id) view.current?.focus();
    };
    document.addEventListener("click", click);
    return () => document.removeEventListener("click", click);
  }, [id]);

  // On a narrow screen the text scrolls inside the editor, sized to what is visible of the form
  // (above a phone's keyboard, below the page's own bars) less the toolbar; with the cursor in
  // the text, the editor is brought to the top of that, so the toolbar stays above the cursor
  // however long the text, and the cursor is kept in view in it.
  useEffect(() => {
    const narrow = window.matchMedia("(max-width: 799px)");
    const fit = () => {
      const box = wrapper.current;
      const toolbar = box?.querySelector(".body-editor__toolbar");
      if (!box || !toolbar) return;
      const { top, bottom } = visibleArea(box);
      const toolbarHeight = toolbar.getBoundingClientRect().height;
      box.style.setProperty("--body-editor-text-height", `${Math.max(MIN_TEXT_HEIGHT, Math.floor(bottom - top - toolbarHeight - 8))}px`);
      const editor = view.current;
      if (!narrow.matches || !editor?.hasFocus) return;
      const bounds = box.getBoundingClientRect();
      if (bounds.top < top - 1 || Math.min(bounds.bottom, bounds.top + toolbarHeight + MIN_TEXT_HEIGHT) > bottom + 1) box.scrollIntoView({ block: "start" });
      // The text just got shorter (a keyboard opened): the cursor scrolled into view before, by
      // CodeMirror as each key was typed, may now be below its end.
      editor.dispatch({ effects: EditorView.scrollIntoView(editor.state.selection.main.head, { y: "nearest" }) });
    };
    fit();
    const settle = () => requestAnimationFrame(fit);
    window.visualViewport?.addEventListener("resize", settle);
    window.addEventListener("resize", settle);
    const box = wrapper.current;
    box?.addEventListener("focusin", settle);
    return () => {
      window.visualViewport?.removeEventListener("resize", settle);
      window.removeEventListener("resize", settle);
      box?.removeEventListener("focusin", settle);
    };
  }, []);

  const apply = (edit: Edit) => {
    const editor = view.current;
    if (!editor) return;
    dispatchEdit(editor, edit);
    editor.focus();
  };

  perform.current = (action) => {
    const editor = view.current;
    if (!editor) return;
    const text = plainText(editor.state);
    const { from, to } = editor.state.selection.main;
    if (action === "bold" || action === "italic") apply(toggleEmphasis(text, { from, to }, action));
    else if (action === "heading" || action === "subheading" || action === "bulleted" || action === "numbered") apply(toggleLineFormat(text, { from, to }, action));
    else if (action === "picture") setDialog({ kind: "picture", at: to });
    else {
      const link = linkAt(text, from, to);
      setDialog(link ? { kind: "link", range: { from: link.from, to: link.to }, text: link.text, href: link.href, written: link.written } : { kind: "link", range: { from, to }, text: unescapeMarkdown(text.slice(from, to)), href: "", written: null });
    }
  };

  const openComponent = (name: ComponentName) => {
    const editor = view.current;
    if (!editor) return;
    const text = plainText(editor.state);
    const { from, to } = editor.state.selection.main;
    // In a component its form can change, that form changes that one (the Insert menu says so, Toolbar.tsx).
    const written = writtenComponentAt(text, name, from, to);
    if (written) return setDialog({ kind: "component", name, range: written.range, selection: "", insideFaq: false, written: written.fields });
    const takes = TAKE_SELECTION.has(name);
    const insideFaq = name === "Faq" && insideComponent(text, to, "Faq");
    const at = insideFaq ? questionsInsertionPoint(text, to) : to;
    setDialog({ kind: "component", name, range: takes ? { from, to } : { from: at, to: at }, selection: takes ? text.slice(from, to) : "", insideFaq });
  };

  // A dialog closed: shut, and the focus back in the text, at once rather than at React's next
  // render, so that keys typed straight after Insert or Cancel (on a busy phone, a moment later)
  // reach the text, not the dialog still open or nothing. The text behind an open dialog is inert.
  const close = useCallback(() => {
    wrapper.current?.querySelector<HTMLDialogElement>("dialog[open]")?.close();
    view.current?.focus();
    setDialog(null);
  }, []);
  const linkTargets = useCallback(() => latest.current.linkTargets(), []);
  const existingPictures = useCallback(() => latest.current.existingPictures(), []);
  const uploadPicture = useCallback((file: File) => latest.current.uploadPicture(file), []);
  const currentText = () => (view.current ? plainText(view.current.state) : "");

  return (
    <div
      ref={wrapper}
      className="body-editor"
      onFocus={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) latest.current.onFocus?.();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) latest.current.onBlur?.();
      }}
    >
      <Toolbar label={label} controls={id} active={active} onAction={(action) => perform.current(action)} onInsert={openComponent} />
      <div ref={host} className="body-editor__text" />
      {dialog?.kind === "link" ? (
        <LinkDialog
          text={dialog.text}
          href={dialog.href}
          linkTargets={linkTargets}
          onClose={close}
          onInsert={(words, href) => {
            apply(replace(dialog.range, linkMarkdown(words, href)));
            close();
          }}
          onRemove={
            dialog.written === null
              ? undefined
              : () => {
                  apply(replace(dialog.range, dialog.written ?? ""));
                  close();
                }
          }
        />
      ) : null}
      {dialog?.kind === "picture" ? (
        <PictureDialog
          uploadPicture={uploadPicture}
          existingPictures={existingPictures}
          onClose={close}
          onInsert={(fields) => {
            apply(insertBlock(currentText(), { from: dialog.at, to: dialog.at }, pictureMarkdown(fields)));
            close();
          }}
        />
      ) : null}
      {dialog?.kind === "component" ? (
        <ComponentDialog
          name={dialog.name}
          selection={dialog.selection}
          insideFaq={dialog.insideFaq}
          written={dialog.written}
          linkTargets={linkTargets}
          onClose={close}
          onInsert={(fields) => {
            const snippet = componentSnippet(fields);
            apply(insertBlock(currentText(), dialog.range, snippet.text, snippet.cursor));
            close();
          }}
        />
      ) : null}
    </div>
  );
}
