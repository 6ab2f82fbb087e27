/**
 * The only place that talks to EmailJS. The SDK is loaded on the first send, so no page pays
 * for it up front, and initialised once with the public key and its protections:
 * blockHeadless (refuses automated browsers with 451) and the configured block list (403).
 * In development without keys it posts to the dev server's own outbox instead.
 */
import type { EmailJSResponseStatus } from "@emailjs/browser";
import { emailjsConfig, emailjsConfigured } from "../config/site";
import type { FormSpec } from "../lib/forms";

type EmailJS = typeof import("@emailjs/browser");

/** Where and as whom to send: EmailJS itself, or the development outbox. */
function sendTarget(
  config = emailjsConfig,
  configured = emailjsConfigured,
  development = process.env.NODE_ENV === "development",
): { publicKey: string; origin?: string } {
  if (!configured && development) return { publicKey: "development-outbox", origin: window.location.origin };
  return { publicKey: config.publicKey, ...(config.origin ? { origin: config.origin } : {}) };
}

let sdk: Promise<EmailJS> | null = null;

function loadSdk(): Promise<EmailJS> {
  sdk ??= import("@emailjs/browser").then((module) => {
    const emailjs = (module.default ?? module) as EmailJS;
    emailjs.init({
      ...sendTarget(),
      blockHeadless: true,
      ...(emailjsConfig.blockList.length ? { blockList: { list: [...emailjsConfig.blockList], watchVariable: "user_email" } } : {}),
    });
    return emailjs;
  });
  return sdk;
}

/** Sends a form's named fields as form-data (POST …/api/v1.0/email/send-form). */
export async function sendForm(spec: FormSpec, form: HTMLFormElement): Promise<EmailJSResponseStatus> {
  const emailjs = await loadSdk();
  const configured = emailjsConfigured || process.env.NODE_ENV !== "development";
  const serviceId = configured ? emailjsConfig.serviceId : "development";
  const templateId = configured
    ? spec.id === "callback"
      ? emailjsConfig.callbackTemplateId
      : emailjsConfig.contactTemplateId
    : spec.id;
  return emailjs.sendForm(serviceId, templateId, form);
}
