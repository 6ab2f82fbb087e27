/**
 * A list's "Add …" button (search phrases, a service's lists) puts the cursor in the item it
 * adds. Decap's list widget adds the empty item and leaves the focus on the button
 * (decap-cms-widget-list 3.x, ListControl's handleAdd), so words typed straight after it were
 * lost, and each space pressed the button again, adding an empty item.
 * Relies on: the list's box carries the field's id (ListControl's renderListControl, `id={forID}`)
 * and holds its "Add …" button and its items' fields. __tests__/dev/5-editor.spec.ts types a
 * phrase straight after the button and finds it, alone, in the saved file.
 */
const FIELDS = "input, textarea, select";

export function focusAddedItems(): void {
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    const list = button?.closest<HTMLElement>("[id]");
    if (!button || !list || !/^Add\b/.test(button.textContent?.trim() ?? "")) return;
    // Taken in the capture phase, before Decap's handler adds the item.
    const before = new Set(list.querySelectorAll(FIELDS));
    const observer = new MutationObserver(() => {
      const added = [...list.querySelectorAll<HTMLElement>(FIELDS)].find((field) => !before.has(field));
      if (!added) return;
      observer.disconnect();
      added.focus();
    });
    observer.observe(list, { childList: true, subtree: true });
    setTimeout(() => observer.disconnect(), 2000);
  }, true);
}
