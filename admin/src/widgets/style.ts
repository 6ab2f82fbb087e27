import { addEditorStyle } from "../editor-style";
import { LABEL_GREY } from "../accessibility";
import { PHONE_MEDIA } from "../phone-layout";

/**
 * The look of the editor's own widgets (widgets/, body/ has its own): Decap's field colours,
 * text at 16 px (phones zoom into smaller fields), and buttons a finger can hit (44 px).
 */
const WIDGET_CSS = `
.site-row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.site-date input { max-width: 12em; }
.site-button { min-height: 44px; padding: 8px 14px; border: 1px solid #3a69c7; border-radius: 5px; background: #fff; color: #3a69c7; font: 600 16px/1.2 system-ui, sans-serif; cursor: pointer; }
.site-button:hover { background: #eef2fb; }
.site-button:focus-visible { outline: 3px solid #3a69c7; outline-offset: 2px; }
.site-said { margin: 6px 0 0; font: 16px/1.4 system-ui, sans-serif; color: #313d3e; min-height: 1.4em; }
.site-wrong { color: #b3261e; font-weight: 600; }
.site-advice { color: #7a4a00; }
.site-picture { padding: 12px; }
.site-thumbnail { display: flex; align-items: center; justify-content: center; min-height: 120px; max-width: 320px; background: #f2f2f5; border-radius: 5px; overflow: hidden; font: 15px/1.4 system-ui, sans-serif; color: #4a4a4a; }
.site-thumbnail img { display: block; max-width: 100%; max-height: 200px; }
/* A list item's move up and down buttons (movable.tsx), at the start of its bar, as tall as it: 32 px
   wide as Decap's bar buttons, 44 px on a phone. */
:has(> .site-moves) { display: grid; grid-template-columns: auto 1fr; }
:has(> .site-moves) > * { grid-column: 1 / -1; }
:has(> .site-moves) > [class*="-StyledListItemTopBar"] { grid-column: 2; grid-row: 1; border-top-left-radius: 0; }
.site-moves { grid-column: 1; grid-row: 1; display: flex; background-color: #dfdfe3; border-top-left-radius: 5px; }
.site-moves button { width: 32px; padding: 0; border: 0; background: transparent; color: ${LABEL_GREY}; display: flex; align-items: center; justify-content: center; cursor: pointer; }
.site-moves button:disabled { color: #aab0bb; cursor: default; }
.site-moves button:focus-visible { outline: 3px solid #3a69c7; outline-offset: -3px; }
@media ${PHONE_MEDIA} { .site-moves button { width: 44px; } }
.site-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

export function addWidgetStyle(): void {
  addEditorStyle("widgets", WIDGET_CSS);
}
