import { addEditorStyle } from "../editor-style";

/**
 * The body editor's look, as plain CSS put in the page once (a <style> element), matched to
 * Decap's form: a white field with a 1 px #dfdfe3 border and 5 px corners, #3a69c7 when it has
 * the focus, Decap's system font. Text is 16 px everywhere (iOS zooms into a field under 16 px);
 * on a narrow screen or a touch screen every button is at least 44 × 44 px. The toolbar sticks
 * to the top of the scrolling form; on a narrow screen the text scrolls inside the editor, which
 * BodyEditor sizes to the visible height (less the toolbar), so the toolbar stays above the
 * cursor with a phone's keyboard open. Class names start "body-editor" (no other styles use it).
 */
const CSS = `
.body-editor, .body-editor *, .body-editor *::before, .body-editor *::after,
.body-editor-dialog, .body-editor-dialog * { box-sizing: border-box; }
.body-editor {
  container: body-editor / inline-size;
  position: relative;
  background: #fff;
  border: 1px solid #dfdfe3;
  border-radius: 5px;
  color: #313d3e;
  font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Oxygen-Sans, Ubuntu, Cantarell, "Helvetica Neue", sans-serif;
  font-size: 16px;
  line-height: 1.5;
}
/* :has(:focus) too: Chromium does not count the Insert menu's items, drawn in the top layer, for :focus-within. */
.body-editor:focus-within, .body-editor:has(:focus) { border-color: #3a69c7; box-shadow: 0 0 0 1px #3a69c7; }
.body-editor__toolbar {
  position: sticky;
  top: 0;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px 6px;
  padding: 4px;
  background: #f7f8fa;
  border-bottom: 1px solid #dfdfe3;
  border-radius: 5px 5px 0 0;
}
.body-editor__group { display: flex; gap: 2px; }
.body-editor__group + .body-editor__group { padding-left: 6px; border-left: 1px solid #dfdfe3; }
.body-editor__button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-width: 40px;
  min-height: 40px;
  margin: 0;
  padding: 0 8px;
  border: 1px solid transparent;
  border-radius: 4px;
  background: transparent;
  color: #313d3e;
  font: 600 15px/1 inherit;
  font-family: inherit;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
}
.body-editor__button:hover { background: #e8eaef; }
.body-editor__button:focus-visible { outline: 2px solid #3a69c7; outline-offset: 1px; }
.body-editor__button[aria-pressed="true"] { background: #e3ecfb; border-color: #3a69c7; color: #1d4596; }
.body-editor__button[aria-expanded="true"] { background: #e3ecfb; }
.body-editor__icon { flex: none; }
.body-editor__glyph { display: inline-block; min-width: 16px; text-align: center; font-size: 19px; line-height: 1; }
.body-editor__glyph--bold { font-weight: 800; }
.body-editor__glyph--italic { font: italic 600 20px/1 Georgia, "Times New Roman", serif; }
.body-editor__glyph--heading { font-weight: 800; font-size: 21px; }
.body-editor__glyph--subheading { font-weight: 800; font-size: 15px; }
.body-editor__chevron { flex: none; margin-left: -2px; }
/* Words beside the icons where the whole toolbar fits on one line with them; on a narrower editor
   only Link, Picture and Insert keep theirs. Bold and Italic have their letters. */
.body-editor__word--never {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
@container body-editor (max-width: 799px) {
  .body-editor__word:not(.body-editor__word--always) {
    position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
}
@media (max-width: 799px), (pointer: coarse) {
  .body-editor__button { min-width: 44px; min-height: 44px; }
}
/* The menu is a popover fixed to the screen, placed by Toolbar.tsx beside the Insert button: above
   the form's scrolling pane and the preview, which would otherwise cut it off on a phone. */
.body-editor__menu {
  position: fixed;
  inset: auto;
  top: 0;
  left: 0;
  margin: 0;
  z-index: 300;
  color: #313d3e;
  display: flex;
  flex-direction: column;
  overflow-y: auto;
  overscroll-behavior: contain;
  width: min(22rem, calc(100vw - 16px));
  padding: 4px;
  background: #fff;
  border: 1px solid #dfdfe3;
  border-radius: 5px;
  box-shadow: 0 8px 24px rgba(29, 44, 72, 0.18);
}
.body-editor__menu-item {
  flex: none;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  min-height: 44px;
  margin: 0;
  padding: 8px 12px;
  border: 0;
  border-radius: 4px;
  background: transparent;
  color: #313d3e;
  font: inherit;
  text-align: left;
  cursor: pointer;
}
.body-editor__menu-item:hover, .body-editor__menu-item:focus { background: #e3ecfb; outline: none; }
.body-editor__menu-item:focus-visible { outline: 2px solid #3a69c7; outline-offset: -2px; }
.body-editor__menu-label { font-weight: 600; }
.body-editor__menu-description { font-size: 14px; color: #5b6475; }
.body-editor__text .cm-editor { border-radius: 0 0 5px 5px; }
.body-editor__text .cm-content, .body-editor__text .cm-gutter { min-height: 12rem; }
@media (max-width: 799px) {
  .body-editor__text .cm-editor { max-height: var(--body-editor-text-height, 60vh); }
  .body-editor__text .cm-scroller { overflow: auto; overscroll-behavior: contain; }
}

.body-editor-dialog {
  width: min(36rem, calc(100vw - 16px));
  max-width: none;
  max-height: calc(100dvh - 16px);
  margin: auto;
  padding: 0;
  border: 1px solid #dfdfe3;
  border-radius: 8px;
  background: #fff;
  color: #313d3e;
  box-shadow: 0 16px 48px rgba(29, 44, 72, 0.3);
  font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Oxygen-Sans, Ubuntu, Cantarell, "Helvetica Neue", sans-serif;
  font-size: 16px;
  line-height: 1.5;
}
.body-editor-dialog::backdrop { background: rgba(29, 44, 72, 0.45); }
.body-editor-dialog form { display: flex; flex-direction: column; max-height: calc(100dvh - 18px); margin: 0; }
.body-editor-dialog__title { margin: 0; padding: 16px 20px 8px; font-size: 20px; line-height: 1.3; color: #1d2c48; }
.body-editor-dialog__body { display: flex; flex-direction: column; gap: 16px; padding: 8px 20px 16px; overflow: auto; }
.body-editor-dialog__intro { margin: 0; color: #5b6475; }
.body-editor-dialog__actions {
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: 8px;
  padding: 12px 20px;
  border-top: 1px solid #dfdfe3;
  background: #f7f8fa;
}
.body-editor-dialog__busy { margin: 0 auto 0 0; font-weight: 600; color: #1d4596; }
.body-editor-action {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  margin: 0;
  padding: 0 16px;
  border: 1px solid #c9ccd6;
  border-radius: 5px;
  background: #fff;
  color: #313d3e;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.body-editor-action:hover { background: #eff0f4; }
.body-editor-action:focus-visible { outline: 2px solid #3a69c7; outline-offset: 2px; }
.body-editor-action[aria-disabled="true"] { opacity: 0.6; cursor: default; }
.body-editor-action--main { background: #3a69c7; border-color: #3a69c7; color: #fff; }
.body-editor-action--main:hover { background: #2d55a7; }
.body-editor-action--aside { margin-right: auto; color: #a11d12; }
.body-editor-field { display: flex; flex-direction: column; gap: 4px; }
.body-editor-field__label { display: block; padding: 0; font-weight: 600; color: #1d2c48; }
.body-editor-field__hint { margin: 0; font-size: 15px; color: #5b6475; }
.body-editor-field__problem { margin: 0; font-weight: 600; color: #b3261e; }
.body-editor-field__problem::before { content: "⚠ "; }
.body-editor-input {
  display: block;
  width: 100%;
  min-height: 44px;
  margin: 0;
  padding: 9px 12px;
  border: 1px solid #dfdfe3;
  border-radius: 5px;
  background: #fff;
  color: #313d3e;
  font: inherit;
  font-size: 16px;
}
textarea.body-editor-input { resize: vertical; }
.body-editor-input:focus { border-color: #3a69c7; outline: 2px solid #3a69c7; outline-offset: -1px; }
.body-editor-input[aria-invalid="true"] { border-color: #b3261e; }
.body-editor-picker { display: flex; flex-direction: column; gap: 8px; min-width: 0; margin: 0; padding: 0; border: 0; }
.body-editor-picker > legend { margin-bottom: 8px; }
.body-editor-picker__find-label { font-size: 15px; font-weight: 600; color: #5b6475; }
.body-editor-picker__or { margin: 8px 0 0; font-weight: 600; color: #1d2c48; }
.body-editor-picker__list { max-height: 15rem; overflow: auto; border: 1px solid #dfdfe3; border-radius: 5px; padding: 4px; }
.body-editor-picker__list > p { padding: 8px; }
.body-editor-picker__group-name { margin: 8px 8px 2px; font-size: 13px; font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase; color: #5b6475; }
.body-editor-picker__list ul { margin: 0; padding: 0; list-style: none; }
.body-editor-picker__web { display: flex; flex-direction: column; gap: 4px; padding-left: 36px; }
.body-editor-option { display: flex; align-items: center; gap: 12px; min-height: 44px; padding: 6px 8px; border-radius: 4px; cursor: pointer; }
.body-editor-option:hover { background: #f2f4f8; }
.body-editor-option input { flex: none; width: 20px; height: 20px; margin: 0; accent-color: #3a69c7; }
.body-editor-option input:focus-visible { outline: 2px solid #3a69c7; outline-offset: 2px; }
.body-editor-option:has(input:checked) { background: #e3ecfb; }
.body-editor-option__text { display: flex; flex-direction: column; min-width: 0; overflow-wrap: anywhere; }
.body-editor-option__detail { font-size: 14px; color: #5b6475; }
.body-editor-upload { position: relative; display: flex; flex-direction: column; align-items: flex-start; gap: 8px; }
.body-editor-upload__input { position: absolute; width: 1px; height: 1px; opacity: 0; }
.body-editor-upload__input:focus-visible + .body-editor-upload__button { outline: 2px solid #3a69c7; outline-offset: 2px; }
.body-editor-upload__chosen { display: flex; align-items: center; gap: 12px; margin: 0; overflow-wrap: anywhere; }
.body-editor-upload__chosen > span { display: flex; flex-direction: column; }
.body-editor-upload__chosen img { width: 96px; height: 72px; object-fit: cover; border-radius: 4px; border: 1px solid #dfdfe3; }
.body-editor-thumbnails { display: grid; grid-template-columns: repeat(auto-fill, minmax(104px, 1fr)); gap: 8px; }
.body-editor-thumbnail { position: relative; display: flex; flex-direction: column; gap: 4px; padding: 4px; border: 2px solid transparent; border-radius: 6px; cursor: pointer; }
.body-editor-thumbnail:hover { background: #f2f4f8; }
.body-editor-thumbnail:has(input:checked) { border-color: #3a69c7; background: #e3ecfb; }
.body-editor-thumbnail:has(input:focus-visible) { outline: 2px solid #3a69c7; outline-offset: 2px; }
.body-editor-thumbnail input { position: absolute; top: 8px; left: 8px; width: 20px; height: 20px; margin: 0; accent-color: #3a69c7; }
.body-editor-thumbnail img { display: block; width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: 4px; background: #eff0f4; }
.body-editor-thumbnail__name { font-size: 13px; line-height: 1.3; overflow-wrap: anywhere; color: #313d3e; }
`;

/** Puts the editor's styles in the page, once however many editors it shows. */
export function addBodyEditorStyles(): void {
  addEditorStyle("body-editor", CSS);
}
