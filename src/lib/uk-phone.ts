/**
 * UK phone numbers as people write them: "01525 123456", "(01525) 123456", "07700-900-456",
 * "+44 7700 900456", "+44 (0)1525 123456". Pure: the pages use it for their tel: links, and the
 * settings check (src/config/settings.ts) for what a phone setting must be.
 */

/**
 * The national number without its leading 0 ("1525123456"), or null when `written` is not a
 * UK number. Spaces, hyphens and dots are ignored; +44 or 0044 may stand for the 0, with or
 * without "(0)" after it, and the area code may be in brackets. A UK number is 0 and then 9 or
 * 10 digits, the first of them not 0.
 */
export function ukNationalNumber(written: string): string | null {
  const national = written
    .replace(/[\s.-]/g, "")
    .replace(/^(?:\+44|0044)(?:\(0\))?/, "0")
    .replace(/^\((0\d+)\)/, "$1");
  return /^0[1-9]\d{8,9}$/.test(national) ? national.slice(1) : null;
}

/**
 * A UK number as written ("+44 (0)1525 123456") as a tel: address every phone dials
 * ("tel:+441525123456"). Anything else keeps only its digits and "+": the settings check
 * (src/config/settings.ts) stops a build or preview given such a number before a page is made.
 */
export function telHref(written: string): string {
  const national = ukNationalNumber(written);
  return national === null ? `tel:${written.replace(/[^\d+]/g, "")}` : `tel:+44${national}`;
}
