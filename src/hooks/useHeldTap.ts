import { useEffect, type RefObject } from "react";
import { READY_ATTRIBUTE, TAP_HELD_ATTRIBUTE } from "../lib/early-submit";

/**
 * A menu's button tapped before its code started (src/lib/early-submit.ts): once it starts, the
 * button is marked ready and a held tap opens the menu. Opens, not toggles: React may have
 * delivered that very tap itself, if it came after React began to listen. An effect, called
 * after any effect that closes the menu as the page starts, so that it runs after them.
 */
export function useHeldTap(button: RefObject<HTMLButtonElement>, open: () => void): void {
  useEffect(() => {
    const element = button.current;
    if (!element) return;
    element.setAttribute(READY_ATTRIBUTE, "");
    if (element.hasAttribute(TAP_HELD_ATTRIBUTE)) {
      element.removeAttribute(TAP_HELD_ATTRIBUTE);
      open();
    }
    // Once, as the button's code starts.
  }, []);
}
