/**
 * The body editor's dialogs: a native <dialog> opened with showModal (the page behind is inert,
 * Escape closes it, screen readers hear its title), holding one form whose main button
 * submits it. While it is busy (a picture uploading) it cannot be closed, so what the author
 * typed and chose is never lost half-way. Closing hands control back to the editor, which
 * puts the focus back in the text.
 */
import React, { useEffect, useId, useRef, type ReactNode } from "react";

export interface ModalProps {
  title: string;
  /** The main button's words ("Insert link"). */
  submitLabel: string;
  children: ReactNode;
  onSubmit(): void;
  onClose(): void;
  /** Words saying what is under way (shown, and the dialog kept open), or null. */
  busy?: string | null;
  /** More buttons beside Cancel (a link's "Remove link"). */
  extraActions?: ReactNode;
}

export function Modal({ title, submitLabel, children, onSubmit, onClose, busy = null, extraActions }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closed = useRef(false);
  const close = () => {
    if (closed.current) return;
    closed.current = true;
    onClose();
  };
  useEffect(() => {
    const element = dialog.current!;
    closed.current = false;
    if (!element.open) element.showModal();
    // The field the form names first (data-autofocus), rather than whatever the browser picks;
    // a form with nothing to fill in starts on its main button.
    (element.querySelector<HTMLElement>("[data-autofocus]") ?? element.querySelector<HTMLElement>("[type=submit]"))?.focus();
    return () => {
      closed.current = true;
      if (element.open) element.close();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className="body-editor-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) close();
      }}
      onClose={(event) => {
        // A close event of a dialog open again (React's strict mode closes and reopens it on mounting) is an old one.
        if (!event.currentTarget.open) close();
      }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onSubmit();
        }}
      >
        <h2 id={titleId} className="body-editor-dialog__title">
          {title}
        </h2>
        <div className="body-editor-dialog__body">{children}</div>
        <div className="body-editor-dialog__actions">
          {busy ? (
            <p className="body-editor-dialog__busy" role="status">
              {busy}
            </p>
          ) : null}
          {extraActions}
          {/* Marked unavailable rather than disabled while busy, so the focus stays where it is. */}
          <button type="button" className="body-editor-action" onClick={() => (busy ? undefined : close())} aria-disabled={busy ? true : undefined}>
            Cancel
          </button>
          <button type="submit" className="body-editor-action body-editor-action--main" aria-disabled={busy ? true : undefined}>
            {submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** A labelled field, with its hint and its problem (read out with it), as each form lays them out. */
export function Field({ id, label, hint, problem, children }: { id: string; label: string; hint?: string; problem?: string | null; children: ReactNode }) {
  return (
    <div className="body-editor-field">
      <label htmlFor={id} className="body-editor-field__label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="body-editor-field__hint">
          {hint}
        </p>
      ) : null}
      {children}
      {problem ? (
        <p id={`${id}-problem`} className="body-editor-field__problem">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** The aria attributes that tie a field to its hint and problem. */
export function describedBy(id: string, hint: boolean, problem: string | null | undefined) {
  const ids = [hint ? `${id}-hint` : null, problem ? `${id}-problem` : null].filter(Boolean).join(" ");
  return { "aria-describedby": ids || undefined, "aria-invalid": problem ? (true as const) : undefined };
}

/**
 * A ref for a dialog's message: each time `message` changes to one, the element is scrolled just
 * into view (on a phone it may sit above the dialog's button, or below a long list). In braces:
 * scrollIntoView returns a promise in newer browsers, which React would take for the effect's
 * clean-up. (The site's forms bring their notice into view the same way, in EmailForm.tsx, which
 * keeps its own three lines: a shared module would add its wrapper to the first load of `/`,
 * already at its 100 KiB budget.)
 */
export function useBroughtIntoView<Element extends HTMLElement>(message: unknown) {
  const ref = useRef<Element>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView({ block: "nearest" });
  }, [message]);
  return ref;
}
