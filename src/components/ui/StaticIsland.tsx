import React, { forwardRef, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

/**
 * Static islands: parts of a page with nothing to click but links keep the server's HTML when
 * the page starts, instead of React re-creating them (issue 42; docs/performance.md, "Static
 * islands").
 *
 * React 18 has no API for this. The technique its maintainers describe, and every
 * lazy-hydration library uses, is an element hydrated with an empty `dangerouslySetInnerHTML`:
 * React then makes no fibers for its children and leaves their nodes alone
 * (https://github.com/facebook/react/issues/10923). React 19 empties such an element
 * (https://github.com/facebook/react/issues/32975), so a unit test pins the behaviour
 * (__tests__/unit/components/StaticIsland.test.tsx) and fails on that upgrade.
 *
 * - The island's root is the caller's own element (`root`), with the same props on both
 *   sides, so the page's HTML does not change.
 * - Only the first page keeps server HTML, including parts hydrated later (hydrateLater). An
 *   island mounted after a client-side navigation, in the preview or in tests renders its
 *   children at once; one mounted afresh on the first page (the blog's cards shown again after
 *   a search found nothing) fills itself before the screen updates.
 * - A `frozen={false}` island renders its children from then on: the header and footer, which
 *   stay mounted, go live on the first route change so their links mark the new page.
 * - Links inside stay plain anchors until then: gatsby-plugin-catch-links navigates for them.
 *   Nothing else inside may need a handler.
 */

let serverHtmlPending = false;

/** Set before the first render (gatsby-browser.tsx): true when the page arrived with server HTML. */
export function setServerHtmlPending(pending: boolean): void {
  serverHtmlPending = pending;
}

const KEEP_SERVER_HTML = { __html: "" };
const useClientLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

type IslandProps<T extends React.ElementType> = {
  /** The island's own root element or styled component. */
  root: T;
  /** False renders the children now; once live, an island stays live. */
  frozen?: boolean;
  children?: React.ReactNode;
} & Omit<React.ComponentPropsWithoutRef<T>, "children">;

function StaticIslandRender(
  { root: Root, frozen = true, children, ...rootProps }: { root: React.ElementType; frozen?: boolean; children?: React.ReactNode },
  ref: React.ForwardedRef<Element>,
) {
  const [wasLive, setWasLive] = useState(() => !serverHtmlPending);
  const live = wasLive || !frozen;
  if (live && !wasLive) setWasLive(true);
  const own = useRef<Element | null>(null);
  const setRef = useCallback(
    (node: Element | null) => {
      own.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  // An island mounted with no server HTML inside (React rendering the page afresh after a
  // mismatch elsewhere, or a part shown again) renders its children before the screen updates.
  useClientLayoutEffect(() => {
    if (!live && own.current && !own.current.firstChild) setWasLive(true);
  }, []);

  return live ? (
    <Root {...rootProps} ref={setRef}>
      {children}
    </Root>
  ) : (
    <Root {...rootProps} ref={setRef} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />
  );
}

/** Typed by its root: the island takes the root's own props. */
export const StaticIsland = forwardRef(StaticIslandRender) as unknown as <T extends React.ElementType>(
  props: IslandProps<T> & { ref?: React.Ref<Element> },
) => React.ReactElement;
