import {
  applyConsent,
  CONSENT_STORAGE_KEY,
  CONSENT_PENDING_ATTRIBUTE,
  consentDefaultScript,
  consentSignals,
  readConsent,
} from "../../../src/lib/consent";

describe("consent", () => {
  beforeEach(() => window.localStorage.clear());

  it("never grants advertising signals", () => {
    expect(consentSignals("granted")).toEqual({
      analytics_storage: "granted",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
  });

  it("reads only a stored granted or denied as a choice", () => {
    expect(readConsent(window.localStorage)).toBeNull();
    window.localStorage.setItem(CONSENT_STORAGE_KEY, "maybe");
    expect(readConsent(window.localStorage)).toBeNull();
    window.localStorage.setItem(CONSENT_STORAGE_KEY, "granted");
    expect(readConsent(window.localStorage)).toBe("granted");
    const throwing = { getItem: () => { throw new Error("blocked"); } };
    expect(readConsent(throwing)).toBeNull();
  });

  it("stores the choice and sends a consent update", () => {
    const gtag = jest.fn();
    applyConsent("denied", window.localStorage, gtag);
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("denied");
    expect(gtag).toHaveBeenCalledWith("consent", "update", consentSignals("denied"));
  });

  it("still updates the tag when storage refuses to write", () => {
    const gtag = jest.fn();
    applyConsent("granted", { setItem: () => { throw new Error("quota"); } }, gtag);
    expect(gtag).toHaveBeenCalledWith("consent", "update", consentSignals("granted"));
  });

  describe("head script", () => {
    function run(): unknown[][] {
      const win = window as unknown as { dataLayer?: unknown[] };
      delete win.dataLayer;
      // eslint-disable-next-line no-new-func
      new Function(consentDefaultScript())();
      return (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    }

    beforeEach(() => document.documentElement.removeAttribute(CONSENT_PENDING_ATTRIBUTE));

    it("sets every signal to denied by default and marks the choice as pending", () => {
      expect(run()).toEqual([["consent", "default", consentSignals("denied")]]);
      expect(document.documentElement.hasAttribute(CONSENT_PENDING_ATTRIBUTE)).toBe(true);
    });

    it("starts granted for a returning visitor who accepted, with nothing pending", () => {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, "granted");
      expect(run()).toEqual([["consent", "default", consentSignals("granted")]]);
      expect(document.documentElement.hasAttribute(CONSENT_PENDING_ATTRIBUTE)).toBe(false);
    });

    it("keeps denied for a returning visitor who rejected, with nothing pending", () => {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, "denied");
      expect(run()).toEqual([["consent", "default", consentSignals("denied")]]);
      expect(document.documentElement.hasAttribute(CONSENT_PENDING_ATTRIBUTE)).toBe(false);
    });

    it("treats an unexpected stored value as no choice", () => {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, "maybe");
      run();
      expect(document.documentElement.hasAttribute(CONSENT_PENDING_ATTRIBUTE)).toBe(true);
    });
  });
});

describe("loadAnalytics", () => {
  it("adds Google's tag once, asynchronously", () => {
    const { loadAnalytics } = jest.requireActual("../../../src/lib/consent");
    loadAnalytics(document, "G-TEST 1");
    loadAnalytics(document, "G-TEST 1");
    const scripts = document.querySelectorAll("script#google-tag");
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe("https://www.googletagmanager.com/gtag/js?id=G-TEST%201");
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
  });
});
