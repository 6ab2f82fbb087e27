import React from "react";
import { contactForm, successMemory } from "../../lib/forms";
import { EmailForm } from "./EmailForm";

// Kept in this browser, so the one-minute rule holds across tabs and reloads.
const memory = successMemory(() => (typeof window === "undefined" ? undefined : window.localStorage), "contact-last-success");

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
