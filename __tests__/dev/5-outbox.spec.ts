/** Without EmailJS ids the preview's forms go to the development outbox: printed and saved. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fillContact } from "../e2e/form-helpers";
import { contactForm } from "../../src/lib/forms";
import { expect, test } from "./fixtures";

test("a message sent from the contact page is printed in the terminal and saved", async ({ page, preview }) => {
  await page.goto(`${preview.baseURL}/contact`);
  const from = preview.terminal().length;
  const form = page.locator("main form");
  await fillContact(page, { email: "tester@example.com", subject: "Outbox check", message: "Checking that the development outbox keeps this message." });
  await form.getByRole("button", { name: contactForm.submitLabel }).click();
  await expect(form.getByRole("status")).toBeVisible({ timeout: 30_000 });

  const printed = await preview.waitForTerminal(/\[dev outbox\][^\n]*saved to (\.dev-outbox\/\S+)/, from);
  expect(printed).toContain("Checking that the development outbox keeps this message.");
  const folder = path.join(preview.dir, ".dev-outbox");
  const saved = readdirSync(folder).map((name) => readFileSync(path.join(folder, name), "utf8"));
  expect(saved.some((text) => text.includes("Outbox check") && text.includes("tester@example.com"))).toBe(true);
});
