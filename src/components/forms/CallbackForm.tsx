import React from "react";
import { callbackForm, successMemoryOf } from "../../lib/forms";
import { EmailForm } from "./EmailForm";

const memory = successMemoryOf(callbackForm);

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
