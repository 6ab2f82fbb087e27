import type { Page, Request } from "@playwright/test";
import { expect, hydrated, overflow, presetConsent, test, unexpectedConsoleErrors, watchCsp, WIDTHS } from "./fixtures";
import { inlineScriptHashes } from "../../src/lib/headers";
import { callbackForm, contactForm, DIGITS_ONLY_MESSAGE, phoneDigits } from "../../src/lib/forms";
import { CALLBACK, CONTACT, FAILURE } from "../helpers/form-fields";
import { fillCallback, fillContact } from "./form-helpers";
import { SPEC_ROUTES, specHeading } from "./content";

/** The spec's routes with their headings, a post and a missing page (its heading: any). */
const ROUTES: ReadonlyArray<[string, string | null]> = [...SPEC_ROUTES, ["/blog/wifi-fixes", null], ["/no-such-page", null]];

test.describe("response headers and the page policy", () => {
  const securityHeaders = (headers: Record<string, string>) => {
    // Every response: what a <meta> policy cannot carry, and no fetch directive (it would bind the pages too).
    expect(headers["content-security-policy"]).toBe("object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'");
    expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
  };
  /** The page's own policy: first in <head>, scripts by hash only. */
  const pagePolicy = (html: string) => {
    const policy = /^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1];
    expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval' ('sha256-[A-Za-z0-9+/=]+' )+https:\/\/www\.googletagmanager\.com;/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toMatch(/^default-src 'self'; /);
    expect(policy).toContain("object-src 'none'");
    return policy;
  };

  test("HTML pages carry the security headers, their policy first in <head> allowing exactly their own inline scripts, and revalidate", async ({ request }) => {
    for (const route of ["/", "/blog/wifi-fixes", "/contact"]) {
      const response = await request.get(route);
      securityHeaders(response.headers());
      const html = await response.text();
      const allowed = (pagePolicy(html) ?? "").match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? [];
      expect([...new Set(allowed)].sort(), route).toEqual([...new Set(inlineScriptHashes(html))].sort());
      expect(response.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    }
    expect((await request.get("/page-data/app-data.json")).headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  test("hashed assets and images are cached for a year, immutably", async ({ request, page }) => {
    await page.goto("/");
    const script = await page.locator('script[src^="/app-"]').getAttribute("src");
    const response = await request.get(script!);
    securityHeaders(response.headers());
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const image = await page.locator("main picture img").first().getAttribute("src");
    expect((await request.get(image!)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("the 404 answer carries the security headers and the page policy too", async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    securityHeaders(response.headers());
    pagePolicy(await response.text());
  });

  for (const route of ["/", "/no-such-page"]) {
    test(`${route}: the page policy is enforced, an injected inline script does not run`, async ({ page }) => {
      const violations = await watchCsp(page);
      await page.goto(route);
      await hydrated(page);
      const ran = await page.evaluate(() => {
        const script = document.createElement("script");
        script.textContent = "window.__injected = true;";
        document.body.append(script);
        return (window as unknown as { __injected?: boolean }).__injected === true;
      });
      expect(ran).toBe(false);
      await expect.poll(violations).toEqual([expect.stringMatching(/^script-src(-elem)? inline$/)]);
    });
  }
});

/**
 * With analytics granted, the tag library loads (answered by the fixture) beside each page's own
 * scripts: each page of its own and one of each shared template (a service, a post), at both widths. Every page with analytics denied goes
 * through the same checks in the axe test of accessibility.spec.ts.
 */
const GRANTED_ROUTES = ROUTES.filter(([route]) => ["/", "/about", "/contact", "/payment", "/webdev", "/termsandprivacy", "/blog", "/blog/wifi-fixes", "/no-such-page"].includes(route));

for (const [route, heading] of GRANTED_ROUTES) {
  test(`${route} answers with its heading, fits the screen and loads with no CSP violation or console error at 375 and 1280 px, analytics granted`, async ({ page, consoleErrors }) => {
    await presetConsent(page, "granted");
    const violations = await watchCsp(page);
    for (const viewport of Object.values(WIDTHS)) {
      await page.setViewportSize(viewport);
      const response = await page.goto(route);
      expect(response?.status()).toBe(route === "/no-such-page" ? 404 : 200);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toBeVisible();
      if (heading) await expect(h1).toHaveText(heading);
      expect(await overflow(page), "the static HTML as first painted is no wider than the screen").toBeLessThanOrEqual(0);
      await hydrated(page);
      expect(await overflow(page), "the page React has started is no wider than the screen").toBeLessThanOrEqual(0);
      expect(await violations()).toEqual([]);
    }
    expect(unexpectedConsoleErrors(route, consoleErrors)).toEqual([]);
  });
}

test("with analytics and EmailJS unreachable, pages render and navigate and the forms fail kindly", async ({ page }) => {
  await page.route(/googletagmanager|google-analytics|emailjs/, (route) => route.abort("internetdisconnected"));
  await presetConsent(page, "granted");
  await page.goto("/");
  await hydrated(page);
  for (const [link, route] of [["About", "/about"], ["Blog", "/blog"], ["Payment", "/payment"], ["Home", "/"]]) {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(specHeading(route));
  }
  const callback = page.getByRole("region", { name: "Request a callback" });
  await fillCallback(page, { name: "Jo Bloggs" });
  await callback.getByRole("button", { name: callbackForm.submitLabel }).click();
  await expect(callback.getByRole("alert")).toHaveText(FAILURE);
  await expect(callback.getByLabel(CALLBACK.user_name.label)).toHaveValue("Jo Bloggs");

  await page.goto("/contact");
  await hydrated(page);
  const main = page.getByRole("main");
  await fillContact(page, { message: "Please call me." });
  await main.getByRole("button", { name: contactForm.submitLabel }).click();
  await expect(main.getByRole("alert")).toHaveText(FAILURE);
  await expect(main.getByLabel(CONTACT.message.label, { exact: true })).toHaveValue("Please call me.");
});

const HOSTILE: Array<[string, string]> = [
  ["markup", '<b>bold</b><img src=x onerror="window.pwned=1">'],
  ["script tag", "<script>window.pwned=1</script>"],
  ["10,000 characters", "x".repeat(10_000)],
  ["emoji", "Help 😀👍🏽🇬🇧 please"],
  ["right-to-left text", "مرحبا بالعالم שלום"],
  ["SQL-like", "'; DROP TABLE users; -- \" OR 1=1"],
  ["null byte", "before\u0000after"],
];

async function sentFields(request: Request): Promise<Record<string, string>> {
  const body = request.postDataBuffer() ?? Buffer.alloc(0);
  const form = await new Response(new Uint8Array(body), { headers: { "content-type": request.headers()["content-type"] } }).formData();
  return Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]));
}

async function captureSends(page: Page): Promise<Request[]> {
  const sent: Request[] = [];
  await page.route("https://api.emailjs.com/**", async (route) => {
    sent.push(route.request());
    await route.fulfill({ status: 200, body: "OK", headers: { "Access-Control-Allow-Origin": "*" } });
  });
  return sent;
}

for (const [name, payload] of HOSTILE) {
  test(`hostile input (${name}) in every field is sent as typed and never runs`, async ({ page }) => {
    // Both forms filled, sent and read back: up to 16 of its 30 s in a CI run.
    test.slow();
    const sent = await captureSends(page);
    await presetConsent(page, "denied");
    await page.addInitScript(() => ((window as unknown as { pwned: number }).pwned = 0));

    await page.goto("/contact");
    await hydrated(page);
    const main = page.getByRole("main");
    const fields = {
      user_name: main.getByLabel(CONTACT.user_name.label, { exact: true }),
      user_email: main.getByLabel(CONTACT.user_email.label, { exact: true }),
      user_subject: main.getByLabel(CONTACT.user_subject.label, { exact: true }),
      message: main.getByLabel(CONTACT.message.label, { exact: true }),
    };
    await fields.user_name.fill(payload);
    await fields.user_email.fill("visitor@example.com");
    await fields.user_subject.fill(payload);
    await fields.message.fill(payload);
    // What each field holds is what the visitor could type (long text stops at the field's limit).
    const typed = Object.fromEntries(await Promise.all(Object.entries(fields).map(async ([key, field]) => [key, await field.inputValue()])));
    expect(payload.startsWith(typed.message)).toBe(true);
    await main.getByRole("button", { name: contactForm.submitLabel }).click();
    await expect(main.getByRole("status")).toHaveText(contactForm.successMessage);
    expect(await sentFields(sent[0])).toMatchObject(typed);

    const callback = page.getByRole("region", { name: "Request a callback" });
    await callback.getByLabel(CALLBACK.user_name.label).fill(payload);
    await callback.getByLabel(CALLBACK.user_email.label).fill("visitor@example.com");
    // A number with more than digits in it is the visitor's to correct: nothing goes until it is
    // (every payload but the null byte, which the field does not keep).
    const phone = callback.getByLabel(CALLBACK.user_phone.label);
    await phone.fill(`01525123456${payload}`);
    if (phoneDigits(await phone.inputValue()) === null) {
      await callback.getByRole("button", { name: callbackForm.submitLabel }).click();
      await expect(callback.getByText(DIGITS_ONLY_MESSAGE)).toBeVisible();
      expect(sent).toHaveLength(1);
    }
    await phone.fill("01525 123456");
    await callback.getByLabel(CALLBACK.user_time.label).fill(payload);
    const callbackTyped = {
      user_name: await callback.getByLabel(CALLBACK.user_name.label).inputValue(),
      user_phone: "01525123456",
      user_time: await callback.getByLabel(CALLBACK.user_time.label).inputValue(),
    };
    await callback.getByRole("button", { name: callbackForm.submitLabel }).click();
    await expect(callback.getByRole("status")).toHaveText(callbackForm.successMessage);
    expect(await sentFields(sent[1])).toMatchObject(callbackTyped);

    await page.goto("/blog");
    await hydrated(page);
    await page.getByRole("searchbox", { name: "Search the blog" }).fill(payload);
    await expect(page.getByRole("main").getByRole("status").first()).toBeVisible();
    // The search in the posts' text has answered (with matches, none, or a failure) before the check below.
    await expect(page.getByText("Searching the text of posts…")).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get("q")).toBe(await page.getByRole("searchbox").inputValue());

    expect(await page.evaluate(() => (window as unknown as { pwned: number }).pwned)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}

test("a page that throws shows the Unexpected Application Error page inside the layout", async ({ page, consoleErrors }) => {
  await presetConsent(page, "denied");
  await page.goto("/error-boundary-test");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Go back home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("main").locator('a[href^="tel:"]')).toHaveCount(2);
  expect(consoleErrors.some((text) => text.includes("Unexpected Application Error"))).toBe(true);
  await page.getByRole("main").getByRole("link", { name: "Go back home" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(specHeading("/"));
});

test("every internal link, anchor and image in the built site resolves", async ({ request }) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/");
  pages.push("/no-such-page", "/custom-pc");
  const html = new Map<string, string>();
  const fetchPage = async (path: string) => {
    if (!html.has(path)) {
      const response = await request.get(path);
      html.set(path, response.status() < 400 || path === "/no-such-page" ? await response.text() : "");
    }
    return html.get(path)!;
  };
  const checked = new Map<string, number>();
  const broken: string[] = [];
  for (const pagePath of pages) {
    const body = await fetchPage(pagePath);
    const targets = [
      ...[...body.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]),
      ...[...body.matchAll(/<(?:img|source)[^>]*(?:src|srcset)="([^"]+)"/g)].flatMap((match) => match[1].split(",").map((part) => part.trim().split(" ")[0])),
      ...[...body.matchAll(/<link [^>]*href="(\/[^"]+)"/g)].map((match) => match[1]),
    ].filter((target) => (target.startsWith("/") && !target.startsWith("//")) || target.startsWith("#"));
    for (const target of targets) {
      const [pathPart, anchor] = target.replace(/&amp;/g, "&").split("#");
      const path = pathPart || pagePath;
      if (!pathPart) {
        if (anchor && !body.includes(`id="${anchor}"`)) broken.push(`${pagePath} -> ${target} (no such anchor)`);
        continue;
      }
      if (!checked.has(path)) checked.set(path, (await request.get(path, { maxRedirects: 2 })).status());
      if (checked.get(path)! >= 400) broken.push(`${pagePath} -> ${target} (${checked.get(path)})`);
      if (anchor) {
        const targetHtml = await fetchPage(path);
        if (!targetHtml.includes(`id="${anchor}"`)) broken.push(`${pagePath} -> ${target} (no such anchor)`);
      }
    }
  }
  expect(broken).toEqual([]);
  expect(checked.size).toBeGreaterThan(100);
});
