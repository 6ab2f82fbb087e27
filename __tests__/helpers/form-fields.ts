/**
 * The forms' fields by their form-data name, with their labels and messages, and the notice a
 * failed send shows: taken from src/lib/forms.ts, so that tests name what the forms say without
 * copying it (__tests__/unit/lib/forms.test.ts holds the specification's wording, once).
 */
import { site } from "../../src/config/site";
import { callbackForm, contactForm, failureMessagePrefix, type FieldSpec, type FormSpec } from "../../src/lib/forms";

const byName = (spec: FormSpec): Record<string, FieldSpec> => Object.fromEntries(spec.fields.map((field) => [field.name, field]));

export const CALLBACK = byName(callbackForm);
export const CONTACT = byName(contactForm);

/** The notice a failed send shows: the forms' sentence and the contact address. */
export const FAILURE = `${failureMessagePrefix}${site.email.contact}`;
