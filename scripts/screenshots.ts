/**
 * `npm run screenshots -- /blog/wifi-fixes /contact`: full-page screenshots of built pages at a
 * phone's width (375 px) and a desktop's (1280 px), as a visitor who has answered the cookie
 * banner sees them, into .reports/screenshots/. Options: `--public DIR` shoots another build,
 * `--first-visit` shows the banner too, `--viewport-only` shoots the first screenful only,
 * `--label NAME` starts each file name with NAME, `--element SELECTOR` shoots only the first element
 * it matches (with the page scrolled to it).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { withSite } from "../checks/lib/site-browser";

const WIDTHS = [375, 1280] as const;

function option(name: string): string | null {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? (process.argv[index + 1] ?? null) : null;
}

async function main(): Promise<void> {
  const root = path.resolve(__dirname, "..");
  const publicDir = path.resolve(option("public") ?? path.join(root, "public"));
  const label = option("label");
  const element = option("element");
  const values = new Set([option("public"), label, element]);
  const routes = process.argv.slice(2).filter((arg) => arg.startsWith("/") && !values.has(arg));
  const out = path.join(root, ".reports", "screenshots");
  mkdirSync(out, { recursive: true });
  await withSite(publicDir, async (site) => {
    for (const route of routes.length ? routes : ["/"]) {
      for (const width of WIDTHS) {
        const page = await site.newPage({ width, height: width === 375 ? 812 : 900 }, { firstVisit: process.argv.includes("--first-visit") });
        await page.goto(`${site.origin}${route}`, { waitUntil: "networkidle" });
        const name = `${label ? `${label}-` : ""}${route === "/" ? "home" : route.slice(1).replace(/\//g, "-")}-${width}.png`;
        if (element) await page.locator(element).first().screenshot({ path: path.join(out, name) });
        else await page.screenshot({ path: path.join(out, name), fullPage: !process.argv.includes("--viewport-only") });
        console.log(`screenshots: ${path.relative(root, path.join(out, name))}`);
        await page.close();
      }
    }
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
