import type { Locator, Page } from "@playwright/test";
import { dataLayer, expect, hydrated, presetConsent, test } from "./fixtures";
import { SEARCH_PAUSE_MS } from "../../src/lib/analytics";
import { callbackForm, contactForm, failureMessagePrefix } from "../../src/lib/forms";
import { answerEmailJs, callback, fillCallback, fillContact, ok } from "./form-helpers";

/** The events the site sends itself (page views come from the gtag plugin). */
const SITE_EVENTS = ["generate_lead", "contact", "pay_now_click", "outbound_click", "search"];

type Entry = unknown[];

async function siteEvents(page: Page): Promise<Entry[]> {
  return (await dataLayer(page)).filter((entry) => entry[0] === "event" && SITE_EVENTS.includes(String(entry[1])));
}

const isGoogle = (url: string) => /(^|\.)(google|googletagmanager|google-analytics|doubleclick|gstatic|googleapis)\.[a-z.]+$/.test(new URL(url).hostname);

/** Every request the page makes to a Google host, with its body. */
function googleRequests(page: Page): Array<{ url: string; body: string }> {
  const seen: Array<{ url: string; body: string }> = [];
  page.on("request", (request) => {
    if (isGoogle(request.url())) seen.push({ url: request.url(), body: request.postData() ?? "" });
  });
  return seen;
}

/**
 * The links' own navigation is not under test: phone, e-mail and external links do nothing
 * here, so the page (and its data layer) stays put. The site's listener still hears the click.
 */
async function stayOnPage(page: Page): Promise<void> {
  await page.addInitScript(() =>
    window.addEventListener("click", (event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (/^(tel:|mailto:|https?:)/i.test(link?.getAttribute("href") ?? "")) event.preventDefault();
    }),
  );
}

/** Clicks every phone and e-mail link inside `region`; returns the methods, in order. */
async function clickContactLinks(region: Locator): Promise<string[]> {
  const links = region.locator('a[href^="tel:"], a[href^="mailto:"]');
  const methods: string[] = [];
  for (const link of await links.all()) {
    methods.push((await link.getAttribute("href"))!.startsWith("tel:") ? "phone" : "email");
    await link.click();
  }
  return methods;
}

const footer = (page: Page) => page.getByRole("contentinfo");
const maps = (region: Locator) => region.locator('a[href^="https://www.google.com/maps/"]');
const social = (page: Page) => footer(page).getByRole("link", { name: /Follow us on/ });

test.describe("with analytics accepted", () => {
  test.beforeEach(async ({ page }) => {
    await presetConsent(page, "granted");
    await stayOnPage(page);
  });

  test("generate_lead: a callback request sent from a post names the form and the post", async ({ page }) => {
    await answerEmailJs(page, ok);
    await page.goto("/blog/wifi-fixes?utm_source=newsletter");
    await hydrated(page);
    await fillCallback(page);
    await callback(page).getByRole("button", { name: callbackForm.submitLabel }).click();
    await expect(callback(page).getByRole("status")).toHaveText(callbackForm.successMessage);
    await expect.poll(() => siteEvents(page)).toEqual([["event", "generate_lead", { form_id: "callback", page_path: "/blog/wifi-fixes" }]]);
  });

  test("generate_lead: a contact message names the contact form and /contact", async ({ page }) => {
    await answerEmailJs(page, ok);
    await page.goto("/contact");
    await hydrated(page);
    await fillContact(page);
    await page.getByRole("main").getByRole("button", { name: contactForm.submitLabel }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(contactForm.successMessage);
    await expect.poll(() => siteEvents(page)).toEqual([["event", "generate_lead", { form_id: "contact", page_path: "/contact" }]]);
  });

  test("no generate_lead for a failed send, a refused one or the honeypot's pretend success", async ({ page }) => {
    let status = 500;
    const sent = await answerEmailJs(page, async (route) =>
      route.fulfill({ status, body: status === 200 ? "OK" : "boom", headers: { "Access-Control-Allow-Origin": "*" } }),
    );
    await page.goto("/");
    await hydrated(page);
    await fillCallback(page);
    await callback(page).getByRole("button", { name: callbackForm.submitLabel }).click();
    await expect(callback(page).getByRole("alert")).toContainText(failureMessagePrefix);
    await fillCallback(page, { email: "blocked@example.com" });
    await callback(page).getByRole("button", { name: callbackForm.submitLabel }).click();
    await expect(callback(page).getByRole("alert")).toContainText(failureMessagePrefix);
    status = 200;
    await fillCallback(page);
    await callback(page).locator("[data-honeypot]").evaluate((input: HTMLInputElement) => (input.value = "http://spam.example"));
    await callback(page).getByRole("button", { name: callbackForm.submitLabel }).click();
    await expect(callback(page).getByRole("status")).toHaveText(callbackForm.successMessage);
    expect(sent).toHaveLength(1);
    await page.waitForTimeout(300);
    expect(await siteEvents(page)).toEqual([]);
  });

  for (const { path, region, location } of [
    { path: "/", region: (page: Page) => footer(page), location: "footer" },
    { path: "/contact", region: (page: Page) => page.getByRole("region", { name: "Contact details" }), location: "contact_page" },
    { path: "/blog/wifi-fixes", region: (page: Page) => page.getByRole("main").locator("article"), location: "post" },
    { path: "/domesticpc", region: (page: Page) => page.getByRole("main"), location: "service" },
    { path: "/no-such-page", region: (page: Page) => page.getByRole("main"), location: "content" },
  ]) {
    test(`contact: each phone and e-mail link in the ${location} region of ${path} says which method and where`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const methods = await clickContactLinks(region(page));
      expect(methods.length).toBeGreaterThan(0);
      await expect
        .poll(() => siteEvents(page))
        .toEqual(methods.map((method) => ["event", "contact", { method, link_location: location, page_path: path }]));
    });
  }

  test("contact: the mail link of a failure notice counts as an e-mail from that form, without what it carries", async ({ page }) => {
    await answerEmailJs(page, async (route) => route.fulfill({ status: 500, body: "boom", headers: { "Access-Control-Allow-Origin": "*" } }));
    await page.goto("/about");
    await hydrated(page);
    await fillCallback(page);
    await callback(page).getByRole("button", { name: callbackForm.submitLabel }).click();
    await callback(page).getByRole("alert").getByRole("link").click();
    await expect.poll(() => siteEvents(page)).toEqual([["event", "contact", { method: "email", link_location: "callback_form", page_path: "/about" }]]);
  });

  test("pay_now_click: the Pay Now button on /payment", async ({ page }) => {
    await page.goto("/payment");
    await hydrated(page);
    await page.getByRole("link", { name: /Pay Now/ }).click();
    await expect.poll(() => siteEvents(page)).toEqual([["event", "pay_now_click", { link_location: "content", page_path: "/payment" }]]);
  });

  test("outbound_click: the maps links (footer, contact page) and the social link", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    await maps(footer(page)).click();
    await maps(page.getByRole("region", { name: "Contact details" })).click();
    await social(page).click();
    await expect.poll(() => siteEvents(page)).toEqual([
      ["event", "outbound_click", { link_type: "maps", link_location: "footer", page_path: "/contact" }],
      ["event", "outbound_click", { link_type: "maps", link_location: "contact_page", page_path: "/contact" }],
      ["event", "outbound_click", { link_type: "social", link_location: "footer", page_path: "/contact" }],
    ]);
  });

  test("search: sent once the visitor pauses for a second, never for an empty box, not twice for one term, never for an e-mail address", async ({ page }) => {
    // The page's own clock, moved by the test: a busy machine cannot stretch a pause between
    // keystrokes into a second, nor make a half-second wait last one.
    await page.clock.install();
    await page.goto("/blog");
    await hydrated(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const box = page.getByRole("searchbox", { name: "Search the blog" });
    const searches = async () => (await siteEvents(page)).map((entry) => entry[2]);

    await box.pressSequentially("backup");
    await page.clock.runFor(SEARCH_PAUSE_MS - 100);
    expect(await searches()).toEqual([]);
    await page.clock.runFor(200);
    await expect.poll(searches).toEqual([{ search_term: "backup" }]);

    await box.fill("");
    await page.clock.runFor(SEARCH_PAUSE_MS + 500);
    await box.pressSequentially("backup");
    await page.clock.runFor(SEARCH_PAUSE_MS + 500);
    expect(await searches()).toEqual([{ search_term: "backup" }]);

    await box.fill("wi-fi");
    await page.clock.runFor(SEARCH_PAUSE_MS + 100);
    await expect.poll(searches).toEqual([{ search_term: "backup" }, { search_term: "wi-fi" }]);
    expect(new URL(page.url()).search).toBe("?q=wi-fi");

    // An e-mail address typed into the search reaches neither an event nor the address every hit carries.
    await box.fill("sam@example.com");
    await page.clock.runFor(SEARCH_PAUSE_MS + 100);
    expect(await searches()).toEqual([{ search_term: "backup" }, { search_term: "wi-fi" }]);
    expect(new URL(page.url()).search).toBe("");
  });
});

/** Everything a visitor can do that is measured, on one page load (client-side navigation). */
async function doEverything(page: Page): Promise<void> {
  await fillCallback(page);
  await callback(page).getByRole("button", { name: callbackForm.submitLabel }).click();
  await expect(callback(page).getByRole("status")).toHaveText(callbackForm.successMessage);
  await clickContactLinks(footer(page));
  await maps(footer(page)).click();
  await social(page).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Payment" }).click();
  await page.getByRole("link", { name: /Pay Now/ }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
  await page.getByRole("searchbox", { name: "Search the blog" }).fill("backup");
  await page.waitForTimeout(1500);
}

test.describe("without analytics consent", () => {
  test.beforeEach(async ({ page }) => stayOnPage(page));

  test("before any choice nothing is measured or asked of Google, and accepting later sends none of it", async ({ page, externalRequests }) => {
    const google = googleRequests(page);
    const sent = await answerEmailJs(page, ok);
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("region", { name: "Analytics cookies" })).toBeVisible();
    await doEverything(page);
    expect(sent).toHaveLength(1);
    expect(await siteEvents(page)).toEqual([]);
    expect(google).toEqual([]);
    expect(externalRequests).toEqual([]);

    await page.getByRole("button", { name: "Accept analytics" }).click();
    await expect.poll(() => google.length).toBe(1);
    await page.waitForTimeout(1500);
    expect(await siteEvents(page)).toEqual([]);
    // From now on, actions are measured.
    await page.getByRole("searchbox", { name: "Search the blog" }).fill("printer");
    await expect.poll(() => siteEvents(page)).toEqual([["event", "search", { search_term: "printer" }]]);
  });

  test("after Reject nothing is measured or asked of Google", async ({ page, externalRequests }) => {
    const google = googleRequests(page);
    const sent = await answerEmailJs(page, ok);
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Reject" }).click();
    await doEverything(page);
    expect(sent).toHaveLength(1);
    expect(await siteEvents(page)).toEqual([]);
    expect(google).toEqual([]);
    expect(externalRequests).toEqual([]);
  });

  test("after accepting and then rejecting from Cookie settings, nothing more is measured", async ({ page }) => {
    await presetConsent(page, "granted");
    await page.goto("/");
    await hydrated(page);
    await footer(page).locator('a[href^="tel:"]').first().click();
    await expect.poll(async () => (await siteEvents(page)).length).toBe(1);
    await page.getByRole("button", { name: "Cookie settings" }).click();
    await page.getByRole("button", { name: "Reject" }).click();
    await maps(footer(page)).click();
    await clickContactLinks(footer(page));
    await page.waitForTimeout(300);
    expect(await siteEvents(page)).toHaveLength(1);
  });
});

test("nothing typed into either form reaches the data layer or Google, whatever is clicked", async ({ page }) => {
  test.setTimeout(90_000);
  await presetConsent(page, "granted");
  await stayOnPage(page);
  const google = googleRequests(page);
  let status = 500;
  const sent = await answerEmailJs(page, async (route) =>
    route.fulfill({ status, body: status === 200 ? "OK" : "boom", headers: { "Access-Control-Allow-Origin": "*" } }),
  );
  const marker = `qz${Date.now().toString(36)}`;
  const digits = `0${String(Date.now()).slice(-10)}`;

  await page.goto("/contact");
  await hydrated(page);
  const typedCallback = { name: `Sam ${marker}`, email: `${marker}@example.com`, phone: digits, time: `after 5pm ${marker}` };
  const typedContact = { name: `Priya ${marker}`, email: `${marker}@example.org`, subject: `Laptop ${marker}`, message: `Black screen ${marker} ${digits}` };

  // A failed send first: its notice offers a mail link that carries what was typed.
  await fillCallback(page, typedCallback);
  await callback(page).getByRole("button", { name: callbackForm.submitLabel }).click();
  await callback(page).getByRole("alert").getByRole("link").click();
  await fillContact(page, typedContact);
  await page.getByRole("main").getByRole("button", { name: contactForm.submitLabel }).click();
  await page.getByRole("main").getByRole("alert").getByRole("link").click();

  // Then both go through.
  status = 200;
  await callback(page).getByRole("button", { name: callbackForm.submitLabel }).click();
  await expect(callback(page).getByRole("status")).toHaveText(callbackForm.successMessage);
  await page.getByRole("main").getByRole("button", { name: contactForm.submitLabel }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(contactForm.successMessage);
  expect(sent.map((request) => request.postData() ?? "").every((body) => body.includes(marker))).toBe(true);

  // Every measured link on the page, then Pay Now.
  await clickContactLinks(page.getByRole("region", { name: "Contact details" }));
  await maps(page.getByRole("region", { name: "Contact details" })).click();
  await clickContactLinks(footer(page));
  await maps(footer(page)).click();
  await social(page).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Payment" }).click();
  await page.getByRole("link", { name: /Pay Now/ }).click();
  await page.waitForTimeout(300);

  const events = await siteEvents(page);
  const names = events.map((entry) => entry[1]);
  expect(names.filter((name) => name === "generate_lead")).toHaveLength(2);
  expect(names.filter((name) => name === "contact")).toHaveLength(2 + 4 + 3);
  expect(names.filter((name) => name === "outbound_click")).toHaveLength(3);
  expect(names.filter((name) => name === "pay_now_click")).toHaveLength(1);

  const queue = JSON.stringify(await dataLayer(page)).toLowerCase();
  expect(queue).not.toContain(marker);
  expect(queue).not.toContain(digits);
  expect(google.length).toBeGreaterThan(0);
  for (const request of google) {
    const seen = decodeURIComponent(`${request.url} ${request.body}`).toLowerCase();
    expect(seen).not.toContain(marker);
    expect(seen).not.toContain(digits);
  }
});
