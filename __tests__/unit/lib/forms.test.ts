import { canSubmit, classifyFailure, describeError, isSpam, validateField, validateForm } from "../../../src/lib/form-submit";
import {
  callbackForm,
  contactForm,
  DIGITS_ONLY_MESSAGE,
  failureMessagePrefix,
  groupDigits,
  mailtoFallback,
  payloadFieldNames,
  phoneDigits,
  RATE_LIMIT_MESSAGE,
  successMemory,
} from "../../../src/lib/forms";
import { CALLBACK, CONTACT } from "../../helpers/form-fields";

describe("the forms' wording", () => {
  // The one place the specification's copy is written out: every other test takes it from src/lib/forms.ts.
  it("is the specification's: labels, the callback's Request button, notices and the rate limit", () => {
    expect(callbackForm.fields.map((field) => field.label)).toEqual(["Your Name", "Your Email", "Calling Number", "Preferred Time"]);
    expect(callbackForm.submitLabel).toBe("Request");
    expect(callbackForm.successMessage).toBe("Your request has been sent successfully!");
    expect(contactForm.successMessage).toBe("Your message has been sent successfully!");
    expect(RATE_LIMIT_MESSAGE).toBe("You can submit the form again after 1 minute.");
    expect(failureMessagePrefix).toBe("There is some server issue, please mail me at: ");
  });
});

describe("groupDigits", () => {
  it.each([
    [0, "0"],
    [39, "39"],
    [999, "999"],
    [1000, "1,000"],
    [5000, "5,000"],
    [1234567, "1,234,567"],
  ])("writes %d as %s", (count, text) => {
    expect(groupDigits(count)).toBe(text);
  });
});

describe("validation", () => {
  it.each([
    ["user_name", "", CALLBACK.user_name.missing],
    ["user_name", "   ", CALLBACK.user_name.missing],
    ["user_name", "Sam", null],
    ["user_name", "x".repeat(101), "Please keep this under 100 characters."],
    ["user_email", "", CALLBACK.user_email.missing],
    ["user_email", "sam", "Please enter a valid email address, like name@example.co.uk."],
    ["user_email", "sam@host", "Please enter a valid email address, like name@example.co.uk."],
    ["user_email", "sam @host.com", "Please enter a valid email address, like name@example.co.uk."],
    ["user_email", "sam@host.co.uk", null],
    ["user_email", "a.b+c@sub.example.org", null],
    ["user_phone", "", CALLBACK.user_phone.missing],
    ["user_phone", "01525 123456", null],
    ["user_phone", "+44 (0)1525 123456", null],
    ["user_phone", "01632 96O123", DIGITS_ONLY_MESSAGE],
    ["user_phone", "ring after 6", DIGITS_ONLY_MESSAGE],
    ["user_phone", "12345", "Please enter the full number, including the area code (at least 10 digits)."],
    ["user_phone", "01525123456", null],
    ["user_time", "", CALLBACK.user_time.missing],
    ["user_time", "Weekday mornings", null],
  ])("callback %s = %j -> %s", (name, value, message) => {
    expect(validateField(CALLBACK[name], value)).toBe(message);
  });

  it.each([
    ["user_subject", "", CONTACT.user_subject.missing],
    ["user_subject", "x".repeat(151), "Please keep this under 150 characters."],
    ["message", "", CONTACT.message.missing],
    ["message", "x".repeat(5000), null],
    ["message", "x".repeat(5001), "Please keep this under 5,000 characters."],
  ])("contact %s = %j -> %s", (name, value, message) => {
    expect(validateField(CONTACT[name], value)).toBe(message);
  });

  it("reports every problem in field order", () => {
    expect(Object.keys(validateForm(callbackForm, { user_name: "", user_email: "bad", user_phone: "0152512345", user_time: "" }))).toEqual([
      "user_name",
      "user_email",
      "user_time",
    ]);
    expect(validateForm(contactForm, { user_name: "A", user_email: "a@b.co", user_subject: "Hi", message: "<b>hello</b> 👋 مرحبا" })).toEqual({});
  });

  it.each([
    // UK numbers in each usual form, sent as dialled in the UK.
    ["01525 123456", "01525123456"],
    ["(01525) 123456", "01525123456"],
    ["07700-900-456", "07700900456"],
    ["+44 7700 900456", "07700900456"],
    ["+44 (0)7700 900456", "07700900456"],
    ["0044 1525 123456", "01525123456"],
    // Others keep their digits, "+" dialled as "00".
    ["+1 (555) 010-9999", "0015550109999"],
    ["12345", "12345"],
    // Anything but digits and those marks is the visitor's to correct, never dropped.
    ["01632 96O123", null],
    ["07700 900456 ext 2", null],
    ["07700+900456", null],
  ])("the calling number %j is sent as %j", (typed, digits) => {
    expect(phoneDigits(typed)).toBe(digits);
  });
});

describe("the one-minute rule", () => {
  it.each([
    [null, 0, true],
    [1_000_000, 1_000_000, false],
    [1_000_000, 1_059_999, false],
    [1_000_000, 1_060_000, true],
    [1_000_000, 1_200_000, true],
  ])("last success %s, now %s -> allowed %s", (last, now, allowed) => {
    expect(canSubmit(last, now)).toBe(allowed);
  });
});

describe("honeypot and payload", () => {
  it("treats any honeypot content as spam", () => {
    expect(isSpam("")).toBe(false);
    expect(isSpam(undefined)).toBe(false);
    expect(isSpam("http://spam.example")).toBe(true);
  });

  it("sends exactly the spec's field names", () => {
    expect(payloadFieldNames(callbackForm)).toEqual(["user_name", "user_email", "user_phone", "user_time", "honeypot"]);
    expect(payloadFieldNames(contactForm)).toEqual(["user_name", "user_email", "user_subject", "message"]);
  });
});

describe("failures", () => {
  it.each([
    [{ status: 429, text: "Too Many Requests" }, "rate-limited"],
    [{ status: 451, text: "Unavailable For Headless Browser" }, "failed"],
    [{ status: 403, text: "Forbidden" }, "failed"],
    [{ status: 500, text: "Server error" }, "failed"],
    ["The public key is required", "failed"],
    [new TypeError("Failed to fetch"), "failed"],
  ])("%j is %s", (error, outcome) => {
    expect(classifyFailure(error)).toBe(outcome);
  });

  it("describes each shape of error for the console", () => {
    expect(describeError({ status: 500, text: "boom" })).toBe("EmailJS answered 500: boom");
    expect(describeError("The public key is required")).toBe("The public key is required");
    expect(describeError(new TypeError("Failed to fetch"))).toBe("TypeError: Failed to fetch");
  });

  it("builds a mailto link that carries what was typed", () => {
    const link = mailtoFallback(contactForm, { user_name: "Sam & Co", user_email: "s@x.co", user_subject: "Printer", message: "It jams\nagain" }, "hello@x.co.uk");
    const url = new URL(link);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("hello@x.co.uk");
    expect(url.searchParams.get("subject")).toBe("Printer");
    expect(url.searchParams.get("body")).toBe("Name: Sam & Co\nEmail: s@x.co\nSubject: Printer\nMessage: It jams\nagain");
    expect(new URL(mailtoFallback(callbackForm, {}, "a@b.c")).searchParams.get("subject")).toBe(callbackForm.mailSubject);
  });
});

describe("successMemory", () => {
  beforeEach(() => window.sessionStorage.clear());

  it("remembers the last success in the given storage", () => {
    const memory = successMemory(() => window.sessionStorage, "k");
    expect(memory.read()).toBeNull();
    memory.write(123);
    expect(window.sessionStorage.getItem("k")).toBe("123");
    expect(successMemory(() => window.sessionStorage, "k").read()).toBe(123);
  });

  it("falls back to memory when storage refuses", () => {
    const refusing = () => {
      throw new Error("denied");
    };
    const memory = successMemory(refusing as unknown as () => Storage, "k");
    memory.write(55);
    expect(memory.read()).toBe(55);
  });
});
