import { useCallback, useState } from "react";
import { flushSync } from "react-dom";
import { limits, site } from "../config/site";
import type { sendForm } from "../services/email";
import {
  DIGITS_ONLY_MESSAGE,
  emptyValues,
  failureMessagePrefix,
  mailtoFallback,
  phoneDigits,
  RATE_LIMIT_MESSAGE,
  type FormErrors,
  type FormSpec,
  type FormValues,
  type SuccessMemory,
} from "../lib/forms";
import { leadEvent, track } from "../lib/analytics";
import { useNotice } from "./useNotice";

type FormLogic = typeof import("../lib/form-submit");
let formLogic: Promise<FormLogic> | null = null;
let loadedFormLogic: FormLogic | null = null;

/**
 * Fetches what sending needs (validation, the send pipeline, the EmailJS wrapper) once, when a
 * form is first focused, pressed or scrolled near (EmailForm), or at the latest on submit.
 */
export function loadFormLogic(): Promise<FormLogic> {
  formLogic ??= import("../lib/form-submit").then(
    (module) => (loadedFormLogic = module),
    (error: unknown) => {
      formLogic = null; // Try again next time (the connection may be back).
      throw error;
    },
  );
  return formLogic;
}

export type FormStatus = "idle" | "submitting";

/** The values as sent: a calling number as its digits (phoneDigits), the rest as typed; `values` itself when that is all as typed. */
function asSent(spec: FormSpec, values: FormValues): FormValues {
  const digits = spec.fields.filter((field) => field.kind === "digits").map((field) => [field.name, phoneDigits(values[field.name]) ?? values[field.name]]);
  return digits.every(([name, value]) => values[name] === value) ? values : { ...values, ...Object.fromEntries(digits) };
}

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
export function useEmailForm({ spec, memory, logErrors = false, send, now = Date.now }: Options) {
  const [values, setValues] = useState<FormValues>(() => emptyValues(spec));
  const [errors, setErrors] = useState<FormErrors>({});
  const [status, setStatus] = useState<FormStatus>("idle");
  const [notice, showNotice] = useNotice();

  const setValue = useCallback(
    (name: string, raw: string) => {
      const field = spec.fields.find((candidate) => candidate.name === name);
      // What was typed stays as typed; a calling number holding more than digits and the marks
      // people write numbers with says so at once.
      const notANumber = field?.kind === "digits" && phoneDigits(raw) === null;
      setValues((current) => ({ ...current, [name]: raw }));
      setErrors((current) => {
        const { [name]: _previous, ...rest } = current;
        return notANumber ? { ...rest, [name]: DIGITS_ONLY_MESSAGE } : rest;
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

      const showFailure = () => {
        const mailto = mailtoFallback(spec, values, site.email.contact);
        showNotice({ kind: "error", text: failureMessagePrefix, mailto, mailLabel: site.email.contact }, limits.errorNoticeMs);
      };
      try {
        // Already here when the form was focused or scrolled near; then the checks below are
        // synchronous, so validation messages show in the same frame as the press.
        const logic = loadedFormLogic ?? (await loadFormLogic());
        const request = { spec, values, form, memory, now };
        const early = logic.checkSubmission(request);
        setErrors(early?.kind === "invalid" ? early.errors : {});
        if (early?.kind === "invalid") {
          (form.elements.namedItem(early.firstInvalid) as HTMLElement | null)?.focus();
          return;
        }
        if (early?.kind === "spam") {
          succeed();
          return;
        }
        if (early?.kind === "cooling-down") {
          showNotice({ kind: "error", text: RATE_LIMIT_MESSAGE }, limits.errorNoticeMs);
          return;
        }

        // EmailJS sends the form's fields as they are: a calling number goes as its digits.
        const sent = asSent(spec, values);
        if (sent !== values) flushSync(() => setValues(sent));
        setStatus("submitting");
        const result = await logic.sendSubmission(request, send);
        if (result.kind === "sent") {
          succeed();
          // Only a real send is an enquiry (not the honeypot's pretend success), and only with consent.
          track(leadEvent(spec.id, window.location.pathname));
        }
        else if (result.kind === "rate-limited") showNotice({ kind: "error", text: RATE_LIMIT_MESSAGE }, limits.errorNoticeMs);
        else {
          if (logErrors) console.error(`The ${spec.id} form could not be sent. ${result.kind === "failed" ? result.reason : ""}`);
          showFailure();
        }
      } catch (error) {
        // The sending code itself could not be fetched (offline): the mail link still works.
        if (logErrors) console.error(`The ${spec.id} form could not be sent.`, error);
        showFailure();
      } finally {
        setStatus("idle");
      }
    },
    [spec, values, status, memory, now, send, succeed, showNotice, logErrors],
  );

  return { values, errors, status, notice, setValue, onSubmit };
}
