import { useEffect, useRef } from "react";

/**
 * A ref for an element holding a message: each time `message` changes to one, the element is
 * scrolled just into view, for a message that appears off screen (below a phone's edge, under the
 * consent banner, above a dialog's button). The effect is written in braces: scrollIntoView
 * returns a promise in newer browsers, which React would take for the effect's clean-up.
 */
export function useBroughtIntoView<Element extends HTMLElement>(message: unknown) {
  const ref = useRef<Element>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView({ block: "nearest" });
  }, [message]);
  return ref;
}
