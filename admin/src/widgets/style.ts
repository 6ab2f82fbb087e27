/**
 * The look of the editor's own widgets (widgets/, body/ has its own): Decap's field colours,
 * text at 16 px (phones zoom into smaller fields), and buttons a finger can hit (44 px).
 */
const WIDGET_CSS = `
.site-row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.site-date input { max-width: 12em; }
.site-button { min-height: 44px; padding: 8px 14px; border: 1px solid #3a69c7; border-radius: 5px; background: #fff; color: #3a69c7; font: 600 16px/1.2 system-ui, sans-serif; cursor: pointer; }
.site-button:hover { background: #eef2fb; }
.site-button:focus-visible, .site-choices button:focus-visible { outline: 3px solid #3a69c7; outline-offset: 2px; }
.site-said { margin: 6px 0 0; font: 16px/1.4 system-ui, sans-serif; color: #313d3e; min-height: 1.4em; }
.site-wrong { color: #b3261e; font-weight: 600; }
.site-picture { padding: 12px; }
.site-thumbnail { display: flex; align-items: center; justify-content: center; min-height: 120px; max-width: 320px; background: #f2f2f5; border-radius: 5px; overflow: hidden; font: 15px/1.4 system-ui, sans-serif; color: #4a4a4a; }
.site-thumbnail img { display: block; max-width: 100%; max-height: 200px; }
.site-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.site-dialog { width: min(720px, calc(100vw - 24px)); max-height: calc(100vh - 48px); padding: 16px; border: 0; border-radius: 8px; box-shadow: 0 8px 32px rgba(0,0,0,.3); font: 16px/1.4 system-ui, sans-serif; }
.site-dialog::backdrop { background: rgba(0, 0, 0, 0.45); }
.site-dialog h2 { margin: 0 0 12px; font-size: 20px; }
.site-label { display: grid; gap: 4px; font-weight: 600; margin-bottom: 8px; }
.site-label input { font: 16px/1.4 system-ui, sans-serif; padding: 8px; border: 1px solid #dfdfe3; border-radius: 5px; }
.site-choices { list-style: none; margin: 8px 0 12px; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); gap: 8px; max-height: 50vh; overflow: auto; }
.site-choices button { width: 100%; padding: 6px; border: 1px solid #dfdfe3; border-radius: 5px; background: #fff; cursor: pointer; font: 14px/1.3 system-ui, sans-serif; text-align: left; overflow-wrap: anywhere; }
.site-choices img { display: block; width: 100%; height: auto; aspect-ratio: 16 / 9; object-fit: cover; background: #f2f2f5; margin-bottom: 4px; }
`;

export function addWidgetStyle(): void {
  const style = document.createElement("style");
  style.dataset.editor = "widgets";
  style.textContent = WIDGET_CSS;
  document.head.append(style);
}
