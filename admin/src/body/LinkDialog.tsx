/**
 * The link dialog: the words people click (the selection, or the link being changed) and where
 * they lead (LinkPicker). Writes `[text](address)` in place of the selection, or of the link
 * the cursor was in; that link can also be removed, leaving its words.
 */
import React, { useId, useState } from "react";
import { LinkPicker, useLinkPicker } from "./LinkPicker";
import { describedBy, Field, Modal } from "./Modal";
import type { LinkTarget } from "./snippets";

interface LinkDialogProps {
  /** The words of the selection, or of the link being changed. */
  text: string;
  /** The address of the link being changed, or "". */
  href: string;
  linkTargets(): Promise<LinkTarget[]>;
  onInsert(text: string, href: string): void;
  /** Given when a link is being changed: takes the link away, leaving its words. */
  onRemove?: () => void;
  onClose(): void;
}

export function LinkDialog({ text: initialText, href, linkTargets, onInsert, onRemove, onClose }: LinkDialogProps) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const { picker, address: chosen } = useLinkPicker(linkTargets, href);
  const [problems, setProblems] = useState<{ text?: string; target?: string }>({});
  const submit = () => {
    const address = chosen();
    const found = {
      text: text.trim() ? undefined : "Write the words people click.",
      target: "problem" in address ? address.problem : undefined,
    };
    setProblems(found);
    if (found.text) return document.getElementById(`${id}-text`)?.focus();
    if (found.target) return document.getElementById(picker.choice?.kind === "web" ? `${id}-picker-web` : `${id}-picker-find`)?.focus();
    if ("href" in address) onInsert(text, address.href);
  };
  return (
    <Modal
      title={href ? "Change the link" : "Add a link"}
      submitLabel={href ? "Save link" : "Insert link"}
      onSubmit={submit}
      onClose={onClose}
      extraActions={
        onRemove ? (
          <button type="button" className="body-editor-action body-editor-action--aside" onClick={onRemove}>
            Remove link
          </button>
        ) : null
      }
    >
      <Field id={`${id}-text`} label="Words people click" problem={problems.text}>
        <input id={`${id}-text`} className="body-editor-input" type="text" value={text} data-autofocus={initialText.trim() ? undefined : ""} onChange={(event) => setText(event.target.value)} {...describedBy(`${id}-text`, false, problems.text)} />
      </Field>
      <LinkPicker
        {...picker}
        id={`${id}-picker`}
        problem={problems.target ?? null}
        focusFirst={Boolean(initialText.trim())}
        onChoose={(chosen) => {
          picker.onChoose(chosen);
          // Words not written yet: the page's own name.
          if (chosen?.kind === "site" && !text.trim()) setText(chosen.target.label);
        }}
      />
    </Modal>
  );
}
