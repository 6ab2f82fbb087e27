/**
 * The forms are in the static HTML, so a visitor on a slow connection can type into one and
 * press its button (or Enter) before the page's scripts have started. The browser would then
 * submit it the old way: a GET to the same page, with everything typed put in the address bar
 * (and in history and server logs), and the page reloaded empty.
 *
 * earlySubmitScript runs in the page head and holds such a submit instead, marking the form
 * with FORM_HELD_ATTRIBUTE. When a form's code starts (EmailForm), it takes over what was
 * typed, marks the form with READY_ATTRIBUTE and sends a held form at once, so the
 * visitor's press still counts.
 *
 * The same script notes a tap on a menu's button (one with `aria-expanded`: Menu, Services)
 * made before its code started, marking it with TAP_HELD_ATTRIBUTE; the menu opens once its
 * code starts (useHeldTap), so that tap counts too.
 */

/** Set on a form, or a menu's button, once its code runs: from then on the head script leaves it alone. */
export const READY_ATTRIBUTE = "data-ready";

/** Set by the head script on a form whose submit it held. */
export const FORM_HELD_ATTRIBUTE = "data-held-submit";

/** Set by the head script on a menu's button tapped before the menu's code started. */
export const TAP_HELD_ATTRIBUTE = "data-held-tap";

/** Inline head script (ES5): holds the submit of any form whose code has not started, and notes a tap on a menu's button whose code has not. */
export function earlySubmitScript(): string {
  return [
    'document.addEventListener("submit",function(e){',
    "var f=e.target;",
    `if(!f||!f.hasAttribute||f.hasAttribute(${JSON.stringify(READY_ATTRIBUTE)}))return;`,
    "e.preventDefault();",
    `f.setAttribute(${JSON.stringify(FORM_HELD_ATTRIBUTE)},"");`,
    "},true);",
    'document.addEventListener("click",function(e){',
    'var b=e.target&&e.target.closest&&e.target.closest("button[aria-expanded]");',
    `if(b&&!b.hasAttribute(${JSON.stringify(READY_ATTRIBUTE)}))b.setAttribute(${JSON.stringify(TAP_HELD_ATTRIBUTE)},"");`,
    "},true);",
  ].join("");
}
