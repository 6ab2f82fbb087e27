/** @jest-environment jsdom */

type Navigate = (to: string | number, options?: { replace?: boolean; state?: unknown }) => void;

/** A window with Gatsby's navigate and an address bar that records page loads. */
function fakeWindow(pathname = "/blog") {
  const loads: string[] = [];
  const navigate = jest.fn<void, Parameters<Navigate>>();
  const win = {
    ___navigate: navigate as Navigate | undefined,
    location: { pathname, search: "", assign: (to: string) => loads.push(`assign ${to}`), replace: (to: string) => loads.push(`replace ${to}`) },
  };
  return { win, navigate, loads };
}

type Gate = typeof import("../../../gatsby/overrides/navigation-gate") &
  Pick<typeof import("../../../src/lib/navigation-progress"), "isNavigating"> &
  Pick<typeof import("../../../gatsby/overrides/override-error"), "OverrideError">;

// The gate's state lives in its module, as in the browser: each test starts a fresh one.
function freshGate(): Gate {
  let gate!: Gate;
  jest.isolateModules(() => {
    gate = {
      ...jest.requireActual("../../../gatsby/overrides/navigation-gate"),
      isNavigating: jest.requireActual("../../../src/lib/navigation-progress").isNavigating,
      OverrideError: jest.requireActual("../../../gatsby/overrides/override-error").OverrideError,
    };
  });
  return gate;
}

describe("navigation gate (client-side navigation waits for the router)", () => {
  test("before the router listens, a navigation loads the page, and a replace replaces it", () => {
    const gate = freshGate();
    const { win, navigate, loads } = fakeWindow();
    gate.holdNavigationUntilRouterListens(win);
    win.___navigate!("/about");
    win.___navigate!("/contact", { replace: true });
    expect(loads).toEqual(["assign /about", "replace /contact"]);
    expect(navigate).not.toHaveBeenCalled();
    expect(gate.isNavigating()).toBe(false);
  });

  test("once the router listens, navigation is Gatsby's, and the progress cue starts", () => {
    const gate = freshGate();
    const { win, navigate, loads } = fakeWindow();
    gate.holdNavigationUntilRouterListens(win);
    gate.routerIsListening();
    win.___navigate!("/about", { state: { from: "menu" } });
    expect(navigate).toHaveBeenCalledWith("/about", { state: { from: "menu" } });
    expect(loads).toEqual([]);
    expect(gate.isNavigating()).toBe(true);
  });

  test("a link to the page already shown starts no cue (Gatsby reports no route update for it)", () => {
    const gate = freshGate();
    const { win, navigate } = fakeWindow("/blog");
    gate.holdNavigationUntilRouterListens(win);
    gate.routerIsListening();
    win.___navigate!("/blog#search");
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(gate.isNavigating()).toBe(false);
  });

  test("back and forward by number pass straight to Gatsby, before and after", () => {
    const gate = freshGate();
    const { win, navigate, loads } = fakeWindow();
    gate.holdNavigationUntilRouterListens(win);
    win.___navigate!(-1);
    expect(navigate).toHaveBeenCalledWith(-1, undefined);
    expect(loads).toEqual([]);
  });

  test("stops with an OverrideError when Gatsby has not set up window.___navigate", () => {
    const gate = freshGate();
    const { win } = fakeWindow();
    win.___navigate = undefined;
    expect(() => gate.holdNavigationUntilRouterListens(win)).toThrow(gate.OverrideError);
    expect(() => gate.holdNavigationUntilRouterListens(win)).toThrow(/window\.___navigate is undefined/);
  });

  test("gatsby-link's real navigate, which Link and gatsby-plugin-catch-links use, goes through window.___navigate", () => {
    const { navigate } = jest.requireActual<typeof import("gatsby-link")>("gatsby-link");
    const seen = jest.fn();
    (window as unknown as { ___navigate: unknown }).___navigate = seen;
    navigate("/about", { replace: true });
    expect(seen).toHaveBeenCalledWith("/about", { replace: true });
  });
});
