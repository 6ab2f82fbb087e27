import { POSTS_PER_PAGE } from "../../src/config/blog";
import { listedPosts } from "./content";
import { expect, test } from "./fixtures";
import { fillContact } from "./form-helpers";
import { contactForm } from "../../src/lib/forms";
import config from "./playwright.config";

/**
 * The site with scripts turned off: nothing typed reaches an address, and the content is all
 * there. Playwright's javaScriptEnabled only stops scripts from running; Blink's own setting
 * also makes the parser show <noscript> content, as a browser with JavaScript off does.
 */
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  javaScriptEnabled: false,
  launchOptions: { ...launchOptions, args: [...(launchOptions.args ?? []), "--blink-settings=scriptEnabled=false"] },
});

const PHONE = "01632 960123";
const EMAIL = "hello@ouzelvalleyit.co.uk";

test("the contact form posts, so what was typed never goes into the address bar", async ({ page }) => {
  const requests: Array<{ method: string; url: string }> = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") requests.push({ method: request.method(), url: request.url() });
  });
  await page.goto("/contact");
  const form = page.getByRole("main").locator("form");
  await expect(form).toHaveAttribute("method", "post");
  await fillContact(page, { name: "Ada Lovelace", email: "ada@example.com", subject: "Private matter", message: "Please call me about my account" });
  await form.getByRole("button", { name: contactForm.submitLabel }).click();
  await expect.poll(() => requests.length).toBeGreaterThan(1);
  const sent = requests[requests.length - 1];
  expect(sent.method).toBe("POST");
  for (const { url } of requests) {
    expect(url).not.toMatch(/Ada|ada%40example|Private|account/);
  }
  expect(page.url()).not.toContain("?");
});

test("each form has a note with the phone number and mail link for visitors without JavaScript", async ({ page }) => {
  await page.goto("/contact");
  for (const form of [page.getByRole("main").locator("form"), page.getByRole("region", { name: "Request a callback" }).locator("form")]) {
    await expect(form).toHaveAttribute("method", "post");
    // Playwright's text and role locators skip <noscript>, so the note is found by its element.
    const note = form.locator("noscript p");
    await expect(note).toBeVisible();
    await expect(note).toHaveText(`This form needs JavaScript to send. Please call us on ${PHONE} or e-mail ${EMAIL}.`);
    await expect(note.locator("a").first()).toHaveAttribute("href", "tel:+441632960123");
    await expect(note.locator("a").last()).toHaveAttribute("href", `mailto:${EMAIL}`);
  }
});

test("the blog list shows its page of posts, and does not offer a search that cannot work", async ({ page }) => {
  const onFirstPage = Math.min(listedPosts.length, POSTS_PER_PAGE);
  await page.goto("/blog");
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(onFirstPage);
  await expect(page.getByRole("main").getByRole("link", { name: /^Read More/ })).toHaveCount(onFirstPage);
  // The box is in the HTML (a visitor on a slow connection may type before the scripts start)
  // but hidden when scripts are off, and a note says why.
  await expect(page.getByRole("searchbox", { name: "Search the blog" })).toBeHidden();
  // Playwright's text locators skip <noscript>, so the note is found by its element.
  const note = page.getByRole("main").locator("noscript p");
  await expect(note).toBeVisible();
  await expect(note).toHaveText(/^Searching the blog needs JavaScript\./);
});
