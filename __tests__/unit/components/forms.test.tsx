import React from "react";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import emailjs, { EmailJSResponseStatus } from "@emailjs/browser";
import { CallbackForm } from "../../../src/components/forms/CallbackForm";
import { ContactForm } from "../../../src/components/forms/ContactForm";
import { loadFormLogic } from "../../../src/hooks/useEmailForm";
import { renderWithTheme } from "../../helpers/render";

jest.mock("@emailjs/browser", () => {
  const actual = jest.requireActual("@emailjs/browser");
  const mocked = { ...actual.default, init: jest.fn(), sendForm: jest.fn() };
  return { __esModule: true, ...actual, default: mocked, init: mocked.init, sendForm: mocked.sendForm };
});

const sendForm = emailjs.sendForm as jest.Mock;
const MAIL = "hello@ouzelvalleyit.co.uk";

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  return user;
}

async function fillCallback(user: ReturnType<typeof setup>, values: Partial<Record<string, string>> = {}) {
  const filled = { name: "Sam Jones", email: "sam@example.co.uk", phone: "01525123456", time: "After 5pm", ...values };
  for (const [label, value] of [["Your Name", filled.name], ["Your Email", filled.email], ["Calling Number", filled.phone], ["Preferred Time", filled.time]]) {
    await user.clear(screen.getByLabelText(label!));
    if (value) await user.type(screen.getByLabelText(label!), value);
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
  it("labels its fields as the spec does", () => {
    renderWithTheme(<CallbackForm />);
    for (const label of ["Your Name", "Your Email", "Calling Number", "Preferred Time"]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByRole("button", { name: "Request" })).toBeEnabled();
  });

  it("shows each problem next to its field, announced, and focuses the first", async () => {
    const user = setup();
    renderWithTheme(<CallbackForm />);
    await fillCallback(user, { name: "", email: "not-an-email" });
    await user.click(screen.getByRole("button", { name: "Request" }));
    const name = screen.getByLabelText("Your Name");
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Please enter your name.");
    expect(screen.getByLabelText("Your Email")).toHaveAccessibleDescription(
      "Please enter a valid email address, like name@example.co.uk.",
    );
    expect(screen.getByLabelText("Calling Number")).not.toHaveAttribute("aria-invalid");
    expect(sendForm).not.toHaveBeenCalled();
  });

  it("refuses non-digits in the calling number and says so", async () => {
    const user = setup();
    renderWithTheme(<CallbackForm />);
    await user.type(screen.getByLabelText("Calling Number"), "01525-12a3");
    expect(screen.getByLabelText("Calling Number")).toHaveValue("01525123");
    expect(screen.getByLabelText("Calling Number")).toHaveAccessibleDescription(
      "Please use digits only (0-9), with no spaces or symbols.",
    );
  });

  it("sends exactly the spec's fields, shows Requesting… while waiting, then clears and thanks for 3 s", async () => {
    let answer: (value: EmailJSResponseStatus) => void = () => undefined;
    sendForm.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = setup();
    renderWithTheme(<CallbackForm />);
    await fillCallback(user);
    await user.click(screen.getByRole("button", { name: "Request" }));

    expect(screen.getByRole("button", { name: "Requesting…" })).toBeDisabled();
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
    expect(screen.getByRole("status")).toHaveTextContent("Your request has been sent successfully!");
    expect(screen.getByLabelText("Your Name")).toHaveValue("");
    expect(screen.getByRole("button", { name: "Request" })).toBeEnabled();
    expect(window.sessionStorage.getItem("callback-last-success")).toBe(String(Date.now()));

    act(() => jest.advanceTimersByTime(2_999));
    expect(screen.getByRole("status")).toHaveTextContent("Your request has been sent successfully!");
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("refuses a second send within a minute of a success, sending nothing, for 10 s", async () => {
    sendForm.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
    const user = setup();
    renderWithTheme(<CallbackForm />);
    await fillCallback(user);
    await user.click(screen.getByRole("button", { name: "Request" }));
    expect(sendForm).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(59_999 - 0));
    await fillCallback(user);
    jest.setSystemTime(new Date("2026-11-22T10:00:59.998Z"));
    await user.click(screen.getByRole("button", { name: "Request" }));
    expect(sendForm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("alert")).toHaveTextContent("You can submit the form again after 1 minute.");
    expect(screen.getByLabelText("Your Name")).toHaveValue("Sam Jones");
    act(() => jest.advanceTimersByTime(9_999));
    expect(screen.getByRole("alert")).toHaveTextContent("You can submit the form again after 1 minute.");
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole("alert")).toHaveTextContent("");

    jest.setSystemTime(new Date("2026-11-22T10:01:00Z"));
    await user.click(screen.getByRole("button", { name: "Request" }));
    expect(sendForm).toHaveBeenCalledTimes(2);
  });

  it("pretends success and sends nothing when the honeypot is filled", async () => {
    const user = setup();
    const { container } = renderWithTheme(<CallbackForm />);
    await fillCallback(user);
    (container.querySelector("[data-honeypot]") as HTMLInputElement).value = "buy now";
    await user.click(screen.getByRole("button", { name: "Request" }));
    expect(sendForm).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent("Your request has been sent successfully!");
  });

  it("hides the honeypot from people, keyboards and assistive technology", () => {
    const { container } = renderWithTheme(<CallbackForm />);
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
    renderWithTheme(<CallbackForm />);
    await fillCallback(user);
    await user.click(screen.getByRole("button", { name: "Request" }));

    const link = await screen.findByRole("link", { name: MAIL });
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(`There is some server issue, please mail me at: ${MAIL}`);
    expect(link.getAttribute("href")).toMatch(/^mailto:hello@ouzelvalleyit\.co\.uk\?subject=Callback%20request&body=/);
    expect(decodeURIComponent(link.getAttribute("href")!)).toContain("Your Name: Sam Jones");
    expect(screen.getByLabelText("Your Name")).toHaveValue("Sam Jones");
    expect(screen.getByLabelText("Calling Number")).toHaveValue("01525123456");
    expect(window.sessionStorage.getItem("callback-last-success")).toBeNull();
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByRole("alert")).toHaveTextContent("");
  });

  it("shows the rate-limit notice, not the failure notice, when the service throttles (429)", async () => {
    sendForm.mockRejectedValue(new EmailJSResponseStatus(429, "Too Many Requests"));
    const user = setup();
    renderWithTheme(<CallbackForm />);
    await fillCallback(user);
    await user.click(screen.getByRole("button", { name: "Request" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("You can submit the form again after 1 minute."));
    expect(screen.queryByRole("link", { name: MAIL })).toBeNull();
  });
});

describe("contact form", () => {
  async function fillContact(user: ReturnType<typeof setup>) {
    await user.type(screen.getByLabelText("Name"), "Priya");
    await user.type(screen.getByLabelText("Email"), "priya@example.com");
    await user.type(screen.getByLabelText("Subject"), "<b>Laptop</b>");
    await user.type(screen.getByLabelText("Message"), "It won't boot 😟 مرحبا");
  }

  it("sends user_name, user_email, user_subject and message as typed, markup included", async () => {
    sendForm.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
    const user = setup();
    renderWithTheme(<ContactForm labelledBy="x" />);
    await fillContact(user);
    expect(screen.getByText("22 / 5,000 characters")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(sendForm.mock.calls[0].slice(0, 2)).toEqual(["test-service", "test-contact-template"]);
    expect(formEntries()).toEqual([
      ["user_name", "Priya"],
      ["user_email", "priya@example.com"],
      ["user_subject", "<b>Laptop</b>"],
      ["message", "It won't boot 😟 مرحبا"],
    ]);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Your message has been sent successfully!"));
    const stored = Number(window.localStorage.getItem("contact-last-success"));
    expect(stored).toBeGreaterThanOrEqual(new Date("2026-11-22T10:00:00Z").getTime());
    expect(stored).toBeLessThanOrEqual(Date.now());
  });

  it("logs a failure to the console and keeps the message", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    sendForm.mockRejectedValue(new EmailJSResponseStatus(500, "boom"));
    const user = setup();
    renderWithTheme(<ContactForm labelledBy="x" />);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByRole("link", { name: MAIL });
    expect(error).toHaveBeenCalledWith("The contact form could not be sent. EmailJS answered 500: boom");
    expect(screen.getByLabelText("Message")).toHaveValue("It won't boot 😟 مرحبا");
    const href = decodeURIComponent(screen.getByRole("link", { name: MAIL }).getAttribute("href")!);
    expect(href).toContain("subject=<b>Laptop</b>");
    error.mockRestore();
  });

  it("remembers a success in the browser: a fresh form within a minute is refused", async () => {
    window.localStorage.setItem("contact-last-success", String(Date.now() - 30_000));
    const user = setup();
    renderWithTheme(<ContactForm labelledBy="x" />);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(sendForm).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("You can submit the form again after 1 minute.");
  });
});
