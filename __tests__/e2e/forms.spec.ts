import type { Locator, Page, Route } from "@playwright/test";
import { NO_POSTS_MESSAGE } from "../../src/lib/site-search";
import { expect, holdAppBundle, hydrated, presetConsent, test, WIDTHS } from "./fixtures";
import { limits, site } from "../../src/config/site";
import { callbackForm, contactForm, DIGITS_ONLY_MESSAGE, RATE_LIMIT_MESSAGE } from "../../src/lib/forms";
import { CALLBACK, CONTACT, FAILURE } from "../helpers/form-fields";
import { specHeading } from "./content";
import { answerEmailJs, callback, fields, fillCallback, fillContact, heldOk, ok } from "./form-helpers";

/**
 * Stops the page's clock (Playwright's, installed before the page loads) just before the form is
 * sent, so that a notice's time is counted on it alone, not on a busy machine's.
 */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/** The notice, shown while the clock is paused, is there until `ms` have passed on it and gone at `ms`. */
async function staysFor(page: Page, locator: Locator, ms: number): Promise<void> {
  await expect(locator).toBeVisible();
  await page.clock.runFor(ms - 1);
  await expect(locator).toBeVisible();
  await page.clock.runFor(1);
  await expect(locator).toBeHidden();
}

test.beforeEach(async ({ page }) => presetConsent(page, "denied"));

for (const viewport of Object.values(WIDTHS)) {
  test.describe(`callback form at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("sends exactly the spec's fields, disables the button while waiting, thanks for 3 s, then refuses a resend", async ({ page, consoleErrors }) => {
      const answer = heldOk();
      const sent = await answerEmailJs(page, answer.reply);
      await page.clock.install();
      await page.goto("/");
      await hydrated(page);
      await fillCallback(page);
      await pauseClock(page);
      await callback(page).getByRole("button", { name: callbackForm.submitLabel }).click();
      await expect(callback(page).getByRole("button", { name: callbackForm.busyLabel })).toBeDisabled();
      answer.release();

      await staysFor(page, callback(page).getByText(callbackForm.successMessage), limits.successNoticeMs);
      expect(sent).toHaveLength(1);
      expect(await fields(sent[0])).toEqual([
        ["user_name", "Sam Jones"],
        ["user_email", "sam@example.co.uk"],
        ["user_phone", "01525123456"],
        ["user_time", "Weekdays after 5pm"],
        ["honeypot", ""],
        ["lib_version", "4.4.1"],
        ["service_id", "test-service"],
        ["template_id", "test-callback-template"],
        ["user_id", "test-public-key"],
      ]);
      await expect(callback(page).getByLabel(CALLBACK.user_name.label)).toHaveValue("");
      await expect(callback(page).getByRole("button", { name: callbackForm.submitLabel })).toBeEnabled();

      await fillCallback(page);
      await callback(page).getByRole("button", { name: callbackForm.submitLabel }).click();
      await expect(callback(page).getByRole("alert")).toHaveText(RATE_LIMIT_MESSAGE);
      expect(sent).toHaveLength(1);
      await expect(callback(page).getByLabel(CALLBACK.user_name.label)).toHaveValue("Sam Jones");
      expect(consoleErrors).toEqual([]);
    });
  });
}

test("the one-minute rule holds across client-side navigation", async ({ page }) => {
  const sent = await answerEmailJs(page, ok);
  await page.goto("/");
  await hydrated(page);
  await fillCallback(page);
  await callback(page).getByRole("button", { name: callbackForm.submitLabel }).click();
  await expect(callback(page).getByRole("status")).toHaveText(callbackForm.successMessage);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(specHeading("/about"));
  await fillCallback(page);
  await callback(page).getByRole("button", { name: callbackForm.submitLabel }).click();
  await expect(callback(page).getByRole("alert")).toHaveText(RATE_LIMIT_MESSAGE);
  expect(sent).toHaveLength(1);
});

for (const [name, reply] of [
  ["a 500 answer", async (route: Route) => route.fulfill({ status: 500, body: "Internal error", headers: { "Access-Control-Allow-Origin": "*" } })],
  ["a dropped connection", async (route: Route) => route.abort("connectionreset")],
] as const) {
  test(`${name} shows the failure notice with a mail link for 10 s and keeps what was typed`, async ({ page }) => {
    await answerEmailJs(page, reply);
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    await fillCallback(page, { name: "Ann <b>Lee</b>" });
    await pauseClock(page);
    await callback(page).getByRole("button", { name: callbackForm.submitLabel }).click();
    const alert = callback(page).getByRole("alert");
    await expect(alert).toHaveText(FAILURE);
    const mail = alert.getByRole("link", { name: site.email.contact });
    const href = decodeURIComponent((await mail.getAttribute("href"))!);
    const start = `mailto:${site.email.contact}?subject=${callbackForm.mailSubject}&body=`;
    expect(href.slice(0, start.length)).toBe(start);
    expect(href).toContain(`${CALLBACK.user_name.label}: Ann <b>Lee</b>`);
    await expect(callback(page).getByLabel(CALLBACK.user_name.label)).toHaveValue("Ann <b>Lee</b>");
    await expect(callback(page).getByLabel(CALLBACK.user_phone.label)).toHaveValue("01525123456");
    await staysFor(page, callback(page).getByText(FAILURE), limits.errorNoticeMs);
  });
}

test("a filled honeypot sends nothing but looks like success", async ({ page }) => {
  const sent = await answerEmailJs(page, ok);
  await page.goto("/");
  await hydrated(page);
  await fillCallback(page);
  await callback(page).locator("[data-honeypot]").evaluate((input: HTMLInputElement) => (input.value = "http://spam.example"));
  await callback(page).getByRole("button", { name: callbackForm.submitLabel }).click();
  await expect(callback(page).getByRole("status")).toHaveText(callbackForm.successMessage);
  expect(sent).toHaveLength(0);
});

test("the calling number: a letter is the visitor's to correct, and a number written the usual way is sent as digits", async ({ page }) => {
  const sent = await answerEmailJs(page, ok);
  await page.goto("/");
  await hydrated(page);
  await fillCallback(page, { phone: "01632 96O123" });
  const phone = callback(page).getByLabel(CALLBACK.user_phone.label);
  await expect(phone).toHaveValue("01632 96O123");
  await expect(callback(page).getByText(DIGITS_ONLY_MESSAGE)).toBeVisible();
  await callback(page).getByRole("button", { name: callbackForm.submitLabel }).click();
  await expect(phone).toBeFocused();
  expect(sent).toHaveLength(0);

  await phone.fill("+44 (0)1632 960123");
  await expect(callback(page).getByText(DIGITS_ONLY_MESSAGE)).toBeHidden();
  await callback(page).getByRole("button", { name: callbackForm.submitLabel }).click();
  await expect(callback(page).getByRole("status")).toHaveText(callbackForm.successMessage);
  expect(Object.fromEntries(await fields(sent[0])).user_phone).toBe("01632960123");
});

test("validation messages sit by their fields and focus the first problem", async ({ page }) => {
  const sent = await answerEmailJs(page, ok);
  await page.goto("/");
  await hydrated(page);
  await fillCallback(page, { email: "sam@", time: " " });
  await callback(page).getByLabel(CALLBACK.user_name.label).fill("");
  await callback(page).getByRole("button", { name: callbackForm.submitLabel }).click();
  await expect(callback(page).getByLabel(CALLBACK.user_name.label)).toBeFocused();
  await expect(callback(page).getByLabel(CALLBACK.user_name.label)).toHaveAttribute("aria-invalid", "true");
  await expect(callback(page).getByText(CALLBACK.user_name.missing)).toBeVisible();
  await expect(callback(page).getByLabel(CALLBACK.user_email.label)).toHaveAccessibleDescription(/\S/);
  await expect(callback(page).getByText(CALLBACK.user_time.missing)).toBeVisible();
  expect(sent).toHaveLength(0);
});

test("script tags typed into the forms are sent as text and never run", async ({ page }) => {
  const sent = await answerEmailJs(page, ok);
  await page.goto("/contact");
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { pwned: boolean }).pwned = false));
  const hostile = '<script>window.pwned=true</script><img src=x onerror="window.pwned=true">';
  await fillContact(page, { subject: hostile, message: `${hostile} 😀 שלום` });
  await page.getByRole("main").getByRole("button", { name: contactForm.submitLabel }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(contactForm.successMessage);
  const sentFields = Object.fromEntries(await fields(sent[0]));
  expect(sentFields.user_subject).toBe(hostile);
  expect(sentFields.message).toBe(`${hostile} 😀 שלום`);
  expect(await page.evaluate(() => (window as unknown as { pwned: boolean }).pwned)).toBe(false);
});

for (const viewport of Object.values(WIDTHS)) {
  test.describe(`contact form at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("sends user_name, user_email, user_subject and message, then remembers the success in the browser", async ({ page }) => {
      const answer = heldOk();
      const sent = await answerEmailJs(page, answer.reply);
      await page.goto("/contact");
      await hydrated(page);
      await fillContact(page);
      await expect(page.getByText("39 / 5,000 characters")).toBeVisible();
      await page.getByRole("main").getByRole("button", { name: contactForm.submitLabel }).click();
      await expect(page.getByRole("main").getByRole("button", { name: contactForm.busyLabel })).toBeDisabled();
      answer.release();
      await expect(page.getByRole("main").getByRole("status")).toHaveText(contactForm.successMessage);
      expect(await fields(sent[0])).toEqual([
        ["user_name", "Priya Shah"],
        ["user_email", "priya@example.com"],
        ["user_subject", "Laptop will not boot"],
        ["message", "It shows a black screen after the logo."],
        ["lib_version", "4.4.1"],
        ["service_id", "test-service"],
        ["template_id", "test-contact-template"],
        ["user_id", "test-public-key"],
      ]);

      await page.reload();
      await hydrated(page);
      await fillContact(page);
      await page.getByRole("main").getByRole("button", { name: contactForm.submitLabel }).click();
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(RATE_LIMIT_MESSAGE);
      expect(sent).toHaveLength(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
  });
}

test.describe("before the page's scripts have started", () => {
  test("a contact message typed and sent early stays on the page, out of the address bar, and goes once they start", async ({ page }) => {
    const sent = await answerEmailJs(page, ok);
    const release = await holdAppBundle(page);
    await page.goto("/contact", { waitUntil: "domcontentloaded" });
    await fillContact(page);
    await page.getByRole("main").getByLabel(CONTACT.user_subject.label, { exact: true }).press("Enter");
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe("");
    await expect(page.getByRole("main").getByLabel(CONTACT.message.label, { exact: true })).toHaveValue("It shows a black screen after the logo.");
    expect(sent).toHaveLength(0);

    release();
    await hydrated(page);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(contactForm.successMessage);
    expect(sent).toHaveLength(1);
    expect((await fields(sent[0])).slice(0, 4)).toEqual([
      ["user_name", "Priya Shah"],
      ["user_email", "priya@example.com"],
      ["user_subject", "Laptop will not boot"],
      ["message", "It shows a black screen after the logo."],
    ]);
  });

  test("what was typed into the callback form early is kept and sent by the button once they start", async ({ page }) => {
    const sent = await answerEmailJs(page, ok);
    const release = await holdAppBundle(page);
    await page.goto("/about", { waitUntil: "domcontentloaded" });
    await fillCallback(page, { phone: "01525 123456" });
    release();
    await hydrated(page);
    await expect(callback(page).getByLabel(CALLBACK.user_name.label)).toHaveValue("Sam Jones");
    // The calling number stays as typed, and is sent as its digits.
    await expect(callback(page).getByLabel(CALLBACK.user_phone.label)).toHaveValue("01525 123456");
    await callback(page).getByRole("button", { name: callbackForm.submitLabel }).click();
    await expect(callback(page).getByRole("status")).toHaveText(callbackForm.successMessage);
    expect((await fields(sent[0])).slice(0, 4)).toEqual([
      ["user_name", "Sam Jones"],
      ["user_email", "sam@example.co.uk"],
      ["user_phone", "01525123456"],
      ["user_time", "Weekdays after 5pm"],
    ]);
  });
});

test("a contact failure logs the error to the console and keeps the message", async ({ page, consoleErrors }) => {
  await answerEmailJs(page, async (route) => route.fulfill({ status: 500, body: "boom", headers: { "Access-Control-Allow-Origin": "*" } }));
  await page.goto("/contact");
  await hydrated(page);
  await fillContact(page);
  await page.getByRole("main").getByRole("button", { name: contactForm.submitLabel }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(FAILURE);
  await expect(page.getByRole("main").getByLabel(CONTACT.message.label, { exact: true })).toHaveValue("It shows a black screen after the logo.");
  expect(consoleErrors).toContainEqual(expect.stringContaining("The contact form could not be sent. EmailJS answered 500: boom"));
});

test("an automated browser is refused by the SDK (451) and sees the failure notice, nothing sent", async ({ page }) => {
  const sent = await answerEmailJs(page, ok);
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => true }));
  await page.goto("/");
  await hydrated(page);
  await fillCallback(page);
  await callback(page).getByRole("button", { name: callbackForm.submitLabel }).click();
  await expect(callback(page).getByRole("alert")).toHaveText(FAILURE);
  expect(sent).toHaveLength(0);
});

test("a blocked address is refused by the SDK (403) and sees the failure notice, nothing sent", async ({ page }) => {
  const sent = await answerEmailJs(page, ok);
  await page.goto("/");
  await hydrated(page);
  await fillCallback(page, { email: "blocked@example.com" });
  await callback(page).getByRole("button", { name: callbackForm.submitLabel }).click();
  await expect(callback(page).getByRole("alert")).toHaveText(FAILURE);
  expect(sent).toHaveLength(0);
});

test("a throttled send (429) shows the rate-limit notice", async ({ page }) => {
  await answerEmailJs(page, async (route) => route.fulfill({ status: 429, body: "Too Many Requests", headers: { "Access-Control-Allow-Origin": "*" } }));
  await page.goto("/");
  await hydrated(page);
  await fillCallback(page);
  await callback(page).getByRole("button", { name: callbackForm.submitLabel }).click();
  await expect(callback(page).getByRole("alert")).toHaveText(RATE_LIMIT_MESSAGE);
  // Not the failure notice: no mail link to send it another way.
  await expect(callback(page).getByRole("alert").getByRole("link")).toHaveCount(0);
});

test.describe("code a page does not use is not loaded", () => {
  /** The text of every script the page has fetched so far, by path. */
  function scriptsOf(page: Page): Map<string, Promise<string>> {
    const scripts = new Map<string, Promise<string>>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.set(new URL(response.url()).pathname, response.text());
    });
    return scripts;
  }
  const loaded = async (scripts: Map<string, Promise<string>>, marker: string) =>
    (await Promise.all(scripts.values())).some((text) => text.includes(marker));
  // Strings found only in the chunk in question.
  const FORM_LOGIC = "including the area code";
  const EMAILJS_SDK = "api.emailjs.com";
  const REACT_DOM_SERVER = "renderToStaticMarkup";

  test("the home page fetches the forms' sending code only as the footer form comes near, and never the SDK", async ({ page }) => {
    await presetConsent(page, "denied");
    await page.setViewportSize(WIDTHS.mobile);
    const scripts = scriptsOf(page);
    await page.goto("/");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(await loaded(scripts, FORM_LOGIC)).toBe(false);
    expect(await loaded(scripts, EMAILJS_SDK)).toBe(false);
    expect(await loaded(scripts, REACT_DOM_SERVER)).toBe(false);

    await callback(page).scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(scripts, FORM_LOGIC)).toBe(true);
    expect(await loaded(scripts, EMAILJS_SDK)).toBe(false);
  });

  test("pages with images fetch no image runtime, and only /blog fetches the search", async ({ page }) => {
    // Four page loads, each until the network is idle: 18 of its 30 s in a CI run.
    test.slow();
    await presetConsent(page, "denied");
    for (const path of ["/", "/blog", "/blog/wifi-fixes", "/micro-it-support-plan"]) {
      const scripts = scriptsOf(page);
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      expect(await loaded(scripts, REACT_DOM_SERVER), path).toBe(false);
      expect(await loaded(scripts, NO_POSTS_MESSAGE), path).toBe(path === "/blog");
    }
  });
});
