import React from "react";
import { contactForm, successMemoryOf } from "../../lib/forms";
import { EmailForm } from "./EmailForm";

const memory = successMemoryOf(contactForm);

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
