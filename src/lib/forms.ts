/**
 * The two forms as data, with no React: fields and their limits, the messages, and where each
 * remembers its last success. Drawing a form needs only this; what happens on sending is in
 * ./form-submit, which loads when a form is first used or scrolled near.
 */
import { ukNationalNumber } from "./uk-phone";

type FieldKind = "text" | "email" | "digits" | "multiline";

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
  /** The button's text, and its text while a send is waiting for its answer. */
  submitLabel: string;
  busyLabel: string;
  successMessage: string;
  mailSubject: string;
  /** Where the time of its last success is kept, for the one-minute rule (named in the privacy policy). */
  lastSuccess: { storage: "sessionStorage" | "localStorage"; key: string };
}

/** The visitor's name and e-mail address, asked by both forms under labels of their own. */
const nameField = (label: string): FieldSpec => ({ name: "user_name", label, kind: "text", maxLength: 100, autoComplete: "name", missing: "Please enter your name." });
const emailField = (label: string): FieldSpec => ({ name: "user_email", label, kind: "email", maxLength: 254, autoComplete: "email", missing: "Please enter your email address." });

export const callbackForm: FormSpec = {
  id: "callback",
  fields: [
    nameField("Your Name"),
    emailField("Your Email"),
    { name: "user_phone", label: "Calling Number", kind: "digits", maxLength: 20, autoComplete: "tel", missing: "Please enter a number we can call." },
    { name: "user_time", label: "Preferred Time", kind: "text", maxLength: 100, autoComplete: "off", missing: "Please tell us when to call." },
  ],
  honeypotName: "honeypot",
  submitLabel: "Request",
  busyLabel: "Requesting…",
  successMessage: "Your request has been sent successfully!",
  mailSubject: "Callback request",
  // For the rest of this tab's session, across client-side navigation and reloads.
  lastSuccess: { storage: "sessionStorage", key: "callback-last-success" },
};

export const contactForm: FormSpec = {
  id: "contact",
  fields: [
    nameField("Name"),
    emailField("Email"),
    { name: "user_subject", label: "Subject", kind: "text", maxLength: 150, autoComplete: "off", missing: "Please enter a subject." },
    { name: "message", label: "Message", kind: "multiline", maxLength: 5000, autoComplete: "off", missing: "Please enter your message." },
  ],
  honeypotName: null,
  submitLabel: "Send",
  busyLabel: "Sending…",
  successMessage: "Your message has been sent successfully!",
  mailSubject: "Message from the website",
  // Kept in this browser, so the one-minute rule holds across tabs and reloads.
  lastSuccess: { storage: "localStorage", key: "contact-last-success" },
};

export const RATE_LIMIT_MESSAGE = "You can submit the form again after 1 minute.";
export const DIGITS_ONLY_MESSAGE = "Please use digits only (0-9); spaces, hyphens, brackets and a leading + are fine.";
export const failureMessagePrefix = "There is some server issue, please mail me at: ";

export type FormValues = Record<string, string>;
export type FormErrors = Record<string, string>;

/**
 * 5000 -> "5,000": a count as the site writes it. Grouped by hand rather than through
 * toLocaleString, whose locale set-up on a phone costs tens of milliseconds on the contact
 * page's first render.
 */
export function groupDigits(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Blank values for every field of a form. */
export function emptyValues(spec: FormSpec): FormValues {
  return Object.fromEntries(spec.fields.map((field) => [field.name, ""]));
}

/**
 * The digits a Calling Number sends, from the number as typed: a UK number as it is dialled in
 * the UK ("+44 (0)7700 900456" -> "07700900456"), any other with "+" dialled as "00"; spaces,
 * hyphens, dots and brackets dropped. Null when it holds anything else (a letter O for a 0),
 * which is never dropped silently: the visitor is asked to correct it.
 */
export function phoneDigits(typed: string): string | null {
  const text = typed.trim();
  const national = ukNationalNumber(text);
  if (national !== null) return `0${national}`;
  return /^\+?[\d\s.()-]*$/.test(text) ? text.replace(/^\+/, "00").replace(/\D/g, "") : null;
}

/** The form-data names a send carries, in order (the SDK adds lib_version, service_id, template_id, user_id). */
export function payloadFieldNames(spec: FormSpec): string[] {
  return [...spec.fields.map((field) => field.name), ...(spec.honeypotName ? [spec.honeypotName] : [])];
}

/** A mailto: link to the business carrying what the visitor typed, so nothing is lost. */
export function mailtoFallback(spec: FormSpec, values: FormValues, email: string): string {
  const body = spec.fields.map((field) => `${field.label}: ${values[field.name] ?? ""}`).join("\n");
  const subject = values.user_subject?.trim() || spec.mailSubject;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
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

/** A form's memory of its last success, in the storage its spec names (none while the page is rendered on the server). */
export const successMemoryOf = (spec: FormSpec): SuccessMemory =>
  successMemory(() => (typeof window === "undefined" ? undefined : window[spec.lastSuccess.storage]), spec.lastSuccess.key);
