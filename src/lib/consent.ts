/**
 * Analytics consent under PECR / UK GDPR: nothing but strictly necessary storage until the
 * visitor opts in. Google Consent Mode v2 starts every signal as "denied" (see
 * consentDefaultScript, run in the page head before the analytics tag), and the visitor's
 * choice is kept in localStorage under CONSENT_STORAGE_KEY.
 */

export type ConsentChoice = "granted" | "denied";

export const CONSENT_STORAGE_KEY = "analytics-consent";

/**
 * Set on <html> by the head script while the visitor has made no choice. The banner is in the
 * static HTML but shown before hydration only under this attribute, so it paints with the
 * page for a first visit and never flashes for a returning one.
 */
export const CONSENT_PENDING_ATTRIBUTE = "data-consent-pending";

/** The Consent Mode v2 signals this site sets. Advertising signals are never granted. */
export function consentSignals(analytics: ConsentChoice): Record<string, ConsentChoice> {
  return {
    analytics_storage: analytics,
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
  };
}

/** Reads the stored choice; anything unreadable or unexpected counts as no choice yet. */
export function readConsent(storage: Pick<Storage, "getItem"> | undefined): ConsentChoice | null {
  try {
    const value = storage?.getItem(CONSENT_STORAGE_KEY);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null;
  }
}

/** Stores the visitor's choice and tells the tag about it. */
export function applyConsent(
  choice: ConsentChoice,
  storage: Pick<Storage, "setItem"> | undefined,
  gtag: ((...args: unknown[]) => void) | undefined,
): void {
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Private browsing can refuse storage; the choice still applies to this page view.
  }
  gtag?.("consent", "update", consentSignals(choice));
}

/**
 * Inline head script: defines gtag, sets every consent signal to denied (or to the stored
 * choice) before the analytics tag's own config call runs, and marks <html> with
 * CONSENT_PENDING_ATTRIBUTE when there is no choice yet.
 */
export function consentDefaultScript(): string {
  const denied = JSON.stringify(consentSignals("denied"));
  return [
    "window.dataLayer=window.dataLayer||[];",
    "function gtag(){dataLayer.push(arguments);}",
    `var c=${denied};`,
    "var s=null;",
    `try{s=localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)});}catch(e){}`,
    'if(s==="granted"){c.analytics_storage="granted";}',
    `if(s!=="granted"&&s!=="denied"){document.documentElement.setAttribute(${JSON.stringify(CONSENT_PENDING_ATTRIBUTE)},"");}`,
    'gtag("consent","default",c);',
  ].join("");
}

/** Google's tag library for a measurement id. */
export function analyticsScriptUrl(measurementId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

const ANALYTICS_SCRIPT_ID = "google-tag";

/**
 * Loads Google's tag library, once, and only after the visitor has accepted analytics: until
 * then the page makes no request to Google at all. Page views queued in dataLayer before
 * it arrives are sent when it does.
 */
export function loadAnalytics(doc: Document, measurementId: string): void {
  if (doc.getElementById(ANALYTICS_SCRIPT_ID)) return;
  const script = doc.createElement("script");
  script.id = ANALYTICS_SCRIPT_ID;
  script.async = true;
  script.src = analyticsScriptUrl(measurementId);
  doc.head.appendChild(script);
}
