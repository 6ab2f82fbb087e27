import type { APIRequestContext } from "@playwright/test";
import { redirects } from "../../src/config/redirects";
import { publishedPosts, serviceFiles, SERVICES } from "./content";
import { expect, hydrated, presetConsent, SITE_URL, test } from "./fixtures";

test.beforeEach(async ({ page }) => presetConsent(page, "denied"));

test("the home page has Why Choose Us, a card for each service, three testimonials and a call to action", async ({ page }) => {
  await page.goto("/");
  const why = page.getByRole("region", { name: "Why Choose Us" });
  await expect(why.getByRole("heading", { level: 3 })).toHaveText([
    /expert advice for your specific issue/i,
    /help with system upgrades/i,
    /customised web solutions/i,
  ]);
  await expect(page.locator("#services").getByRole("listitem")).toHaveCount(SERVICES.length);
  await expect(page.getByRole("region", { name: "What our clients say" }).locator("figure")).toHaveCount(3);
  await expect(page.getByRole("region", { name: "Let's sort your IT out" }).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("link", { name: "Contact Us" }).nth(1)).toHaveAttribute("href", "/contact");
});

test("Explore more scrolls to the services", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Explore more" }).click();
  await expect(page).toHaveURL(/#services$/);
  await expect(page.getByRole("heading", { name: "Our services" })).toBeInViewport();
});

for (const route of ["/", "/about"]) {
  test(`the service cards on ${route} come from the content and lead to live pages`, async ({ page, request }) => {
    await page.goto(route);
    const cards = page.locator("ul").filter({ has: page.getByRole("link", { name: SERVICES[0].title }) }).last().getByRole("listitem");
    const links = await cards.locator("h3 a").evaluateAll((anchors) => anchors.map((a) => ({ title: a.textContent, link: a.getAttribute("href") })));
    expect(links).toEqual(SERVICES);
    for (const { link } of links) expect((await request.get(link!)).status()).toBe(200);
    for (const image of await cards.locator("picture img").all()) expect(await image.getAttribute("alt")).toBeTruthy();
  });
}

test("/about tells the company story", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByText(/We started in 2000/)).toBeVisible();
  await expect(page.getByText(/too busy to look after their own IT/)).toBeVisible();
  await expect(page.getByText(/a few hours of downtime/)).toBeVisible();
});

test("/contact lists both phone numbers and both e-mail addresses as links", async ({ page }) => {
  await page.goto("/contact");
  const details = page.getByRole("region", { name: "Contact details" });
  await expect(details.locator('a[href^="tel:"]')).toHaveCount(2);
  await expect(details.locator('a[href="mailto:hello@ouzelvalleyit.co.uk"]')).toBeVisible();
  await expect(details.locator('a[href="mailto:support@ouzelvalleyit.co.uk"]')).toBeVisible();
});

test("/payment opens PayPal in a new tab safely and offers help with payment issues", async ({ page }) => {
  await page.goto("/payment");
  await expect(page.getByText(/Remote support is booked and paid for in advance/)).toBeVisible();
  const pay = page.getByRole("link", { name: /Pay Now/ });
  await expect(pay).toHaveAttribute("href", /^https:\/\/www\.paypal\.com\//);
  await expect(pay).toHaveAttribute("target", "_blank");
  await expect(pay).toHaveAttribute("rel", "noopener noreferrer");
  await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
});

test("/domesticpc lists the thirteen problems and promises same-day, fixed-fee repair", async ({ page }) => {
  await page.goto("/domesticpc");
  const items = await page.locator("main li").allTextContents();
  const problems = [
    /new pc install/i, /memory upgrade/i, /slow pc|freezing/i, /lost data|recovery/i, /wireless/i, /line speed/i,
    /overheating/i, /video|graphics/i, /back-?up/i, /blue screen/i, /boot/i, /error messages/i, /virus/i,
  ];
  for (const problem of problems) expect(items.some((item) => problem.test(item))).toBe(true);
  await expect(page.getByText(/same-day/i).first()).toBeVisible();
  await expect(page.getByText(/fixed fee/i).first()).toBeVisible();
  await expect(page.getByText(/no extra charges/i).first()).toBeVisible();
});

test("/businessit has its five sections, Contact Us buttons and a Pre-Payment button in remote support", async ({ page }) => {
  await page.goto("/businessit");
  await expect(page.locator("main h2").filter({ hasNotText: /customers|call/i })).toContainText([
    "Managed IT Services", "Productivity", "Cloud Solutions", "Cyber Security", "Remote IT Support",
  ]);
  const remote = page.getByRole("region", { name: "Remote IT Support" });
  await expect(remote.getByRole("link", { name: "Pre-Payment" })).toHaveAttribute("href", "/payment");
  await expect(remote.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  expect(await page.getByRole("main").getByRole("link", { name: "Contact Us" }).count()).toBeGreaterThanOrEqual(5);
});

test("/webdev has its five sections", async ({ page }) => {
  await page.goto("/webdev");
  await expect(page.locator("main h2").filter({ hasNotText: /customers|call|ready|talk/i })).toContainText([
    "UI Design", "UI Development", "Deployment", "SEO", "API Development",
  ]);
});

for (const route of ["/custom-built-pc", "/refurbished-pc", "/pc-upgrades", "/micro-it-support-plan"]) {
  test(`${route} has a tagline, feature list, images, a testimonial and a call-to-action band`, async ({ page }) => {
    await page.goto(route);
    await expect(page.locator("main h1 + p")).not.toBeEmpty();
    expect(await page.locator("main li").count()).toBeGreaterThanOrEqual(4);
    expect(await page.locator("main img[alt]:not([alt=''])").count()).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole("region", { name: "What our customers say" }).locator("blockquote")).toBeVisible();
    await expect(page.locator('section[aria-labelledby="call-to-action"]').getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });
}

test("the micro plan's What's Included box carries every constant", async ({ page }) => {
  await page.goto("/micro-it-support-plan");
  const box = page.getByRole("region", { name: "What's Included" });
  await expect(box).toContainText("£49.99 per month");
  await expect(box.getByRole("listitem")).toHaveText([
    "2 hours of IT support per month",
    "Priority response within 24 hours",
    "10% discount on additional hours",
    "Cyber security analysis",
    "Free annual PC health check",
    "No long-term contract, cancel anytime",
  ]);
  await expect(page.locator("details summary").first()).toBeVisible();
});

test("a service body, rendered at build time, keeps its styles on first load and after client-side navigation", async ({ page }) => {
  const box = page.getByRole("region", { name: "What's Included" });
  await page.goto("/micro-it-support-plan");
  await expect(box).toHaveCSS("border-top-color", "rgb(29, 95, 191)");
  await expect(box).toHaveCSS("border-top-width", "2px");

  await page.goto("/");
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator("main").getByRole("link", { name: /Micro Business/ }).first().click();
  await expect(page).toHaveURL(/\/micro-it-support-plan$/);
  await expect(box).toHaveCSS("border-top-color", "rgb(29, 95, 191)");
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("/termsandprivacy covers the terms and the privacy policy with linkable headings", async ({ page }) => {
  await page.goto("/termsandprivacy");
  for (const id of ["terms-of-service", "privacy-policy", "use-of-this-website", "user-accounts", "intellectual-property", "liability", "cookies", "your-rights", "third-party-links"]) {
    await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
  }
  await page.getByRole("link", { name: "Privacy Policy" }).first().click();
  await expect(page).toHaveURL(/#privacy-policy$/);
});

const titleAt = (route: string) => [...serviceFiles, ...publishedPosts.map((post) => ({ route: `/blog/${post.slug}`, title: post.title }))].find((entry) => entry.route === route)?.title;

for (const { from, to } of redirects) {
  test(`${from} leads to ${to}, with a fallback page naming it for hosts without redirects`, async ({ page, request }) => {
    const title = titleAt(to);
    expect(title, `no published content has the route ${to}`).toBeDefined();
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);

    const fallback = await (await request.get(`${from}/index.html`)).text();
    expect(fallback).toContain(`<link rel="canonical" href="${SITE_URL}${to}"`);
    expect(fallback).toMatch(new RegExp(`<meta http-equiv="refresh" content="0; url=${to}"`));
    // The text as React escapes it in HTML.
    const text = fallback.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
    expect(text).toContain(`You are being taken to ${title}.`);
    expect(await (await request.get("/_redirects")).text()).toContain(`${from} ${to} 301`);
  });
}

/** JSON-LD blocks of a page as the server sends it (what a search engine reads), parsed. */
async function jsonLd(request: APIRequestContext, route: string): Promise<Array<Record<string, any>>> {
  const html = await (await request.get(route)).text();
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
}

/** Every service file whose `schemaType` is Service (the Product's JSON-LD is checked below). */
const SERVICE_ROUTES = serviceFiles.filter((service) => service.schemaType === "Service").map((service) => service.route);

for (const route of SERVICE_ROUTES) {
  test(`${route} carries Service JSON-LD with provider, contact point, address and area`, async ({ request }) => {
    const service = (await jsonLd(request, route)).find((block) => block["@type"] === "Service");
    expect(service).toBeDefined();
    expect(service!.url).toBe(`${SITE_URL}${route}`);
    expect(service!.provider.address.addressLocality).toContain("Linslade");
    expect(service!.provider.contactPoint[0].telephone).toMatch(/^\+44/);
    expect(service!.areaServed).toHaveLength(9);
    expect(service!.image).toMatchObject({ "@type": "ImageObject", url: expect.stringMatching(/^https:\/\//), width: { value: 1200 }, height: { value: 630 } });
  });
}

test("/refurbished-pc carries Product JSON-LD rated 5 from 7 reviews", async ({ request }) => {
  const product = (await jsonLd(request, "/refurbished-pc")).find((block) => block["@type"] === "Product");
  expect(product?.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 7 });
  expect(product?.manufacturer.areaServed).toHaveLength(9);
});

