/**
 * The editor on a phone. Decap lays the edit page out for 800 px and more (its toolbar and editor
 * have `min-width: 800px`, and the form and preview sit side by side), so at 375 px the page
 * scrolls sideways and Publish is cut off. Below 800 px this stacks the form above the preview,
 * each scrolling on its own, and keeps the toolbar to the back arrow, the save state, Publish and
 * the account menu; while the body's text is being written, the form takes the whole screen.
 * Messages (Decap's toasts) show at the foot of the screen, not over the toolbar.
 * Every field's text is 16 px, on every screen: a phone zooms into a field
 * under 16 px when it is tapped (Decap's are 15 px). The switches (40 by 20 px) answer a tap
 * 44 px tall, their look unchanged; so do a list's Add and fold buttons on a phone (18 px tall in
 * Decap), which fill the height of their bar.
 * Relies on (decap-cms-core 3.19.1): the class names its styled components carry
 * ("…-EditorContainer", "…-ToolbarContainer", "…-TopBarContainer", "…-AddButton", …), the switches' role="switch" and react-split-pane's "SplitPane", "Pane1",
 * "Pane2" and "Resizer". __tests__/dev/5-editor.spec.ts edits and publishes a post at 375 px and
 * fails when the page scrolls sideways, Publish is out of view or the preview is not on screen.
 */
const PHONE_CSS = `
input, textarea, select { font-size: 16px !important; }
/* The switches keep their look, with a target a finger finds: 44 px tall. */
[role="switch"] { position: relative; }
[role="switch"]::after { content: ""; position: absolute; left: -4px; right: -4px; top: 50%; height: 44px; transform: translateY(-50%); }
@media (max-width: 799px) {
  [class*="-EditorContainer"], [class*="-ToolbarContainer"] { min-width: 0 !important; }
  [class*="-BackCollection"], [class*="-AppHeaderSiteLink"] { display: none !important; }
  [class*="-ToolbarSectionBackLink"] { padding: 0 10px !important; }
  [class*="-ToolbarSectionMain"], [class*="-ToolbarSectionMeta"] { padding: 0 4px !important; }
  [class*="-PreviewLink"] > span:first-child { display: none; }
  [class*="-ViewControls"] { top: auto !important; bottom: 10px; }
  /* A list's bar keeps its 44 px height, its buttons taking it in place of its padding. */
  [class*="-TopBarContainer"] { padding-top: 0 !important; padding-bottom: 0 !important; }
  [class*="-TopBarContainer"] :is([class*="-AddButton"], [class*="-ExpandButton"]) { min-height: 44px; }
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
  /* Messages at the foot of the screen, leaving Publish and the way back in reach. */
  .Toastify__toast-container { top: auto !important; bottom: 0 !important; }
}
`;

export function addPhoneLayout(): void {
  const style = document.createElement("style");
  style.dataset.editor = "phone-layout";
  style.textContent = PHONE_CSS;
  document.head.append(style);
}
