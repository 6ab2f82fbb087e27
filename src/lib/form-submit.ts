/**
 * What happens when a form is sent: validation, the honeypot, the one-minute rule, the send
 * and how a failure is classed. Loaded with src/services/email.ts only when a form is first
 * used or scrolled near (useEmailForm), so pages pay nothing for it up front. The forms'
 * fields, messages and storage live in ./forms.
 */
import { limits } from "../config/site";
import { sendForm } from "../services/email";
import { DIGITS_ONLY_MESSAGE, groupDigits, phoneDigits, type FieldSpec, type FormErrors, type FormSpec, type FormValues, type SuccessMemory } from "./forms";

// One @, something before it, a dot in the domain, no spaces: what browsers accept, plus a TLD.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Checks one field; returns the message to show, or null when the value is fine. */
export function validateField(field: FieldSpec, raw: string): string | null {
  const value = raw.trim();
  if (value === "") return field.missing;
  if (raw.length > field.maxLength) return `Please keep this under ${groupDigits(field.maxLength)} characters.`;
  if (field.kind === "email" && !EMAIL.test(value)) return "Please enter a valid email address, like name@example.co.uk.";
  if (field.kind === "digits") {
    const digits = phoneDigits(value);
    if (digits === null) return DIGITS_ONLY_MESSAGE;
    if (digits.length < 10) return "Please enter the full number, including the area code (at least 10 digits).";
  }
  return null;
}

/** Every field's problem, in field order; an empty object means the form can be sent. */
export function validateForm(spec: FormSpec, values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const field of spec.fields) {
    const message = validateField(field, values[field.name] ?? "");
    if (message) errors[field.name] = message;
  }
  return errors;
}

/** The one-minute rule: a send is allowed once 60,000 ms have passed since the last success. */
export function canSubmit(lastSuccessAt: number | null, now: number, cooldownMs: number = limits.resubmitCooldownMs): boolean {
  return lastSuccessAt === null || now - lastSuccessAt >= cooldownMs;
}

/** A filled honeypot means a robot: pretend success, send nothing. */
export function isSpam(honeypotValue: string | null | undefined): boolean {
  return Boolean(honeypotValue && honeypotValue.length > 0);
}

export type SendOutcome = "rate-limited" | "failed";

/**
 * Classes a rejected send. The SDK rejects with {status, text} (451 headless, 403 block list,
 * 429 throttle, or the server's status), a plain string (missing id or key), or a TypeError
 * (network or CORS). Only 429 is the rate limit; everything else is a failure.
 */
export function classifyFailure(error: unknown): SendOutcome {
  const status = typeof error === "object" && error !== null ? (error as { status?: unknown }).status : undefined;
  return status === 429 ? "rate-limited" : "failed";
}

/** Text of an error for the console (contact form failures). */
export function describeError(error: unknown): string {
  if (typeof error === "string") return error;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === "object" && error !== null && "status" in error) {
    const { status, text } = error as { status: unknown; text?: unknown };
    return `EmailJS answered ${String(status)}${text ? `: ${String(text)}` : ""}`;
  }
  return String(error);
}


type SubmitResult =
  | { kind: "invalid"; errors: FormErrors; firstInvalid: string }
  | { kind: "spam" }
  | { kind: "cooling-down" }
  | { kind: "sent" }
  | { kind: "rate-limited" }
  | { kind: "failed"; reason: string };

interface SubmitRequest {
  spec: FormSpec;
  values: FormValues;
  form: HTMLFormElement;
  memory: SuccessMemory;
  now: () => number;
}

/**
 * The checks made the moment the button is pressed, synchronously: what was typed, the
 * honeypot and the one-minute rule. Returns why nothing is sent, or null when it may go.
 * @public loaded with import() by src/hooks/useEmailForm.ts, which static analysis does not follow
 */
export function checkSubmission({ spec, values, form, memory, now }: SubmitRequest): SubmitResult | null {
  const errors = validateForm(spec, values);
  const firstInvalid = spec.fields.find((field) => errors[field.name]);
  if (firstInvalid) return { kind: "invalid", errors, firstInvalid: firstInvalid.name };

  const honeypot = form.querySelector<HTMLInputElement>("[data-honeypot]");
  if (isSpam(honeypot?.value)) {
    honeypot!.value = "";
    return { kind: "spam" };
  }

  if (!canSubmit(memory.read(), now())) return { kind: "cooling-down" };
  return null;
}

/**
 * Sends a form that passed checkSubmission and says how it went.
 * @public loaded with import() by src/hooks/useEmailForm.ts, which static analysis does not follow
 */
export async function sendSubmission(
  { spec, form, memory, now }: SubmitRequest,
  send: typeof sendForm = sendForm,
): Promise<SubmitResult> {
  try {
    await send(spec, form);
    memory.write(now());
    return { kind: "sent" };
  } catch (error) {
    if (classifyFailure(error) === "rate-limited") return { kind: "rate-limited" };
    return { kind: "failed", reason: describeError(error) };
  }
}
