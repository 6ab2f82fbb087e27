/**
 * The site's own GA4 events: enquiries sent, calls and e-mails started, searches. Each goes
 * through the page's gtag, and only while Consent Mode says analytics is granted: an action
 * taken before the visitor accepts, or after Reject, is dropped, never queued. The builders
 * are pure, and take nothing the visitor typed into a form: the parameters are fixed labels,
 * the page's path (without its query) and, for the blog search, the search term.
 */
import { site } from "../config/site";

export interface AnalyticsEvent {
  name: string;
  params: Record<string, string>;
}

/** How long the visitor must stop typing before a blog search counts. */
export const SEARCH_PAUSE_MS = 1000;

/** GA4 keeps at most 100 characters of a parameter's value. */
const MAX_VALUE_LENGTH = 100;

/** Marks a region of the page for link_location: the nearest ancestor's value wins. */
const AREA_ATTRIBUTE = "data-area";

/** link_location when a link sits in no marked region, or the mark is not a plain label. */
const UNKNOWN_AREA = "other";

const AREA_PATTERN = /^[a-z][a-z_]{0,39}$/;

function isConsentCommand(entry: unknown): entry is ArrayLike<unknown> {
  return typeof entry === "object" && entry !== null && (entry as ArrayLike<unknown>)[0] === "consent";
}

/**
 * Whether analytics storage is granted right now, as gtag itself sees it: the last consent
 * command in its queue (the head script's default, then each choice the visitor makes).
 */
export function analyticsGranted(dataLayer: readonly unknown[] | undefined): boolean {
  if (!dataLayer) return false;
  for (let index = dataLayer.length - 1; index >= 0; index -= 1) {
    const entry = dataLayer[index];
    if (!isConsentCommand(entry)) continue;
    const signals = entry[2] as { analytics_storage?: unknown } | undefined;
    if (signals && typeof signals === "object" && "analytics_storage" in signals) {
      return signals.analytics_storage === "granted";
    }
  }
  return false;
}

/** The path alone: no query string or fragment, which could carry what someone typed. */
export function pagePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? "";
  return (bare.startsWith("/") ? bare : `/${bare}`).slice(0, MAX_VALUE_LENGTH);
}

/** A marked region's name, or UNKNOWN_AREA for anything else. */
export function linkLocation(area: string | null | undefined): string {
  return area && AREA_PATTERN.test(area) ? area : UNKNOWN_AREA;
}

/** generate_lead, after a form was sent: which form, and the page it was sent from. */
export function leadEvent(formId: "callback" | "contact", path: string): AnalyticsEvent {
  return { name: "generate_lead", params: { form_id: formId, page_path: pagePath(path) } };
}

/**
 * Whether a search term looks like an e-mail address or a phone number, which must not reach
 * Google Analytics: not in a search event, nor in the page's address that every hit carries.
 */
export function looksPersonal(term: string): boolean {
  return term.includes("@") || /(?:\d[\s-]?){7}/.test(term);
}

/** search, for a blog search term. Nothing for an empty box, or for a term that looksPersonal. */
export function searchEvent(term: string): AnalyticsEvent | null {
  const cleaned = term.trim().replace(/\s+/g, " ");
  if (!cleaned || looksPersonal(cleaned)) return null;
  return { name: "search", params: { search_term: cleaned.slice(0, MAX_VALUE_LENGTH) } };
}

/** The site's own outbound destinations, from src/config/site.ts. */
export interface Destinations {
  paypal: string;
  maps: string;
  social: string;
}

const siteDestinations: Destinations = { paypal: site.paypalUrl, maps: site.mapsUrl, social: site.socialUrl };

function sameUrl(a: string, b: string): boolean {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return false;
  }
}

/**
 * The event for a click on a link, or null for a link that is not measured:
 * - `tel:` and `mailto:`: contact, with method phone or email;
 * - the PayPal page: pay_now_click;
 * - the maps and social links: outbound_click, with link_type maps or social.
 * Each carries link_location (the marked region) and page_path. The address itself is left
 * out: a mailto: link can carry a message the visitor wrote (the forms' failure notice).
 */
export function linkEvent(
  href: string,
  area: string | null | undefined,
  path: string,
  destinations: Destinations = siteDestinations,
): AnalyticsEvent | null {
  const where = { link_location: linkLocation(area), page_path: pagePath(path) };
  const scheme = href.trim().slice(0, 7).toLowerCase();
  if (scheme.startsWith("tel:")) return { name: "contact", params: { method: "phone", ...where } };
  if (scheme === "mailto:") return { name: "contact", params: { method: "email", ...where } };
  if (sameUrl(href, destinations.paypal)) return { name: "pay_now_click", params: where };
  if (sameUrl(href, destinations.maps)) return { name: "outbound_click", params: { link_type: "maps", ...where } };
  if (sameUrl(href, destinations.social)) return { name: "outbound_click", params: { link_type: "social", ...where } };
  return null;
}

type TagWindow = Pick<Window, "gtag" | "dataLayer">;

/**
 * Sends an event through the page's gtag if analytics is granted at this moment; otherwise
 * drops it. Returns whether it was sent.
 */
export function track(event: AnalyticsEvent | null, win: TagWindow | undefined = typeof window === "undefined" ? undefined : window): boolean {
  if (!event || typeof win?.gtag !== "function" || !analyticsGranted(win.dataLayer)) return false;
  win.gtag("event", event.name, event.params);
  return true;
}

export interface Timers {
  set: (callback: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const browserTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Reports the blog search once the visitor pauses typing for `pauseMs`: not on every key
 * press, never for an empty box, and not again for the term last reported.
 */
export function createSearchReporter(send: (event: AnalyticsEvent) => void, pauseMs = SEARCH_PAUSE_MS, timers: Timers = browserTimers) {
  let pending: unknown = null;
  let lastTerm: string | null = null;
  const cancel = () => {
    if (pending !== null) timers.clear(pending);
    pending = null;
  };
  return {
    /** The box now holds `term`. */
    typed(term: string) {
      cancel();
      const event = searchEvent(term);
      if (!event) return;
      pending = timers.set(() => {
        pending = null;
        const key = event.params.search_term.toLowerCase();
        if (key === lastTerm) return;
        lastTerm = key;
        send(event);
      }, pauseMs);
    },
    /** Drops a search still waiting for its pause (the list is going away). */
    cancel,
  };
}

const tracked = new WeakSet<Document>();

/**
 * One click listener on the document for every measured link on the site, wherever it is
 * (header, footer, pages, posts, notices). Installed once per document; returns a function
 * that removes it.
 */
export function installLinkTracking(doc: Document, send: (event: AnalyticsEvent) => void = (event) => void track(event)): () => void {
  if (tracked.has(doc)) return () => undefined;
  tracked.add(doc);
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    const link = target instanceof Element ? target.closest("a[href]") : null;
    if (!link) return;
    const area = link.closest(`[${AREA_ATTRIBUTE}]`)?.getAttribute(AREA_ATTRIBUTE);
    const measured = linkEvent(link.getAttribute("href") ?? "", area, doc.location?.pathname ?? "/");
    if (measured) send(measured);
  };
  // Capture phase: a handler that stops the click on its way up cannot hide it.
  doc.addEventListener("click", onClick, true);
  return () => {
    doc.removeEventListener("click", onClick, true);
    tracked.delete(doc);
  };
}
