/**
 * Driving the editor at /admin (Decap CMS, admin/) as an author does, for the editor's specs:
 * the preview started by `npm run cms` serves it, and decap-server saves into the copy.
 */
import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The post 5-editor.spec.ts writes through the form; 6-production.spec.ts checks the build has it. */
export const EDITOR_POST = { slug: "printer-jams-in-small-offices", title: "Printer jams in small offices" };

/** Opens the editor; decap-server needs no password, only the "Login" click. Returns the seconds to the list of entries. */
export async function openEditor(page: Page, baseURL: string): Promise<number> {
  const started = Date.now();
  await page.goto(`${baseURL}/admin/`);
  await page.getByRole("button", { name: "Login" }).click({ timeout: 120_000 });
  await expect(page.locator('a[href^="#/collections/blog/entries/"]').first()).toBeVisible({ timeout: 60_000 });
  return (Date.now() - started) / 1000;
}

/**
 * Opens one entry's form, read afresh from its file: by way of its collection's list, so that
 * an entry open before is loaded again (Decap saves only what differs from the entry as loaded).
 */
export async function openEntry(page: Page, baseURL: string, collection: string, slug: string): Promise<void> {
  if (!page.url().startsWith(`${baseURL}/admin/`)) await openEditor(page, baseURL);
  // Leaving a form with unsaved changes asks first; the test means to leave them.
  page.once("dialog", (dialog) => void dialog.accept());
  await page.goto(`${baseURL}/admin/#/collections/${collection}`);
  await expect(page.locator(`a[href="#/collections/${collection}/entries/${slug}"]`)).toBeVisible({ timeout: 60_000 });
  await page.goto(`${baseURL}/admin/#/collections/${collection}/entries/${slug}`);
  await expect(titleField(page)).toBeVisible({ timeout: 60_000 });
}

/** Saves the entry ("Publish now", which with decap-server writes the file) and waits until it is saved. */
export async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  const saved = page.getByText("Changes saved");
  const refused = page.locator(".Toastify__toast--error");
  await expect(saved.or(refused).first()).toBeVisible({ timeout: 30_000 });
  if (await refused.count()) throw new Error(`The editor did not save: ${await refused.first().innerText()}`);
}

/** The entry's own title (a service also has titles inside its card and call to action, further down). */
export const titleField = (page: Page) => page.getByLabel("Title", { exact: true }).first();

/** Replaces a text field's value as typing would (the first field of that label). */
export async function replaceText(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true }).first();
  await field.click();
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Delete");
  await field.fill(text);
  await expect(field).toHaveValue(text);
}

/** git in the copy (global-setup.ts committed it as the tests found it). */
export function git(dir: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd: dir, encoding: "utf8" });
}
