import React from "react";
import { callbackForm, successMemory } from "../../lib/forms";
import { EmailForm } from "./EmailForm";

const memory = successMemory(() => (typeof window === "undefined" ? undefined : window[callbackForm.lastSuccess.storage]), callbackForm.lastSuccess.key);

/** The footer's Request a callback form, on every page. */
export function CallbackForm() {
  return (
    <section aria-labelledby="callback-heading">
      <h2 id="callback-heading">Request a callback</h2>
      <EmailForm
        spec={callbackForm}
        memory={memory}
        tone="dark"
        labelledBy="callback-heading"
      />
    </section>
  );
}
