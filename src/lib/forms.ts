/**
 * The forms' rules, with no React: fields and their limits, validation, the one-minute
 * resubmission rule, the honeypot, how a failed send is classed, and the mailto fallback.
 */
import { limits } from "../config/site";

export type FieldKind = "text" | "email" | "digits" | "multiline";

export interface FieldSpec {
  /** The form-data name sent to EmailJS. */
  name: string;
  label: string;
  kind: FieldKind;
  maxLength: number;
  autoComplete: string;
  /** What to say when the field is left empty. */
  missing: string;
}

export interface FormSpec {
  id: "callback" | "contact";
  fields: readonly FieldSpec[];
  /** The name the honeypot input is sent under, or null to keep it out of the payload. */
  honeypotName: string | null;
  successMessage: string;
  mailSubject: string;
}

export const callbackForm: FormSpec = {
  id: "callback",
  fields: [
    { name: "user_name", label: "Your Name", kind: "text", maxLength: 100, autoComplete: "name", missing: "Please enter your name." },
    { name: "user_email", label: "Your Email", kind: "email", maxLength: 254, autoComplete: "email", missing: "Please enter your email address." },
    { name: "user_phone", label: "Calling Number", kind: "digits", maxLength: 20, autoComplete: "tel", missing: "Please enter a number we can call." },
    { name: "user_time", label: "Preferred Time", kind: "text", maxLength: 100, autoComplete: "off", missing: "Please tell us when to call." },
  ],
  honeypotName: "honeypot",
  successMessage: "Your request has been sent successfully!",
  mailSubject: "Callback request",
};

export const contactForm: FormSpec = {
  id: "contact",
  fields: [
    { name: "user_name", label: "Name", kind: "text", maxLength: 100, autoComplete: "name", missing: "Please enter your name." },
    { name: "user_email", label: "Email", kind: "email", maxLength: 254, autoComplete: "email", missing: "Please enter your email address." },
    { name: "user_subject", label: "Subject", kind: "text", maxLength: 150, autoComplete: "off", missing: "Please enter a subject." },
    { name: "message", label: "Message", kind: "multiline", maxLength: 5000, autoComplete: "off", missing: "Please enter your message." },
  ],
  honeypotName: null,
  successMessage: "Your message has been sent successfully!",
  mailSubject: "Message from the website",
};

export const RATE_LIMIT_MESSAGE = "You can submit the form again after 1 minute.";
export const DIGITS_ONLY_MESSAGE = "Please use digits only (0-9), with no spaces or symbols.";
export const failureMessagePrefix = "There is some server issue, please mail me at: ";

export type FormValues = Record<string, string>;
export type FormErrors = Record<string, string>;

/** Blank values for every field of a form. */
export function emptyValues(spec: FormSpec): FormValues {
  return Object.fromEntries(spec.fields.map((field) => [field.name, ""]));
}

// One @, something before it, a dot in the domain, no spaces: what browsers accept, plus a TLD.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Checks one field; returns the message to show, or null when the value is fine. */
export function validateField(field: FieldSpec, raw: string): string | null {
  const value = raw.trim();
  if (value === "") return field.missing;
  if (raw.length > field.maxLength) return `Please keep this under ${field.maxLength.toLocaleString("en-GB")} characters.`;
  if (field.kind === "email" && !EMAIL.test(value)) return "Please enter a valid email address, like name@example.co.uk.";
  if (field.kind === "digits") {
    if (!/^\d+$/.test(value)) return DIGITS_ONLY_MESSAGE;
    if (value.length < 10) return "Please enter the full number, including the area code (at least 10 digits).";
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

/** Keeps the digits of what was typed into the Calling Number; says whether anything was dropped. */
export function digitsOnly(input: string): { value: string; rejected: boolean } {
  const value = input.replace(/\D+/g, "");
  return { value, rejected: value !== input };
}

/** The one-minute rule: a send is allowed once 60,000 ms have passed since the last success. */
export function canSubmit(lastSuccessAt: number | null, now: number, cooldownMs: number = limits.resubmitCooldownMs): boolean {
  return lastSuccessAt === null || now - lastSuccessAt >= cooldownMs;
}

/** A filled honeypot means a robot: pretend success, send nothing. */
export function isSpam(honeypotValue: string | null | undefined): boolean {
  return Boolean(honeypotValue && honeypotValue.length > 0);
}

/** The form-data names a send carries, in order (the SDK adds lib_version, service_id, template_id, user_id). */
export function payloadFieldNames(spec: FormSpec): string[] {
  return [...spec.fields.map((field) => field.name), ...(spec.honeypotName ? [spec.honeypotName] : [])];
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

/** A mailto: link to the business carrying what the visitor typed, so nothing is lost. */
export function mailtoFallback(spec: FormSpec, values: FormValues, email: string): string {
  const body = spec.fields.map((field) => `${field.label}: ${values[field.name] ?? ""}`).join("\n");
  const subject = values.user_subject?.trim() || spec.mailSubject;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
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

export interface SuccessMemory {
  read(): number | null;
  write(at: number): void;
}

/**
 * Remembers when a form last sent successfully, in the given browser storage
 * (sessionStorage: this tab's session; localStorage: this browser), falling back to memory
 * when storage is refused.
 */
export function successMemory(storage: () => Storage | undefined, key: string): SuccessMemory {
  let fallback: number | null = null;
  return {
    read() {
      try {
        const store = storage();
        if (!store) return fallback;
        const stored = Number(store.getItem(key));
        return Number.isFinite(stored) && stored > 0 ? stored : null;
      } catch {
        return fallback;
      }
    },
    write(at) {
      fallback = at;
      try {
        storage()?.setItem(key, String(at));
      } catch {
        // Kept in memory for this page instead.
      }
    },
  };
}
