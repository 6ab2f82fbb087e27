import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * The first render in the browser (Gatsby's replaceHydrateFunction, production only).
 * Gatsby's own hydrateRoot call runs at default priority, which React finishes in one
 * uninterrupted task: about 150 ms on Lighthouse's throttled phone, nearly all of a page's
 * Total Blocking Time. Started as a transition, React hydrates in slices of a few
 * milliseconds and lets the browser in between; a click or key press that arrives meanwhile
 * makes React finish hydrating at once, so the visitor's action still lands.
 * A page whose static HTML is empty is rendered instead, as Gatsby does.
 */
export function hydrateInSlices(element: ReactElement, container: Element): void {
  const prerendered = Boolean(document.getElementById("gatsby-focus-wrapper")?.children.length);
  if (!prerendered) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}

/**
 * Gatsby's onClientEntry. Gatsby starts the page (fetching its data, then hydrating) once every
 * plugin's onClientEntry has settled, in promise callbacks that would otherwise run at the end
 * of the app bundle's own task. Settling on a timer lets the browser in between, so the app's
 * start-up is two shorter tasks instead of one that blocks the page.
 */
export function startInNextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
