/** Puts a style sheet of the editor's in the page's head, once: a second call with the same name does nothing. */
export function addEditorStyle(name: string, css: string): void {
  if (document.head.querySelector(`style[data-editor="${name}"]`)) return;
  const style = document.createElement("style");
  style.dataset.editor = name;
  style.textContent = css;
  document.head.append(style);
}
