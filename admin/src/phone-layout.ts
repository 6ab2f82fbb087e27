/**
 * The editor on a phone. Decap lays the edit page out for 800 px and more (its toolbar and editor
 * have `min-width: 800px`, and the form and preview sit side by side), so at 375 px the page
 * scrolls sideways and Publish is cut off. Below 800 px this stacks the form above the preview,
 * each scrolling on its own, and keeps the toolbar to the back arrow, the save state, Publish and
 * the account menu; while the body's text is being written, the form takes the whole screen.
 * Messages (Decap's toasts) show at the foot of the screen, not over the toolbar.
 * Every field's text is 16 px, on every screen: a phone zooms into a field under 16 px when it
 * is tapped (Decap's are 15 px). The switches (40 by 20 px) answer a tap 44 px tall, their look
 * unchanged; on a phone so does every other button: a list's Add, fold, drag and remove buttons
 * (18 to 26 px tall in Decap) fill a bar 44 px tall, and the smaller buttons below are given a
 * target 44 px tall around them.
 * Relies on (decap-cms-core 3.19.1): the class names its styled components carry
 * ("…-EditorContainer", "…-ToolbarContainer", "…-TopBarContainer", "…-AddButton", "…-AppHeaderLogo", …), react-select's
 * "…-control" and "…-multiValue", the switches' role="switch" and react-split-pane's "SplitPane",
 * "Pane1", "Pane2" and "Resizer". __tests__/dev/5-editor.spec.ts edits and publishes a post at
 * 375 px and fails when the page scrolls sideways, Publish is out of view, the preview is not on
 * screen or a button misses a tap 21 px above or below its middle.
 */
import { addEditorStyle } from "./editor-style";

/**
 * Decap's buttons under 44 px tall on a phone: a chosen topic's remove cross, View Live, the
 * preview's two round buttons, New, New Blog post, Sort by and the list and
 * grid switches.
 */
const SMALL_BUTTONS = [
  '[class*="-multiValue"] > [role="button"]',
  '[class*="-PreviewLink"]',
  '[class*="-EditorToggle"]',
  '[class*="-AppHeaderQuickNewButton"]',
  '[class*="-CollectionTopNewButton"]',
  '[class*="-ControlButton"]',
  '[class*="-ViewControlsButton"]',
].join(", ");

/** Below Decap's 800 px layout: the editor laid out for a phone. */
export const PHONE_MEDIA = "(max-width: 799px)";

const PHONE_CSS = `
input, textarea, select { font-size: 16px !important; }
/* The switches keep their look, with a target a finger finds: 44 px tall. */
[role="switch"] { position: relative; }
[role="switch"]::after { content: ""; position: absolute; left: -4px; right: -4px; top: 50%; height: 44px; transform: translateY(-50%); }
@media ${PHONE_MEDIA} {
  [class*="-EditorContainer"], [class*="-ToolbarContainer"] { min-width: 0 !important; }
  [class*="-BackCollection"], [class*="-AppHeaderSiteLink"] { display: none !important; }
  [class*="-ToolbarSectionBackLink"] { padding: 0 10px !important; }
  [class*="-ToolbarSectionMain"], [class*="-ToolbarSectionMeta"] { padding: 0 4px !important; }
  /* View Live shows its icon alone; its words stay its name. */
  [class*="-PreviewLink"] > span:first-child { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  [class*="-ViewControls"] { top: auto !important; bottom: 10px; }
  /* A list's bar keeps its 44 px height, its buttons taking it in place of its padding. */
  [class*="-TopBarContainer"] { padding-top: 0 !important; padding-bottom: 0 !important; }
  [class*="-TopBarContainer"] :is([class*="-AddButton"], [class*="-ExpandButton"]) { min-height: 44px; }
  /* A list item's fold, drag and remove buttons (26 px tall in Decap): the item's bar is 44 px tall. */
  [class*="-StyledListItemTopBar"] { height: 44px !important; }
  [class*="-StyledListItemTopBar"] > :is(button, [role="button"]) { width: 44px !important; }
  /* The chosen topics' box clips what passes its edge; their crosses' targets pass it. */
  [class*="-control"] > div:has(> [class*="-multiValue"]) { overflow: visible !important; }
  /* Buttons under 44 px tall keep their look, each with a target 44 px tall around it. */
  :is(${SMALL_BUTTONS}) { position: relative; }
  :is(${SMALL_BUTTONS})::before { content: ""; position: absolute; top: 50%; left: 50%; width: max(100%, 44px); height: 44px; transform: translate(-50%, -50%); }
  /* The list and grid switches are 32 px apart, centre to centre: their targets are 32 px wide (a second selector outranks the rule above), and the grid switch's stays on the screen. */
  [class*="-ViewControlsButton"] { bottom: auto; }
  [class*="-ViewControlsButton"][class]::before { width: 32px; }
  [class*="-SidebarNavLink"] { min-height: 44px; }
  /* The toolbar's buttons (Publish, Published and their menus' kin) clip what passes their edge: 44 px tall instead of 36. */
  [class*="-ToolbarContainer"] [class*="-button-default"] { height: 44px !important; line-height: 44px !important; }
  [class*="-ToolbarContainer"] [class*="-button-default"]::after { top: 20px !important; }
  /* View Live sits 10 px after the Published menu: its target starts just after it. */
  [class*="-PreviewLink"]::before { left: -8px; transform: translateY(-50%); }
  .SplitPane.vertical { flex-direction: column !important; }
  .SplitPane.vertical > .Pane { width: 100% !important; min-height: 0; }
  .SplitPane.vertical > .Pane1 { flex: 0 0 55% !important; }
  .SplitPane.vertical > .Pane2 { flex: 1 1 0 !important; border-top: 2px solid #3a69c7; }
  .SplitPane.vertical > .Resizer { display: none; }
  /* While the body's text is being written (a phone's keyboard open), the form takes the screen;
     the preview comes back when the text is left. */
  .SplitPane.vertical:has(.cm-editor.cm-focused) > .Pane1 { flex: 1 1 auto !important; }
  .SplitPane.vertical:has(.cm-editor.cm-focused) > .Pane2 { display: none !important; }
  /* The preview's buttons float over the form's right edge: while the text is written there is
     no preview to work them, and they would cover the ends of its lines. */
  body:has(.cm-editor.cm-focused) [class*="-ViewControls"] { display: none !important; }
  /* The header's logo, Contents and Media fit 375 px: the logo's sides padded 8 px, not 20. */
  [class*="-AppHeaderLogo"] img { padding-left: 8px !important; padding-right: 8px !important; }
  /* Messages at the foot of the screen, leaving Publish and the way back in reach. */
  .Toastify__toast-container { top: auto !important; bottom: 0 !important; }
}
`;

/**
 * A tap on a list of choices' text input (react-select's, at the left end of its box) opens the
 * list, which scrolls the form to show it; the mouse events the browser sends after the tap then
 * land on what is under the finger by then: the first choice, which they choose, or, low in the
 * form, the form beside the list, which closes it. react-select cancels them for a tap anywhere
 * else in its box; this drops those that reach anything but the input tapped, until the next touch
 * (or a second later).
 */
function dropMouseEventsAfterTapOnChoices(): void {
  let tapped: { input: EventTarget; at: number } | null = null;
  document.addEventListener("touchstart", () => (tapped = null), { capture: true, passive: true });
  document.addEventListener(
    "touchend",
    (event) => {
      const target = event.target;
      tapped = target instanceof HTMLInputElement && target.closest('[class*="-control"]') ? { input: target, at: event.timeStamp } : null;
    },
    { capture: true, passive: true },
  );
  for (const type of ["mousedown", "mouseup", "click"]) {
    document.addEventListener(
      type,
      (event) => {
        if (!tapped || event.target === tapped.input || event.timeStamp - tapped.at > 1_000) return;
        event.preventDefault();
        event.stopImmediatePropagation();
      },
      { capture: true },
    );
  }
}

export function addPhoneLayout(): void {
  addEditorStyle("phone-layout", PHONE_CSS);
  dropMouseEventsAfterTapOnChoices();
}
