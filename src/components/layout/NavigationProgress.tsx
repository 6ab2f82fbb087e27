import React, { useEffect, useState, useSyncExternalStore } from "react";
import styled from "styled-components";
import { isNavigating, PROGRESS_DELAY_MS, subscribeNavigation } from "../../lib/navigation-progress";
import { progressBar } from "../../styles/progress-bar";

const Bar = styled.div`
  ${progressBar}
`;

/**
 * A thin bar along the top of the window while a client-side navigation waits for its page
 * (shown after PROGRESS_DELAY_MS, so quick navigations never flash it). Screen readers hear the
 * page's main region as busy meanwhile; Gatsby's route announcer names the new page after.
 */
export function NavigationProgress() {
  const navigating = useSyncExternalStore(subscribeNavigation, isNavigating, () => false);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!navigating) {
      setShown(false);
      return undefined;
    }
    const timer = window.setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigating]);

  useEffect(() => {
    const main = document.getElementById("main");
    if (!shown || !main) return undefined;
    main.setAttribute("aria-busy", "true");
    return () => main.removeAttribute("aria-busy");
  }, [shown]);

  return shown ? <Bar role="progressbar" aria-label="Loading the page" data-testid="navigation-progress" /> : null;
}
