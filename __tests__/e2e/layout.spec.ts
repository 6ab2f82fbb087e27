import type { Locator } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import sharp from "sharp";
import { footerLabel, headerCallToAction, headerLinksAfter, headerLinksBefore, links, mobileLabel } from "../../src/config/navigation";
import { BUNDLE_FALLBACK_MS } from "../../gatsby/overrides/bundle-loader";
import { theme } from "../../src/styles/theme";
import { FOOTER_SERVICES, publishedPosts, SERVICE_MENU, specHeading } from "./content";
import { dataLayer, expect, hydrated, presetConsent, test, WIDTHS } from "./fixtures";

test.beforeEach(async ({ page }) => presetConsent(page, "denied"));

/**
 * Each element's text, how far apart the tops of its lines are (0 on one line: each line of its
 * words is a box of its own) and where its right edge is.
 */
function textBoxes(elements: Locator) {
  return elements.evaluateAll((all) =>
    all.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top);
      return { text: element.textContent, lineSpread: Math.max(...tops) - Math.min(...tops), right: element.getBoundingClientRect().right };
    }),
  );
}

test.describe("header and footer at 1280 px", () => {
  test.use({ viewport: WIDTHS.desktop });

  test("shows the main links, a hover dropdown of every service file in its order with its label, and no menu button", async ({ page, consoleErrors }) => {
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "About", "Blog", "Payment", "Contact Us"]) {
      await expect(nav.getByRole("link", { name, exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();

    const services = nav.getByRole("button", { name: "Services" });
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await services.hover();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`[id="${await services.getAttribute("aria-controls")}"]`);
    await expect(panel.getByRole("link")).toHaveText(SERVICE_MENU.map((service) => service.label));
    for (const link of await textBoxes(panel.getByRole("link"))) expect(link.lineSpread, `${link.text} on one line`).toBeLessThan(8);
    expect(await panel.getByRole("link").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))).toEqual(SERVICE_MENU.map((service) => service.link));
    await page.mouse.move(5, 700);
    await expect(panel).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test("keeps the header in view while scrolling", async ({ page }) => {
    await page.goto("/");
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const box = await page.locator("header").first().boundingBox();
    expect(box?.y).toBe(0);
  });

  test("opens the dropdown from the keyboard and closes it with Escape", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const services = page.getByRole("button", { name: "Services" });
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    const panel = page.locator(`[id="${await services.getAttribute("aria-controls")}"]`);
    await expect(panel.getByRole("link", { name: SERVICE_MENU[0].label })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();
  });

  test.describe("on a touch screen as wide (a tablet held sideways)", () => {
    test.use({ hasTouch: true });

    test("a tap on Services opens the dropdown and a second tap closes it", async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      const services = page.getByRole("button", { name: "Services" });
      await services.tap();
      await expect(services).toHaveAttribute("aria-expanded", "true");
      await services.tap();
      await expect(services).toHaveAttribute("aria-expanded", "false");
      await services.tap();
      await expect(services).toHaveAttribute("aria-expanded", "true");
    });
  });

  test("footer has the quick links (About, every service file in its footer order, Blog), address, contacts, disclaimer and this year's copyright", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    const quickLinks = footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link");
    await expect(quickLinks).toHaveText([footerLabel(links.about), ...FOOTER_SERVICES.map((service) => service.label), footerLabel(links.blog)]);
    expect(await quickLinks.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))).toEqual([links.about.to, ...FOOTER_SERVICES.map((service) => service.link), links.blog.to]);
    await expect(footer.getByRole("link", { name: /Linslade/ })).toHaveAttribute("href", /google\.com\/maps/);
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer.getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/termsandprivacy");
    await expect(footer.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/termsandprivacy");
    await expect(footer.getByText(/not a complete description of our advisory services/)).toBeVisible();
    const year = await page.evaluate(() => new Date().getFullYear());
    await expect(footer.getByText(/All rights reserved\./)).toHaveText(`© ${year} Ouzel Valley IT. All rights reserved.`);
  });
});

// From the medium breakpoint, where the bar shows every link, to the large one: a tablet, whose
// width is the bar's tightest; each link on one line and the page no wider than the screen.
for (const width of [theme.breakpoints.md, 834, theme.breakpoints.lg - 1]) {
  test(`the header's bar fits in one line at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    const items = page.getByRole("navigation", { name: "Main" }).locator(":scope > ul > li > :is(a, button)");
    const boxes = await textBoxes(items);
    expect(boxes.length).toBe(headerLinksBefore.length + 1 + headerLinksAfter.length + 1);
    for (const box of boxes) {
      expect(box.lineSpread, `${box.text} on one line`).toBeLessThan(8);
      expect(box.right, `${box.text} within the screen`).toBeLessThanOrEqual(width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}

test("at 320 px, the smallest phone in use, the header's name and menu button fit the screen", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/");
  await hydrated(page);
  const menu = await page.getByRole("button", { name: "Menu" }).boundingBox();
  expect(menu!.x + menu!.width).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test.describe("header at 375 px", () => {
  test.use({ viewport: WIDTHS.mobile });

  test("hides the desktop links behind a menu button that opens a full-width list", async ({ page, consoleErrors }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("button", { name: "Services" })).toBeHidden();
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute("aria-expanded", "false");

    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`[id="${await menu.getAttribute("aria-controls")}"]`);
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box?.width).toBe(375);
    await expect(panel.getByRole("link")).toHaveText([
      ...headerLinksBefore.map(mobileLabel),
      ...SERVICE_MENU.map((service) => service.mobileLabel),
      ...[...headerLinksAfter, headerCallToAction].map(mobileLabel),
    ]);
    expect(await panel.getByRole("link").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))).toEqual([...headerLinksBefore.map((link) => link.to), ...SERVICE_MENU.map((service) => service.link), ...[...headerLinksAfter, headerCallToAction].map((link) => link.to)]);

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(menu).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test("closes the menu when a link is chosen", async ({ page }) => {
    await page.goto("/404");
    await hydrated(page);
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    await page.locator(`[id="${await menu.getAttribute("aria-controls")}"]`).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(specHeading("/"));
  });

  test("the menu closes when focus moves on past its last link or the page below it is tapped, and the bar hides the page scrolling under it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    expect(await page.locator("header").first().evaluate((bar) => getComputedStyle(bar).backgroundColor)).toBe("rgb(255, 255, 255)");
    const menu = page.getByRole("button", { name: "Menu" });
    const panel = page.locator(`[id="${await menu.getAttribute("aria-controls")}"]`);
    await menu.click();
    await panel.getByRole("link").last().focus();
    await page.keyboard.press("Tab");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    expect(await page.evaluate(() => document.activeElement?.closest("header"))).toBeNull();

    // A taller screen than the menu, so some of the page shows below it.
    const tall = { width: WIDTHS.mobile.width, height: 1000 };
    await page.setViewportSize(tall);
    await menu.click();
    const box = (await panel.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(tall.height - 20);
    await page.mouse.click(tall.width / 2, tall.height - 10);
    await expect(menu).toHaveAttribute("aria-expanded", "false");
  });

  test("the home page's opening line wraps into two lines of like length, not one word alone", async ({ page }) => {
    await page.goto("/");
    const widths = await page.getByRole("main").locator("p").first().evaluate((line) => {
      const range = document.createRange();
      range.selectNodeContents(line);
      const rows = new Map<number, number>();
      for (const rect of range.getClientRects()) rows.set(Math.round(rect.top), (rows.get(Math.round(rect.top)) ?? 0) + rect.width);
      return [...rows.values()];
    });
    if (widths.length > 1) expect(Math.min(...widths) / Math.max(...widths)).toBeGreaterThan(0.5);
  });

  test("an e-mail address too long for its column breaks after its @, not inside a word", async ({ page }) => {
    await page.goto("/contact");
    const addresses = await page.getByRole("main").locator('a[href^="mailto:"]').evaluateAll((links) =>
      links.map((link) => {
        const domain = document.createRange();
        domain.selectNodeContents(link.lastChild!);
        return { text: link.textContent, domainLines: new Set([...domain.getClientRects()].map((rect) => Math.round(rect.top))).size, fits: link.getBoundingClientRect().right <= link.parentElement!.getBoundingClientRect().right + 0.5 };
      }),
    );
    expect(addresses.length).toBeGreaterThan(1);
    for (const address of addresses) expect(address, address.text ?? "").toEqual({ text: address.text, domainLines: 1, fits: true });
  });
});

test("at 375 px a page's main picture is followed by its text within 64 px, on every service page and a post", async ({ page }) => {
  await page.setViewportSize(WIDTHS.mobile);
  for (const route of [...SERVICE_MENU.map((service) => service.link), `/blog/${publishedPosts[0].slug}`]) {
    await page.goto(route);
    const gap = await page.locator('main img[fetchpriority="high"]').evaluate((image) => {
      const bottom = (image.closest("picture") ?? image).getBoundingClientRect().bottom;
      const next = [...document.querySelectorAll("main p")].map((text) => text.getBoundingClientRect().top).filter((top) => top >= bottom);
      return Math.min(...next) - bottom;
    });
    expect(gap, route).toBeLessThanOrEqual(64);
  }
});

test.describe("lists at 1280 px", () => {
  test.use({ viewport: WIDTHS.desktop });

  /** For each list in the page's main part that sets its items side by side, the tops of those in its first row. */
  const firstRows = (page: import("@playwright/test").Page) =>
    page.getByRole("main").locator("ul").evaluateAll((lists) =>
      lists
        .filter((list) => ["grid", "flex"].includes(getComputedStyle(list).display) && getComputedStyle(list).flexDirection !== "column")
        .map((list) => {
          const items = [...list.children].map((item) => item.getBoundingClientRect());
          return items.filter((item) => Math.abs(item.top - items[0].top) < items[0].height / 2).map((item) => item.top);
        }),
    );

  test("items side by side in a list of a service page or a post start level, and a post's contact links line up with its text", async ({ page }) => {
    const post = publishedPosts.find((candidate) => candidate.body.includes("<ContactLinks"));
    expect(post, "a post's body should show the contact links").toBeTruthy();
    for (const route of [...SERVICE_MENU.map((service) => service.link), `/blog/${post!.slug}`]) {
      await page.goto(route);
      for (const tops of (await firstRows(page)).filter((row) => row.length > 1)) {
        expect(Math.max(...tops) - Math.min(...tops), `${route}: the items of a row`).toBeLessThan(1);
      }
    }
    const links = page.getByRole("main").locator('article ul:has(a[href^="tel:"])').first();
    const [listLeft, textLeft] = await links.evaluate((list) => [list.getBoundingClientRect().left, (list.previousElementSibling as HTMLElement).getBoundingClientRect().left]);
    expect(listLeft).toBe(textLeft);
  });

  test("the service cards' last row, when not full, is centred", async ({ page }) => {
    await page.goto("/about");
    const cards = page.getByRole("main").locator(`ul:has(a[href="${SERVICE_MENU[0].link}"]) > li`);
    await expect(cards).toHaveCount(SERVICE_MENU.length);
    const boxes = await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
    const grid = await page.getByRole("main").locator(`ul:has(a[href="${SERVICE_MENU[0].link}"])`).evaluate((list) => list.getBoundingClientRect().toJSON() as DOMRect);
    const lastTop = boxes[boxes.length - 1].top;
    const lastRow = boxes.filter((box) => box.top === lastTop);
    expect(lastRow.length).toBeLessThan(boxes.filter((box) => box.top === boxes[0].top).length);
    expect(Math.abs(lastRow[0].left - grid.left - (grid.right - lastRow[lastRow.length - 1].right))).toBeLessThan(1);
  });
});

test("scrolls to the top after a client-side navigation", async ({ page }) => {
  await page.goto("/404");
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
    window.scrollTo(0, document.body.scrollHeight);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.locator("footer").getByRole("link", { name: /home page/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(specHeading("/"));
  // Same document (no reload), now at the top.
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("reports a page view with the path on load and on each client-side navigation", async ({ page }) => {
  await page.goto("/404");
  await hydrated(page);
  await expect
    .poll(async () => (await dataLayer(page)).filter((entry) => entry[0] === "event").map((entry) => entry[2]))
    .toEqual([{ page_path: "/404" }]);
  await page.locator("footer").getByRole("link", { name: /home page/ }).click();
  await expect
    .poll(async () => (await dataLayer(page)).filter((entry) => entry[1] === "page_view").map((entry) => entry[2]))
    .toEqual([{ page_path: "/404" }, { page_path: "/" }]);
  const config = (await dataLayer(page)).find((entry) => entry[0] === "config");
  expect(config?.[1]).toBe("G-PLACEHOLDER");
});

test("the bundles run in order, one script each: webpack's runtime, then React, then the app", async ({ page }) => {
  for (const route of ["/", "/contact"]) {
    await page.goto(route);
    await hydrated(page);
    const bundles = await page.evaluate(() =>
      Array.from(document.scripts)
        .filter((script) => script.src !== "")
        .map((script) => ({ name: new URL(script.src).pathname.replace(/^\/|-[0-9a-f]{16,}\.js$/g, ""), async: script.async })),
    );
    const order = ["webpack-runtime", "framework", "app"];
    const startup = bundles.filter(({ name }) => order.includes(name));
    expect(startup, route).toEqual(order.map((name) => ({ name, async: false })));
  }
});

test("each script of / has a zopfli-compressed copy beside it; together they are smaller than gzip's best", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") requested.push(request.url());
  });
  await page.goto("/");
  await hydrated(page);
  const scripts = requested.filter((src) => src.startsWith(new URL(page.url()).origin));
  expect(scripts.map((src) => new URL(src).pathname)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/app-/), expect.stringMatching(/^\/component---src-pages-index-tsx-/)]));
  let copies = 0;
  let best = 0;
  for (const src of scripts) {
    const file = path.resolve(__dirname, "../../public", new URL(src).pathname.slice(1));
    const original = readFileSync(file);
    const copy = readFileSync(`${file}.gz`);
    expect(gunzipSync(copy).equals(original), src).toBe(true);
    copies += copy.length;
    best += gzipSync(original, { level: 9 }).length;
  }
  expect(copies).toBeLessThan(best * 0.99);
});

test("on a page without a main image the bundles start at the first largest paint after the loader, or its fallback if sooner", async ({ page }) => {
  // Records when the loader begins to watch for the largest paint: the first such observe() call.
  await page.addInitScript(() => {
    const observe = PerformanceObserver.prototype.observe;
    PerformanceObserver.prototype.observe = function (this: PerformanceObserver, options?: PerformanceObserverInit) {
      const marks = window as unknown as { loaderWatch?: number };
      if (options?.type === "largest-contentful-paint" && marks.loaderWatch === undefined) marks.loaderWatch = performance.now();
      return observe.call(this, options);
    };
  });
  for (const route of ["/", "/contact"]) {
    await page.goto(route);
    await hydrated(page);
    const { watch, paints, bundleStart } = await page.evaluate(
      () =>
        new Promise<{ watch: number | undefined; paints: number[]; bundleStart: number }>((resolve) => {
          const bundles = performance
            .getEntriesByType("resource")
            .filter((entry) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(entry.name))
            .map((entry) => entry.startTime);
          const watch = (window as unknown as { loaderWatch?: number }).loaderWatch;
          new PerformanceObserver((list) => resolve({ watch, paints: list.getEntries().map((entry) => entry.startTime), bundleStart: Math.min(...bundles) })).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(watch, `${route}: the loader watches for the largest paint`).toBeDefined();
    const firstPaintAfter = Math.min(...paints.filter((time) => time >= watch!));
    // Timer and resource clocks are rounded to a tenth of a millisecond; 1 ms covers both.
    expect(bundleStart, route).toBeGreaterThanOrEqual(Math.min(firstPaintAfter, watch! + BUNDLE_FALLBACK_MS) - 1);
  }
});

test("a page's main picture is fetched once, from a preload above its style sheet naming the picture's own candidates; a page without one preloads no picture", async ({ page }) => {
  // A preload whose candidates the picture did not pick would be a second fetch of another file.
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") fetched.push(request.url());
  });
  const routes = [...SERVICE_MENU.map((service) => service.link), `/blog/${publishedPosts[0].slug}`, links.blog.to, `/blog/topics/${publishedPosts[0].topics[0]}`, "/", links.contact.to];
  for (const viewport of Object.values(WIDTHS)) {
    await page.setViewportSize(viewport);
    for (const route of routes) {
      fetched.length = 0;
      const html = (await (await page.goto(route, { waitUntil: "load" }))?.text()) ?? "";
      const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)];
      const main = page.locator('main img[fetchpriority="high"]');
      if ((await main.count()) === 0) {
        expect(preloads, `${route} has no main picture`).toEqual([]);
        continue;
      }
      expect(preloads, route).toHaveLength(1);
      expect(preloads[0].index!, `${route}: the preload comes before the style sheet`).toBeLessThan(html.indexOf("<style"));
      const link = await page.locator('head link[rel="preload"][as="image"]').evaluate((element) => ({ type: element.getAttribute("type"), srcset: element.getAttribute("imagesrcset"), sizes: element.getAttribute("imagesizes") }));
      const picture = await main.evaluate((image: HTMLImageElement) => {
        const source = image.closest("picture")?.querySelector("source");
        return { type: source?.getAttribute("type") ?? null, srcset: source?.getAttribute("srcset") ?? null, sizes: source?.getAttribute("sizes") ?? null, shown: image.currentSrc };
      });
      expect(link, route).toEqual({ type: picture.type, srcset: picture.srcset, sizes: picture.sizes });
      expect(fetched.filter((url) => url === picture.shown), `${route} at ${viewport.width} px fetches ${picture.shown} once`).toHaveLength(1);
    }
  }
});

test("on a page with a main image the bundles start once that image has arrived", async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/static\/.*\/micro-it-support-plan\.(webp|avif|png)$/, async (route) => {
    await held;
    await route.continue();
  });
  const bundles: string[] = [];
  page.on("request", (request) => {
    if (/\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(request.url())) bundles.push(request.url());
  });
  await page.goto("/micro-it-support-plan", { waitUntil: "domcontentloaded" });
  await page.waitForTimeout(800);
  expect(bundles).toEqual([]);
  release();
  await hydrated(page);
  expect(bundles).toHaveLength(3);
  expect(await page.locator('img[fetchpriority="high"]').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});

test("at 375 px a wide table shows a shadow at the edge that hides more of it, and a breadcrumb wraps with no line starting with its separator", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/blog/cloud-vs-local-backup");
  const region = page.getByRole("main").getByRole("region", { name: /^Table: / }).first();
  const scroll = await region.evaluate((element) => ({ overflows: element.scrollWidth > element.clientWidth, attachment: getComputedStyle(element).backgroundAttachment, focusable: element.tabIndex === 0 }));
  expect(scroll).toEqual({ overflows: true, attachment: "local, local, scroll, scroll", focusable: true });
  await expect(region).toHaveAccessibleName(/scrolls sideways on small screens/);

  await page.goto("/blog/wordpress-vs-custom-website-for-business");
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).locator("li");
  const separators = await crumbs.evaluateAll((items) => items.map((item) => ({ before: getComputedStyle(item, "::before").content, after: getComputedStyle(item, "::after").content })));
  // Each separator ends the crumb before it: a wrapped line begins with a crumb.
  expect(separators.map((crumb) => crumb.before)).toEqual(separators.map(() => "none"));
  expect(separators.map((crumb) => crumb.after.startsWith('"›"'))).toEqual([true, true, false]);
  const lastTop = await crumbs.last().evaluate((item) => item.getBoundingClientRect().top);
  const firstTop = await crumbs.first().evaluate((item) => item.getBoundingClientRect().top);
  expect(lastTop).toBeGreaterThan(firstTop);
});

test("a post prints as its article alone, in dark ink: no header, footer, form or related posts", async ({ page }) => {
  const [post] = publishedPosts;
  await page.goto(`/blog/${post.slug}`);
  await hydrated(page);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  for (const hidden of [page.locator("header").first(), page.locator("footer").last(), page.getByRole("region", { name: "Related articles" }), page.locator("form")]) {
    await expect(hidden).toBeHidden();
  }
  // Dark on the white page: no channel above a quarter (a button's colour may still be easing to black).
  const inks = await page.getByRole("article").first().evaluate((article) =>
    [...article.querySelectorAll("h1, h2, p, li, a")].map((element) => getComputedStyle(element).color),
  );
  expect(inks.filter((ink) => Math.max(...(ink.match(/\d+/g) ?? []).slice(0, 3).map(Number)) > 64)).toEqual([]);
});

test("the contact page prints its contact details, and not the message form or its lead-in", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("region", { name: "Contact details" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Send us a message" })).toBeHidden();
});

test("a post's banner taken upright on a phone is cropped to 4:3 of its column, at both widths", async ({ page }) => {
  const portrait = await sharp({ create: { width: 600, height: 900, channels: 3, background: "#2a6f97" } }).png().toBuffer();
  await page.route(/\.(png|jpe?g|webp|avif)$/, (route) => route.fulfill({ contentType: "image/png", body: portrait }));
  for (const viewport of Object.values(WIDTHS)) {
    await page.setViewportSize(viewport);
    await page.goto(`/blog/${publishedPosts[0].slug}`);
    const banner = page.locator('main img[fetchpriority="high"]');
    await expect.poll(() => banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalHeight > image.naturalWidth)).toBe(true);
    const box = await banner.evaluate((image) => ({ ...image.getBoundingClientRect().toJSON(), fit: getComputedStyle(image).objectFit }));
    expect(box.height, `${viewport.width} px`).toBeCloseTo(box.width * 0.75, 0);
    expect(box.fit).toBe("cover");
  }
});
