/**
 * The link dialog: the words people click (the selection, or the link being changed) and where
 * they lead (LinkPicker). Writes `[text](address)` in place of the selection, or of the link
 * the cursor was in; that link can also be removed, leaving its words.
 */
import React, { useEffect, useId, useRef, useState } from "react";
import { choiceFor, chosenAddress, LinkPicker, useLinkTargets, type LinkChoice } from "./LinkPicker";
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
  const { targets, error } = useLinkTargets(linkTargets);
  const [text, setText] = useState(initialText);
  const [choice, setChoice] = useState<LinkChoice>(null);
  const [webAddress, setWebAddress] = useState("");
  const [problems, setProblems] = useState<{ text?: string; target?: string }>({});
  const picked = useRef(false);
  // The link being changed: its page once the site's pages are known, else its address; unless
  // the author has already chosen (the pages may arrive after they start typing).
  useEffect(() => {
    if (picked.current || !href || targets === null) return;
    picked.current = true;
    const found = choiceFor(href, targets);
    setChoice(found);
    if (found?.kind === "web") setWebAddress(href);
  }, [href, targets]);
  const submit = () => {
    const address = chosenAddress(choice, webAddress);
    const found = {
      text: text.trim() ? undefined : "Write the words people click.",
      target: "problem" in address ? address.problem : undefined,
    };
    setProblems(found);
    if (found.text) return document.getElementById(`${id}-text`)?.focus();
    if (found.target) return document.getElementById(choice?.kind === "web" ? `${id}-picker-web` : `${id}-picker-find`)?.focus();
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
        id={`${id}-picker`}
        targets={targets}
        error={error}
        choice={choice}
        webAddress={webAddress}
        problem={problems.target ?? null}
        focusFirst={Boolean(initialText.trim())}
        onWebAddress={(address) => {
          picked.current = true;
          setWebAddress(address);
        }}
        onChoose={(chosen) => {
          picked.current = true;
          setChoice(chosen);
          // Words not written yet: the page's own name.
          if (chosen?.kind === "site" && !text.trim()) setText(chosen.target.label);
        }}
      />
    </Modal>
  );
}
