import { useCallback, useState } from "react";
import { limits, site } from "../config/site";
import {
  canSubmit,
  classifyFailure,
  describeError,
  digitsOnly,
  DIGITS_ONLY_MESSAGE,
  emptyValues,
  failureMessagePrefix,
  isSpam,
  mailtoFallback,
  RATE_LIMIT_MESSAGE,
  validateForm,
  type FormErrors,
  type FormSpec,
  type FormValues,
  type SuccessMemory,
} from "../lib/forms";
import { sendForm } from "../services/email";
import { useNotice } from "./useNotice";

export type FormStatus = "idle" | "submitting";

interface Options {
  spec: FormSpec;
  memory: SuccessMemory;
  /** Also write failures to the console (the contact form, per the spec). */
  logErrors?: boolean;
  /** Replaceable for tests. */
  send?: typeof sendForm;
  now?: () => number;
}

/**
 * The state machine both forms share: idle -> submitting -> idle, with validation, the
 * honeypot, the one-minute rule, and the notices for success, rate limit and failure.
 * What the visitor typed is cleared only after a successful send.
 */
export function useEmailForm({ spec, memory, logErrors = false, send = sendForm, now = Date.now }: Options) {
  const [values, setValues] = useState<FormValues>(() => emptyValues(spec));
  const [errors, setErrors] = useState<FormErrors>({});
  const [status, setStatus] = useState<FormStatus>("idle");
  const [notice, showNotice] = useNotice();

  const setValue = useCallback(
    (name: string, raw: string) => {
      const field = spec.fields.find((candidate) => candidate.name === name);
      const { value, rejected } = field?.kind === "digits" ? digitsOnly(raw) : { value: raw, rejected: false };
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => {
        const { [name]: previous, ...rest } = current;
        // Editing clears a field's message, except the digits-only hint, which stays until the next send.
        return rejected || previous === DIGITS_ONLY_MESSAGE ? { ...rest, [name]: DIGITS_ONLY_MESSAGE } : rest;
      });
    },
    [spec],
  );

  const succeed = useCallback(() => {
    setValues(emptyValues(spec));
    setErrors({});
    showNotice({ kind: "success", text: spec.successMessage }, limits.successNoticeMs);
  }, [spec, showNotice]);

  const onSubmit = useCallback(
    async (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (status === "submitting") return;
      const form = event.currentTarget;

      const found = validateForm(spec, values);
      setErrors(found);
      const firstInvalid = spec.fields.find((field) => found[field.name]);
      if (firstInvalid) {
        (form.elements.namedItem(firstInvalid.name) as HTMLElement | null)?.focus();
        return;
      }

      const honeypot = form.querySelector<HTMLInputElement>("[data-honeypot]");
      if (isSpam(honeypot?.value)) {
        if (honeypot) honeypot.value = "";
        succeed();
        return;
      }

      if (!canSubmit(memory.read(), now())) {
        showNotice({ kind: "error", text: RATE_LIMIT_MESSAGE }, limits.errorNoticeMs);
        return;
      }

      setStatus("submitting");
      try {
        await send(spec, form);
        memory.write(now());
        succeed();
      } catch (error) {
        if (classifyFailure(error) === "rate-limited") {
          showNotice({ kind: "error", text: RATE_LIMIT_MESSAGE }, limits.errorNoticeMs);
        } else {
          if (logErrors) console.error(`The ${spec.id} form could not be sent. ${describeError(error)}`);
          showNotice(
            {
              kind: "error",
              text: failureMessagePrefix,
              mailto: mailtoFallback(spec, values, site.email.contact),
              mailLabel: site.email.contact,
            },
            limits.errorNoticeMs,
          );
        }
      } finally {
        setStatus("idle");
      }
    },
    [spec, values, status, memory, now, send, succeed, showNotice, logErrors],
  );

  return { values, errors, status, notice, setValue, onSubmit };
}
