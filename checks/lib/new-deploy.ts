/**
 * A new deploy while a visitor's tab is open: the tab runs the old build's scripts, the host now
 * serves a new build (new scripts, new page data), and the visitor's next click must show the new
 * build's page. The incremental-build check runs this on two real builds of its copy.
 */
import { readdirSync } from "node:fs";
import { withSite } from "./site-browser";

/** The names of a build's page scripts (webpack's content hashes in them). */
const scripts = (publicDir: string) => readdirSync(publicDir).filter((name) => /\.js$/.test(name)).sort().join(" ");

/**
 * Opens /blog on the build in `before`, waits until it has started, deploys `after`, clicks
 * "About" in the main navigation, and returns what went wrong, or null when the About page of
 * `after` shows (its heading, its address, and `shows`, a text only the new build has).
 */
export async function clickAfterNewDeploy(before: string, after: string, shows: string): Promise<string | null> {
  if (scripts(before) === scripts(after)) return "the two builds have the same scripts, so this is no new deploy: change something the scripts hold between them";
  return withSite(before, async (site) => {
    const page = await site.newPage({ width: 1280, height: 800 });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${site.origin}/blog`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    site.deploy(after);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
    try {
      await page.waitForURL(/\/about$/, { timeout: 15_000 });
      await page.getByRole("heading", { level: 1, name: "About us" }).waitFor({ timeout: 15_000 });
      await page.getByText(shows).first().waitFor({ timeout: 15_000 });
    } catch {
      const heading = await page.locator("h1").first().textContent().catch(() => null);
      return `after a new deploy, the click on About showed ${page.url()} with the heading “${heading ?? "none"}”, not the new build's About page holding “${shows}”`;
    }
    return errors.length ? `after a new deploy the page threw: ${errors.join("; ")}` : null;
  });
}
