/**
 * What Decap's screens leave out for a screen reader, a keyboard and weaker eyes:
 *   - a list item's buttons have no name (an icon alone: fold, move, remove). Each is named
 *     after the item, as Decap names the list's own fold button: "Collapse search phrase 2",
 *     "Move search phrase 2", "Remove search phrase 2";
 *   - the edit page has no landmark: its toolbar, form and preview become the page's main part,
 *     named "Editor" (the preview's frame, titled "Preview", holds the site's own main part);
 *   - a message shown while a dialog is open (the media library's refusal to delete a picture a
 *     post shows) is drawn under the dialog's backdrop, dimmed, and on a phone hidden: messages
 *     come above it;
 *   - grey text under WCAG 2.2's 4.5:1 (1.4.3) is drawn darker: the header's and the sidebar's
 *     links and a list's "Sort by" when not in use (#798291, 3.9:1 on white, 3.4:1 on the list's
 *     grey) in Decap's own label grey (#5d626f, 6.1:1 and 5.4:1), hovered or current links in
 *     Decap's blue as before; Publish's white on teal (3.0:1) on Decap's dark teal (#117888, 5.2:1);
 *     the red of "Unsaved changes" and of a field's problems, its label and its hint (#ff003b,
 *     3.5:1 on its pink, 4.0:1 with white) in Decap's dark red (#d60032, 4.8:1 and 5.4:1); the
 *     messages' white on red, green and blue (2.6:1 to 3.8:1) on darker ones (5.3:1 to 5.4:1),
 *     and on yellow dark brown, their countdown bar hidden from screen readers.
 * Relies on (decap-cms-widget-list 3.6, decap-cms-ui-default 3.9, decap-cms-core 3.19): a list
 * item's bar ("…-StyledListItemTopBar") holds, in order, the fold button, dnd-kit's drag handle
 * (role="button") and the remove button, and a folded item shows its summary in the box after
 * the bar; the list's box carries the field's id and its "Add …" button ("…-AddButton"); the
 * edit page's box is "…-EditorContainer" and its preview frame "#preview-pane"; the current
 * links carry "header-link-active" and "sidebar-active"; "Sort by" and its kin
 * ("…-ControlButton") are Decap's grey (#798291) when not in use; Publish, "Unsaved changes" and
 * a field's problems are "…-PublishButton", "…-textBadgeDanger" and "…-ControlErrorsList" (in
 * the field's "…-ControlTopbar", beside its label; its hint "…-ControlHint" after them), each
 * coloured by a class of its own (a second selector outranks it); react-toastify 10's
 * "--toastify-*" variables and "Toastify__progress-bar--wrp"; the overlay of Decap's dialogs
 * (the media library among them) at z-index 99999 (decap-cms-core's UI/Modal).
 * __tests__/dev/5-editor.spec.ts checks the lists, a post, a service, a text page and a new post
 * (a problem shown, changes unsaved) with axe at 375 and 1280 px, and folds and removes an item
 * by its button's name.
 */
import { addEditorStyle } from "./editor-style";

export const LABEL_GREY = "#5d626f";
const DECAP_GREY = "rgb(121, 130, 145)";
const DARK_RED = "#d60032";

const CONTRAST_CSS = `
:is([class*="-AppHeaderButton"]:not(.header-link-active), [class*="-AppHeaderSiteLink"], [class*="-SidebarNavLink"]:not(.sidebar-active)):not(:hover, :focus-visible) { color: ${LABEL_GREY}; }
[class*="-PublishButton"][class] { background-color: #117888; }
:is([class*="-textBadgeDanger"], [class*="-ControlErrorsList"])[class] { color: ${DARK_RED}; }
/* A field with a problem: its label white on red, its hint red. */
[class*="-ControlContainer"]:has(> [class*="-ControlTopbar"] > [class*="-ControlErrorsList"]) > [class*="-ControlTopbar"] > label[class] { background-color: ${DARK_RED}; }
[class*="-ControlContainer"]:has(> [class*="-ControlTopbar"] > [class*="-ControlErrorsList"]) > [class*="-ControlHint"][class] { color: ${DARK_RED}; }
/* Messages (react-toastify's coloured theme, through its own variables), above the media library's backdrop (99999), so a refusal there can be read and closed. */
:root:root { --toastify-color-error: #c0392b; --toastify-color-success: #1e7b34; --toastify-color-info: #1f6fa8; --toastify-text-color-warning: #3d2c00; --toastify-z-index: 100000; }
`;

/** "Add search phrase" → "search phrase": what one item of the list is called. */
function itemName(list: Element | null): string {
  const add = list?.querySelector('[class*="-AddButton"]')?.textContent?.trim() ?? "";
  return add.replace(/^Add\s+/, "") || "item";
}

/** Each list item's fold, move and remove buttons with the names they should have. */
function itemLabels(): Array<[Element | undefined, string]> {
  const labels: Array<[Element | undefined, string]> = [];
  const bars = [...document.querySelectorAll('[class*="-StyledListItemTopBar"]')];
  const withBar = new Set<Element | null>(bars.map((bar) => bar.parentElement));
  const listItems = new Map<Element, Element[]>();
  for (const bar of bars) {
    const item = bar.parentElement;
    const list = item?.parentElement;
    if (!item || !list) continue;
    if (!listItems.has(list)) listItems.set(list, [...list.children].filter((child) => withBar.has(child)));
    const name = `${itemName(list.closest("[id]"))} ${listItems.get(list)!.indexOf(item) + 1}`;
    // The fold button is missing from an item Decap cannot draw (a span stands for a missing drag or remove button).
    const children = [...bar.children];
    const folded = bar.nextElementSibling instanceof HTMLElement && getComputedStyle(bar.nextElementSibling).display !== "none";
    labels.push(
      [children.length === 3 ? children[0] : undefined, `${folded ? "Expand" : "Collapse"} ${name}`],
      [bar.querySelector(':scope > [role="button"]') ?? undefined, `Move ${name}`],
      [children.at(-1), `Remove ${name}`],
    );
  }
  return labels;
}

function mend(): void {
  // Every item is read before any name is written: a write between two reads of the computed
  // style would make the browser work out the page's styles again for the second.
  for (const [control, label] of itemLabels()) {
    if (control?.matches('button, [role="button"]') && control.getAttribute("aria-label") !== label) control.setAttribute("aria-label", label);
  }
  const editor = document.querySelector('[class*="-EditorContainer"]:not([role])');
  editor?.setAttribute("role", "main");
  editor?.setAttribute("aria-label", "Editor");
  document.querySelector("iframe#preview-pane:not([title])")?.setAttribute("title", "Preview");
  // A message's countdown bar says nothing a reader needs (the message itself is an alert).
  for (const bar of document.querySelectorAll(".Toastify__progress-bar--wrp:not([aria-hidden])")) bar.setAttribute("aria-hidden", "true");
  // "Sort by" in use is blue in the same class as its grey: told apart by the colour drawn.
  const sortButtons = [...document.querySelectorAll<HTMLElement>('[class*="-ControlButton"]')];
  for (const button of sortButtons) button.style.color = "";
  const grey = sortButtons.filter((button) => getComputedStyle(button).color === DECAP_GREY);
  for (const button of grey) button.style.color = LABEL_GREY;
}

export function addAccessibility(): void {
  addEditorStyle("accessibility", CONTRAST_CSS);
  // Items are added, folded, moved and removed, and lists sorted, as the author works: mended
  // again after each change of the page, but for the body's typing (CodeMirror's own nodes).
  new MutationObserver((changes) => {
    if (changes.every((change) => change.target instanceof Element && change.target.closest(".cm-editor"))) return;
    mend();
  }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["class"] });
}
