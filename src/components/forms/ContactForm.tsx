import React from "react";
import { contactForm, successMemory } from "../../lib/forms";
import { EmailForm } from "./EmailForm";

const memory = successMemory(() => (typeof window === "undefined" ? undefined : window[contactForm.lastSuccess.storage]), contactForm.lastSuccess.key);

/** The contact page's message form. */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  return (
    <EmailForm
      spec={contactForm}
      memory={memory}
      tone="light"
      labelledBy={labelledBy}
      logErrors
    />
  );
}
