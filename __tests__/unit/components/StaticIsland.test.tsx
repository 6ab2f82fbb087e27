import React, { useState } from "react";
import { act } from "@testing-library/react";
// The server renderer for Node, as Gatsby uses to write the pages (jsdom lacks what the browser one needs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server");
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import styled from "styled-components";
import { setServerHtmlPending, StaticIsland } from "../../../src/components/ui/StaticIsland";

/**
 * The React 18 behaviour static islands rely on (src/components/ui/StaticIsland.tsx): an
 * island keeps the server's nodes through hydration. React 19 empties the element
 * (https://github.com/facebook/react/issues/32975): these tests fail on that upgrade.
 */
const Section = styled.section<{ $tinted?: boolean }>`
  background: ${({ $tinted }) => ($tinted ? "lavender" : "white")};
`;

function Page({ frozen = true, title = "Static part" }: { frozen?: boolean; title?: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        Clicked {clicks}
      </button>
      <StaticIsland root={Section} $tinted id="island" frozen={frozen}>
        <h2>{title}</h2>
        <a href="/blog">Blog</a>
        <img src="/main.png" alt="" />
      </StaticIsland>
    </>
  );
}

let container: HTMLElement;
let root: Root | undefined;
let errors: jest.SpyInstance;

beforeEach(() => {
  container = document.createElement("div");
  document.body.replaceChildren(container);
  errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  setServerHtmlPending(false);
  errors.mockRestore();
});

/** Hydrates `client` over the server HTML of `server`, as the first page load does. */
function hydrate(server: React.ReactElement, client: React.ReactElement = server) {
  container.innerHTML = renderToString(server);
  const serverHtml = container.innerHTML;
  const nodes = Array.from(container.querySelectorAll("#island *"));
  setServerHtmlPending(true);
  act(() => {
    root = hydrateRoot(container, client, { onRecoverableError: () => undefined });
  });
  setServerHtmlPending(false);
  return { serverHtml, nodes };
}

const island = () => container.querySelector("#island")!;

describe("StaticIsland", () => {
  it("keeps the server's nodes and markup through hydration, never comparing them, while the rest of the page hydrates", () => {
    // A client render that would differ inside the island shows it is not rebuilt: no mismatch, the server's text stays.
    const { serverHtml, nodes } = hydrate(<Page title="Server title" />, <Page title="Client title" />);
    expect(nodes).toHaveLength(3);
    expect(Array.from(container.querySelectorAll("#island *"))).toEqual(nodes);
    expect(container.innerHTML).toBe(serverHtml);
    // Jest renders "the server" with a window, where the island's layout effect warns; Gatsby's server has none.
    const warnings = errors.mock.calls.filter(([message]) => !String(message).includes("useLayoutEffect does nothing on the server"));
    expect(warnings).toEqual([]);

    act(() => container.querySelector("button")!.click());
    expect(container.querySelector("button")).toHaveTextContent("Clicked 1");
    expect(Array.from(container.querySelectorAll("#island *"))).toEqual(nodes);
  });

  it("renders its children in its first commit when mounted without server HTML", () => {
    act(() => {
      root = createRoot(container);
      root.render(<Page />);
    });
    const server = document.createElement("div");
    server.innerHTML = renderToString(<Page />);
    expect(island().outerHTML).toBe(server.querySelector("#island")!.outerHTML);
  });

  it("renders its children once no longer frozen, with the server's markup and class names, and stays live", () => {
    const { serverHtml } = hydrate(<Page />);
    act(() => root!.render(<Page frozen={false} title="Next page" />));
    expect(island().querySelector("h2")).toHaveTextContent("Next page");
    act(() => root!.render(<Page frozen title="Back again" />));
    expect(island().querySelector("h2")).toHaveTextContent("Back again");
    act(() => root!.render(<Page frozen={false} />));
    expect(container.innerHTML).toBe(serverHtml);
  });

  it("fills itself when React gives up on hydration and renders the page afresh", () => {
    container.innerHTML = renderToString(<Page />).replace("Clicked 0", "Clicked 9");
    setServerHtmlPending(true);
    act(() => {
      root = hydrateRoot(container, <Page />, { onRecoverableError: () => undefined });
    });
    setServerHtmlPending(false);
    expect(container.querySelector("button")).toHaveTextContent("Clicked 0");
    expect(island().querySelector("a")).toHaveAttribute("href", "/blog");
  });
});
