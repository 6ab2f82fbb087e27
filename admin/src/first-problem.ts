/**
 * A save Decap stops for fields left empty takes the author to the first of them: scrolled into
 * view, the cursor in it. Decap marks each field ("Fill this in") but leaves the form where it
 * was, so on a phone, where the form is half the screen, the author saw none of the marks.
 * Relies on (decap-cms-core 3.19): the class names of its styled components carry their names,
 * "…-ControlContainer" (a field) and "…-ControlErrorsList" (its problems), as phone-layout.ts
 * relies on others; and the save is asked for from a menu item "Publish now".
 * __tests__/dev/5-editor.spec.ts publishes an empty new post on a phone and finds the focus in
 * the first field.
 */
const PROBLEMS = '[class*="-ControlErrorsList"]';
const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, [contenteditable="true"], button';

/** The first field marked with a problem, scrolled to and focused; false when none is marked. */
function showFirstProblem(): boolean {
  const field = document.querySelector(PROBLEMS)?.closest<HTMLElement>('[class*="-ControlContainer"]');
  if (!field) return false;
  // After the task that closes the Publish menu, which hands the focus back to its button.
  setTimeout(() => {
    field.scrollIntoView({ block: "center" });
    [...field.querySelectorAll<HTMLElement>(FOCUSABLE)].find((control) => control.offsetParent !== null)?.focus({ preventScroll: true });
  });
  return true;
}

export function leadToFirstProblem(): void {
  // In the capture phase: the menu's own handler ends the click there.
  document.addEventListener("click", (event) => {
    const item = event.target instanceof Element ? event.target.closest('[role="menuitem"]') : null;
    if (!item || !/^Publish now/.test(item.textContent?.trim() ?? "")) return;
    const observer = new MutationObserver(() => showFirstProblem() && observer.disconnect());
    observer.observe(document.body, { childList: true, subtree: true });
    setTimeout(() => observer.disconnect(), 3000);
  }, true);
}
