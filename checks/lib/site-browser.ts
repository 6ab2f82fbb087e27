/**
 * A built site served as the host will serve it (src/server/site-server.ts) on a free loopback port, and
 * Debian's Chromium to visit it, for the scripts that measure or check a build outside the
 * Playwright suites (the search figures, the many-posts check). Every request that leaves the
 * machine is refused, as in the browser tests.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { chromium, type Page } from "@playwright/test";
import { createSiteServer } from "../../src/server/site-server";
import { CHROMIUM, CHROMIUM_ARGS } from "./chromium";

export interface Site {
  /** "http://127.0.0.1:PORT" */
  origin: string;
  /**
   * A new page of the given width that reaches nothing off the machine and has refused analytics,
   * or, as a first-time visitor's, has not answered the cookie banner yet.
   */
  newPage(viewport: { width: number; height: number }, options?: { firstVisit?: boolean }): Promise<Page>;
  /** Serves another build from here on, as a host does after a new deploy (its own headers too). */
  deploy(publicDir: string): void;
}

/** Runs `use` with the build in `publicDir` served and a browser started; stops both after. */
export async function withSite<Result>(publicDir: string, use: (site: Site) => Promise<Result>): Promise<Result> {
  let current = createSiteServer(publicDir);
  const server = http.createServer((request, response) => current.emit("request", request, response)).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    return await use({
      origin,
      async newPage(viewport, { firstVisit = false } = {}) {
        // A context of its own (axe needs one it did not get from browser.newPage).
        const page = await (await browser.newContext({ viewport })).newPage();
        if (!firstVisit) await page.addInitScript(() => window.localStorage.setItem("analytics-consent", "denied"));
        await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
        return page;
      },
      deploy(next) {
        current = createSiteServer(next);
      },
    });
  } finally {
    await browser.close();
    server.close();
  }
}
