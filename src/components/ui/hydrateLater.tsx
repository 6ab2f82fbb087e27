import React, { memo, Suspense } from "react";

/**
 * The component, hydrated after the rest of the page: React 18 leaves a Suspense boundary's
 * server HTML for a later, interruptible pass, and hydrates it at once if the visitor uses it
 * first (https://github.com/reactwg/react-18/discussions/130), so the page's first task is
 * shorter. Memoised on its props: an update reaching a boundary before it hydrates would make
 * React hydrate it at once, or render it afresh. The boundary adds `<!--$-->` and `<!--/$-->`
 * around the component's HTML.
 *
 * For a page's own parts only, which a navigation unmounts. React cannot tell which contexts a
 * part still waiting to hydrate reads, so any context change above it (the router's, on a
 * navigation) renders it afresh with React error #421, losing what was typed: so the footer's
 * form, which stays mounted, hydrates with the rest of the layout.
 */
export function hydrateLater<Props extends object>(Component: React.ComponentType<Props>) {
  function Later(props: Props) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  Later.displayName = `HydrateLater(${Component.displayName ?? Component.name})`;
  return memo(Later);
}
