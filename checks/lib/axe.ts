/** axe-core in a Playwright page: the rules and the widths every page of the site is held to. */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Widths the site is checked at: a small phone and a desktop. */
export const WIDTHS = { mobile: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } } as const;

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * The page's violations, one line each ("serious color-contrast: main > p | …"); none is [].
 * In axe's legacy mode, which runs in the page itself: the default mode gathers each frame's
 * results and finishes them in a blank page of its own, which the site's pages, having no
 * frames, do not need; it took about a third longer per page here (1.2–1.6 s against
 * 1.4–2.5 s, the same passes and no violations either way). Only violations are read, so axe is
 * asked to detail only those (its `resultTypes` option; the passes' nodes are then not collected
 * and sent back: 2.1 against 2.4 s a page, median of 6 interleaved runs on a post).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).options({ resultTypes: ["violations"] }).analyze();
  return results.violations.map(
    (violation) => `${violation.impact} ${violation.id}: ${violation.nodes.slice(0, 3).map((node) => node.target.join(" ")).join(" | ")}`,
  );
}
