/**
 * The forms' sending code (src/lib/form-submit.ts) is fetched on first use. These tests press
 * the button before it has arrived, and when it cannot arrive at all (offline).
 */
import React from "react";
import * as styled from "styled-components";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { site } from "../../../src/config/site";
import { callbackForm } from "../../../src/lib/forms";
import { CALLBACK, FAILURE } from "../../helpers/form-fields";
import { render } from "@testing-library/react";

type Forms = typeof import("../../../src/components/forms/CallbackForm");

/** A fresh copy of the form modules, so the sending code has not been loaded yet. */
function freshCallbackForm(): Forms["CallbackForm"] {
  let form: Forms["CallbackForm"] | undefined;
  jest.isolateModules(() => {
    // One React and one styled-components for the page and the test's renderer.
    jest.doMock("react", () => React);
    jest.doMock("styled-components", () => styled);
    form = (jest.requireActual("../../../src/components/forms/CallbackForm") as Forms).CallbackForm;
  });
  return form!;
}

afterEach(() => {
  jest.dontMock("../../../src/lib/form-submit");
  window.sessionStorage.clear();
});

it("validates on the first press even when the sending code is still on its way", async () => {
  const CallbackForm = freshCallbackForm();
  render(<CallbackForm />);
  await userEvent.click(screen.getByRole("button", { name: callbackForm.submitLabel }));
  expect(await screen.findByText(CALLBACK.user_name.missing)).toBeInTheDocument();
  expect(screen.getByLabelText(CALLBACK.user_name.label)).toHaveFocus();
});

it("offers the mail link, with what was typed, when the sending code cannot be fetched", async () => {
  jest.doMock("../../../src/lib/form-submit", () => {
    throw new TypeError("Failed to fetch dynamically imported module");
  });
  const CallbackForm = freshCallbackForm();
  render(<CallbackForm />);
  await userEvent.type(screen.getByLabelText(CALLBACK.user_name.label), "Sam Jones");
  await userEvent.click(screen.getByRole("button", { name: callbackForm.submitLabel }));
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent(FAILURE);
  const link = screen.getByRole("link", { name: site.email.contact });
  expect(decodeURIComponent(link.getAttribute("href") ?? "")).toContain(`${CALLBACK.user_name.label}: Sam Jones`);
  expect(screen.getByLabelText(CALLBACK.user_name.label)).toHaveValue("Sam Jones");
});
