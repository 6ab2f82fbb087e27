import React from "react";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import emailjs, { EmailJSResponseStatus } from "@emailjs/browser";
import { CallbackForm } from "../../../src/components/forms/CallbackForm";
import { ContactForm } from "../../../src/components/forms/ContactForm";
import { site } from "../../../src/config/site";
import { loadFormLogic } from "../../../src/hooks/useEmailForm";
import { callbackForm, contactForm, RATE_LIMIT_MESSAGE } from "../../../src/lib/forms";
import { CALLBACK, CONTACT, FAILURE } from "../../helpers/form-fields";
import { render } from "@testing-library/react";

jest.mock("@emailjs/browser", () => {
  const actual = jest.requireActual("@emailjs/browser");
  const mocked = { ...actual.default, init: jest.fn(), sendForm: jest.fn() };
  return { __esModule: true, ...actual, default: mocked, init: mocked.init, sendForm: mocked.sendForm };
});

const sendForm = emailjs.sendForm as jest.Mock;
const MAIL = site.email.contact;

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  return user;
}

async function fillCallback(user: ReturnType<typeof setup>, values: Partial<Record<string, string>> = {}) {
  const filled = { name: "Sam Jones", email: "sam@example.co.uk", phone: "01525123456", time: "After 5pm", ...values };
  for (const [field, value] of [[CALLBACK.user_name, filled.name], [CALLBACK.user_email, filled.email], [CALLBACK.user_phone, filled.phone], [CALLBACK.user_time, filled.time]] as const) {
    await user.clear(screen.getByLabelText(field.label));
    if (value) await user.type(screen.getByLabelText(field.label), value);
  }
}

function formEntries(): Array<[string, string]> {
  const form = sendForm.mock.calls[sendForm.mock.calls.length - 1][2] as HTMLFormElement;
  return [...new FormData(form).entries()].map(([key, value]) => [key, String(value)]);
}

// The sending code loads when a form is first used or scrolled near; here it is loaded up front,
// as it is for a visitor who has typed into the form (useEmailForm.test covers the late load).
beforeAll(() => loadFormLogic());

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date("2026-11-22T10:00:00Z"));
  window.sessionStorage.clear();
  window.localStorage.clear();
  sendForm.mockReset();
});
afterEach(() => jest.useRealTimers());

describe("callback form", () => {
  it("labels every field and requires it", () => {
    render(<CallbackForm />);
    for (const field of callbackForm.fields) expect(screen.getByLabelText(field.label)).toBeRequired();
    expect(screen.getByRole("button", { name: callbackForm.submitLabel })).toBeEnabled();
  });

  it("sends exactly the spec's fields, shows Requesting… while waiting, then clears and thanks for 3 s", async () => {
    let answer: (value: EmailJSResponseStatus) => void = () => undefined;
    sendForm.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = setup();
    render(<CallbackForm />);
    await fillCallback(user);
    await user.click(screen.getByRole("button", { name: callbackForm.submitLabel }));

    expect(screen.getByRole("button", { name: callbackForm.busyLabel })).toBeDisabled();
    expect(sendForm).toHaveBeenCalledTimes(1);
    expect(sendForm.mock.calls[0].slice(0, 2)).toEqual(["test-service", "test-callback-template"]);
    expect(formEntries()).toEqual([
      ["user_name", "Sam Jones"],
      ["user_email", "sam@example.co.uk"],
      ["user_phone", "01525123456"],
      ["user_time", "After 5pm"],
      ["honeypot", ""],
    ]);

    await act(async () => answer(new EmailJSResponseStatus(200, "OK")));
    expect(screen.getByRole("status")).toHaveTextContent(callbackForm.successMessage);
    expect(screen.getByLabelText(CALLBACK.user_name.label)).toHaveValue("");
    expect(screen.getByRole("button", { name: callbackForm.submitLabel })).toBeEnabled();
    expect(window.sessionStorage.getItem(callbackForm.lastSuccess.key)).toBe(String(Date.now()));

    act(() => jest.advanceTimersByTime(2_999));
    expect(screen.getByRole("status")).toHaveTextContent(callbackForm.successMessage);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("refuses a second send within a minute of a success, sending nothing, for 10 s", async () => {
    sendForm.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
    const user = setup();
    render(<CallbackForm />);
    await fillCallback(user);
    await user.click(screen.getByRole("button", { name: callbackForm.submitLabel }));
    expect(sendForm).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(59_999 - 0));
    await fillCallback(user);
    jest.setSystemTime(new Date("2026-11-22T10:00:59.998Z"));
    await user.click(screen.getByRole("button", { name: callbackForm.submitLabel }));
    expect(sendForm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("alert")).toHaveTextContent(RATE_LIMIT_MESSAGE);
    expect(screen.getByLabelText(CALLBACK.user_name.label)).toHaveValue("Sam Jones");
    act(() => jest.advanceTimersByTime(9_999));
    expect(screen.getByRole("alert")).toHaveTextContent(RATE_LIMIT_MESSAGE);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole("alert")).toHaveTextContent("");

    jest.setSystemTime(new Date("2026-11-22T10:01:00Z"));
    await user.click(screen.getByRole("button", { name: callbackForm.submitLabel }));
    expect(sendForm).toHaveBeenCalledTimes(2);
  });

  it("hides the honeypot from people, keyboards and assistive technology", () => {
    const { container } = render(<CallbackForm />);
    const honeypot = container.querySelector("[data-honeypot]") as HTMLInputElement;
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot.closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: "Leave this field empty" })).toBeNull();
  });

  it.each([
    ["a 500", () => Promise.reject(new EmailJSResponseStatus(500, "Internal Server Error"))],
    ["a dropped connection", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["the headless refusal (451)", () => Promise.reject(new EmailJSResponseStatus(451, "Unavailable For Headless Browser"))],
    ["the block list refusal (403)", () => Promise.reject(new EmailJSResponseStatus(403, "Forbidden"))],
    ["a missing key", () => Promise.reject("The public key is required")],
  ])("shows the failure notice with a mail link for %s and keeps what was typed, for 10 s", async (_case, reject) => {
    sendForm.mockImplementation(reject);
    const user = setup();
    render(<CallbackForm />);
    await fillCallback(user);
    await user.click(screen.getByRole("button", { name: callbackForm.submitLabel }));

    const link = await screen.findByRole("link", { name: MAIL });
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(FAILURE);
    const start = `mailto:${MAIL}?subject=${encodeURIComponent(callbackForm.mailSubject)}&body=`;
    expect(link.getAttribute("href")!.slice(0, start.length)).toBe(start);
    expect(decodeURIComponent(link.getAttribute("href")!)).toContain(`${CALLBACK.user_name.label}: Sam Jones`);
    expect(screen.getByLabelText(CALLBACK.user_name.label)).toHaveValue("Sam Jones");
    expect(screen.getByLabelText(CALLBACK.user_phone.label)).toHaveValue("01525123456");
    expect(window.sessionStorage.getItem(callbackForm.lastSuccess.key)).toBeNull();
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByRole("alert")).toHaveTextContent("");
  });

});

describe("contact form", () => {
  async function fillContact(user: ReturnType<typeof setup>) {
    await user.type(screen.getByLabelText(CONTACT.user_name.label), "Priya");
    await user.type(screen.getByLabelText(CONTACT.user_email.label), "priya@example.com");
    await user.type(screen.getByLabelText(CONTACT.user_subject.label), "<b>Laptop</b>");
    await user.type(screen.getByLabelText(CONTACT.message.label), "It won't boot 😟 مرحبا");
  }

  it("sends user_name, user_email, user_subject and message as typed, markup included", async () => {
    sendForm.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
    const user = setup();
    render(<ContactForm labelledBy="x" />);
    await fillContact(user);
    expect(screen.getByText("22 / 5,000 characters")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: contactForm.submitLabel }));
    expect(sendForm.mock.calls[0].slice(0, 2)).toEqual(["test-service", "test-contact-template"]);
    expect(formEntries()).toEqual([
      ["user_name", "Priya"],
      ["user_email", "priya@example.com"],
      ["user_subject", "<b>Laptop</b>"],
      ["message", "It won't boot 😟 مرحبا"],
    ]);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(contactForm.successMessage));
    const stored = Number(window.localStorage.getItem(contactForm.lastSuccess.key));
    expect(stored).toBeGreaterThanOrEqual(new Date("2026-11-22T10:00:00Z").getTime());
    expect(stored).toBeLessThanOrEqual(Date.now());
  });

  it("remembers a success in the browser: a fresh form within a minute is refused", async () => {
    window.localStorage.setItem(contactForm.lastSuccess.key, String(Date.now() - 30_000));
    const user = setup();
    render(<ContactForm labelledBy="x" />);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: contactForm.submitLabel }));
    expect(sendForm).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent(RATE_LIMIT_MESSAGE);
  });
});
