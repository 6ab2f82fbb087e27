import type { Locator } from "@playwright/test";
import { callbackForm } from "../../src/lib/forms";
import { CALLBACK } from "../helpers/form-fields";
import { dataLayer, expect, hydrated, presetConsent, test, WIDTHS } from "./fixtures";
import { answerEmailJs, callback, fillCallback, ok } from "./form-helpers";

const DENIED = { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" };
const GRANTED = { ...DENIED, analytics_storage: "granted" };

test("a first visit denies analytics by default, sets no cookie, asks Google for nothing and shows the banner", async ({ page, context, externalRequests }) => {
  await page.goto("/");
  await hydrated(page);
  const banner = page.getByRole("region", { name: "Analytics cookies" });
  await expect(banner).toBeVisible();

  const queue = await dataLayer(page);
  expect(queue[0]).toEqual(["consent", "default", DENIED]);
  const configIndex = queue.findIndex((entry) => entry[0] === "config");
  expect(configIndex).toBeGreaterThan(0);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem("analytics-consent"))).toBeNull();
  expect(externalRequests).toEqual([]);
});

test("accepting grants analytics storage, loads Google's tag, is remembered and hides the banner", async ({ page, externalRequests }) => {
  await page.goto("/");
  await hydrated(page);
  expect(externalRequests).toEqual([]);
  await page.getByRole("button", { name: "Accept analytics" }).click();
  await expect.poll(() => externalRequests).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-PLACEHOLDER"]);
  await expect(page.getByRole("region", { name: "Analytics cookies" })).toBeHidden();
  expect(await dataLayer(page)).toContainEqual(["consent", "update", GRANTED]);
  expect(await page.evaluate(() => localStorage.getItem("analytics-consent"))).toBe("granted");

  await page.reload();
  await hydrated(page);
  expect((await dataLayer(page))[0]).toEqual(["consent", "default", GRANTED]);
  await expect(page.getByRole("region", { name: "Analytics cookies" })).toBeHidden();
});

test("rejecting keeps analytics denied and is remembered", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: "Reject" }).click();
  expect(await dataLayer(page)).toContainEqual(["consent", "update", DENIED]);
  expect(await page.locator("#google-tag").count()).toBe(0);
  await page.reload();
  await hydrated(page);
  expect((await dataLayer(page))[0]).toEqual(["consent", "default", DENIED]);
  await expect(page.getByRole("region", { name: "Analytics cookies" })).toBeHidden();
});

test("the choice can be changed from the footer's Cookie settings", async ({ page }) => {
  await presetConsent(page, "denied");
  await page.goto("/");
  await hydrated(page);
  await expect(page.getByRole("region", { name: "Analytics cookies" })).toBeHidden();
  await page.getByRole("button", { name: "Cookie settings" }).click();
  await expect(page.getByRole("heading", { name: "Analytics cookies" })).toBeFocused();
  await page.getByRole("button", { name: "Accept analytics" }).click();
  expect(await page.evaluate(() => localStorage.getItem("analytics-consent"))).toBe("granted");
  // The focus goes back to the button that opened it.
  await expect(page.getByRole("button", { name: "Cookie settings" })).toBeFocused();
});

test("Escape closes the banner reopened from Cookie settings, keeping the choice made before", async ({ page }) => {
  await presetConsent(page, "granted");
  await page.goto("/");
  await hydrated(page);
  const settings = page.getByRole("button", { name: "Cookie settings" });
  await settings.click();
  await expect(page.getByRole("heading", { name: "Analytics cookies" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("region", { name: "Analytics cookies" })).toBeHidden();
  await expect(settings).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem("analytics-consent"))).toBe("granted");
});

test("from tablets up the banner is a bar along the bottom edge, leaving the page a first-time visitor reads in view", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/blog");
  await hydrated(page);
  const banner = page.getByRole("region", { name: "Analytics cookies" });
  await expect(banner).toBeVisible();
  const bar = (await banner.boundingBox())!;
  expect(bar.y + bar.height).toBeCloseTo(800, 0);
  expect(bar.x).toBe(0);
  expect(bar.width).toBe(1280);
  expect(bar.height).toBeLessThan(130);
  // The search, and the note under it about what it searches, stay clear of it.
  const search = (await page.getByLabel("Search the blog").boundingBox())!;
  expect(search.y + search.height).toBeLessThan(bar.y);
});

test("on a phone, a form's notice and a field the visitor moves to stop above the banner, not under it", async ({ page }) => {
  await page.setViewportSize(WIDTHS.mobile);
  const sent = await answerEmailJs(page, ok);
  await page.goto("/about");
  await hydrated(page);
  const banner = page.getByRole("region", { name: "Analytics cookies" });
  const bannerTop = async () => (await banner.boundingBox())!.y;
  const clear = async (box: Locator) => {
    const { y, height } = (await box.boundingBox())!;
    return y >= 0 && y + height <= (await bannerTop());
  };
  await fillCallback(page);
  const form = callback(page);
  await form.getByLabel(CALLBACK.user_name.label).focus();
  expect(await clear(form.getByLabel(CALLBACK.user_name.label))).toBe(true);
  await form.getByRole("button", { name: callbackForm.submitLabel }).click();
  const notice = form.getByRole("status");
  await expect(notice).toHaveText(callbackForm.successMessage);
  await expect.poll(() => clear(notice)).toBe(true);
  expect(sent).toHaveLength(1);
});
