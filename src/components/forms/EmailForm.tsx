import React, { useEffect, useId, useLayoutEffect, useRef } from "react";
import styled, { css } from "styled-components";
import { loadFormLogic, useEmailForm } from "../../hooks/useEmailForm";
import { FORM_HELD_ATTRIBUTE, READY_ATTRIBUTE } from "../../lib/early-submit";
import { site } from "../../config/site";
import { groupDigits, type FieldSpec, type FormSpec, type SuccessMemory } from "../../lib/forms";
import { Button } from "../ui/Button";
import { theme } from "../../styles/theme";
import { textField } from "../../styles/text-field";
import { MailLink } from "../ui/MailLink";

type Tone = "light" | "dark";

const Form = styled.form<{ $tone: Tone }>`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.md};

  label {
    display: block;
    margin-bottom: ${theme.space.xs};
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
    color: ${({ $tone }) => ($tone === "dark" ? theme.colors.onDark : theme.colors.navy)};
  }

  input, textarea { ${textField} }
  textarea { min-height: 9rem; resize: vertical; }
  [aria-invalid="true"] { border-color: ${theme.colors.danger}; }
`;

const FieldError = styled.p<{ $tone: Tone }>`
  margin: ${theme.space.xs} 0 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  ${({ $tone }) =>
    $tone === "dark"
      ? css`color: #ffb4a8;`
      : css`color: ${theme.colors.danger};`}
`;

const Counter = styled.p<{ $tone: Tone }>`
  margin: ${theme.space.xs} 0 0;
  font-size: ${theme.fontSizes.xs};
  text-align: right;
  color: ${({ $tone }) => ($tone === "dark" ? theme.colors.onDarkMuted : theme.colors.muted)};
`;

/** Off-screen, unfocusable and hidden from assistive technology: only robots fill it in. */
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/** Shown only when scripts are off: the form cannot send then, so the visitor gets the phone and mail. */
const NoScriptNote = styled.p<{ $tone: Tone }>`
  margin: 0;
  padding: ${`${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid currentColor;
  border-radius: ${theme.radii.sm};
  font-weight: 600;
  font-size: ${theme.fontSizes.sm};
  color: ${({ $tone }) => ($tone === "dark" ? theme.colors.onDark : theme.colors.navy)};

  a { color: inherit; }
`;

/** Reserves room for a notice so it never pushes the page about. */
const NoticeArea = styled.div`
  min-height: 3.25rem;
`;

const NoticeBox = styled.p<{ $kind: "success" | "error" }>`
  margin: 0;
  padding: ${`${theme.space.sm} ${theme.space.md}`};
  border-radius: ${theme.radii.sm};
  font-weight: 600;
  font-size: ${theme.fontSizes.sm};
  overflow-wrap: anywhere;
  color: ${({ $kind }) => ($kind === "success" ? theme.colors.success : theme.colors.danger)};
  background: ${({ $kind }) => ($kind === "success" ? theme.colors.successBg : theme.colors.dangerBg)};
  border-left: 4px solid currentColor;

  a { color: inherit; }
  /* Empty live regions stay in the page (so screen readers hear them fill) but take no room. */
  &:empty { padding: 0; border: 0; }
`;

interface EmailFormProps {
  spec: FormSpec;
  memory: SuccessMemory;
  tone: Tone;
  /** The heading that names the form (its id). */
  labelledBy: string;
  logErrors?: boolean;
}

/** Fetches the sending code ahead of need; a failure here is retried on submit. */
function preloadFormLogic() {
  loadFormLogic().catch(() => undefined);
}

/** Starts fetching the sending code when the form comes within this distance of the screen. */
const PRELOAD_MARGIN = "400px 0px";

/** One of the site's two forms, drawn from its spec; see useEmailForm for the behaviour. */
export function EmailForm({ spec, memory, tone, labelledBy, logErrors }: EmailFormProps) {
  const { values, errors, status, notice, setValue, onSubmit } = useEmailForm({ spec, memory, logErrors });
  const baseId = useId();
  const idFor = (field: FieldSpec) => `${baseId}-${field.name}`;
  const busy = status === "submitting";
  const formRef = useRef<HTMLFormElement>(null);

  // Before this code started, the visitor may have typed into the static form, or pressed its
  // button (src/lib/early-submit.ts). Taken over in the commit that brings the form to life,
  // before any re-render could write the empty state back into the fields.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const field of spec.fields) {
      const element = form.elements.namedItem(field.name);
      if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.value !== "") {
        setValue(field.name, element.value);
      }
    }
    form.setAttribute(READY_ATTRIBUTE, "");
    if (form.hasAttribute(FORM_HELD_ATTRIBUTE)) {
      // Sent once the typed values are in state; unless React already delivered that very press.
      setTimeout(() => {
        if (form.hasAttribute(FORM_HELD_ATTRIBUTE)) form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
      }, 0);
    }
  }, []); // Once, when the form first comes to life.

  useEffect(() => {
    const form = formRef.current;
    if (!form || typeof IntersectionObserver === "undefined") return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        preloadFormLogic();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(form);
    return () => observer.disconnect();
  }, []);

  // A notice shows below the button; it is brought into view if the screen's edge (or the
  // consent banner, which reserves its height) would hide it.
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.scrollIntoView({ block: "nearest" });
  }, [notice]);

  const [phone] = site.phones;
  return (
    // A POST, so that nothing typed ever lands in the address bar, history or server logs, even
    // if the form is sent the browser's way (scripts off); the page's code sends it by EmailJS.
    <Form
      ref={formRef}
      $tone={tone}
      method="post"
      noValidate
      onSubmit={(event) => {
        event.currentTarget.removeAttribute(FORM_HELD_ATTRIBUTE);
        void onSubmit(event);
      }}
      onFocus={preloadFormLogic}
      onPointerDown={preloadFormLogic}
      aria-labelledby={labelledBy}
      aria-busy={busy}
      data-area={`${spec.id}_form`}
    >
      <noscript>
        <NoScriptNote $tone={tone}>
          This form needs JavaScript to send. Please call us on <a href={phone.href}>{phone.display}</a> or e-mail{" "}
          <MailLink address={site.email.contact} />.
        </NoScriptNote>
      </noscript>
      {spec.fields.map((field) => {
        const id = idFor(field);
        const error = errors[field.name];
        const describedBy = [error ? `${id}-error` : null, field.kind === "multiline" ? `${id}-count` : null]
          .filter(Boolean)
          .join(" ");
        const common = {
          id,
          name: field.name,
          value: values[field.name],
          maxLength: field.maxLength,
          autoComplete: field.autoComplete,
          required: true,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy || undefined,
          onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            setValue(field.name, event.target.value),
        };
        return (
          <div key={field.name}>
            <label htmlFor={id}>{field.label}</label>
            {field.kind === "multiline" ? (
              <textarea {...common} rows={6} />
            ) : (
              <input
                {...common}
                type={field.kind === "email" ? "email" : field.kind === "digits" ? "tel" : "text"}
                {...(field.kind === "digits" ? { inputMode: "numeric" as const, pattern: "[0-9]*" } : {})}
              />
            )}
            {error ? (
              <FieldError $tone={tone} id={`${id}-error`}>
                {error}
              </FieldError>
            ) : null}
            {field.kind === "multiline" ? (
              <Counter $tone={tone} id={`${id}-count`}>
                {groupDigits(values[field.name].length)} / {groupDigits(field.maxLength)} characters
              </Counter>
            ) : null}
          </div>
        );
      })}

      <Honeypot aria-hidden="true">
        <label htmlFor={`${baseId}-hp`}>Leave this field empty</label>
        <input
          id={`${baseId}-hp`}
          data-honeypot=""
          type="text"
          name={spec.honeypotName ?? undefined}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </Honeypot>

      <div>
        <Button type="submit" disabled={busy} $variant={tone === "dark" ? "accent" : "primary"}>
          {busy ? spec.busyLabel : spec.submitLabel}
        </Button>
      </div>

      <NoticeArea ref={noticeRef}>
        <NoticeBox $kind="success" role="status">
          {notice?.kind === "success" ? notice.text : ""}
        </NoticeBox>
        <NoticeBox $kind="error" role="alert">
          {notice?.kind === "error" ? (
            <>
              {notice.text}
              {notice.mailto ? <a href={notice.mailto}>{notice.mailLabel}</a> : null}
            </>
          ) : (
            ""
          )}
        </NoticeBox>
      </NoticeArea>
    </Form>
  );
}
