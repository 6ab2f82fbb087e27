/** @jest-environment jsdom */
import React, { useEffect, useState } from "react";
import { waitFor } from "@testing-library/react";
import { assertPrerenderedRoot, HYDRATION_MARK, hydrateInSlices } from "../../../gatsby/overrides/hydrate";

function Counter() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    document.body.dataset.hydrated = "yes";
  }, []);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      Pressed {count} times
    </button>
  );
}

// Records whether hydrateRoot is called inside startTransition.
const mockCalls: Array<{ inTransition: boolean }> = [];
let mockInTransition = false;
jest.mock("react", () => {
  const actual = jest.requireActual<typeof import("react")>("react");
  return {
    ...actual,
    startTransition: (scope: () => void) => {
      mockInTransition = true;
      actual.startTransition(scope);
      mockInTransition = false;
    },
  };
});
jest.mock("react-dom/client", () => {
  const actual = jest.requireActual<typeof import("react-dom/client")>("react-dom/client");
  return {
    ...actual,
    hydrateRoot: jest.fn((...args: Parameters<typeof actual.hydrateRoot>) => {
      mockCalls.push({ inTransition: mockInTransition });
      return actual.hydrateRoot(...args);
    }),
  };
});

// Gatsby renders its focus wrapper inside #___gatsby, the element it hydrates.
const page = (
  <div id="gatsby-focus-wrapper">
    <Counter />
  </div>
);
// What the server render of the page writes (React marks the seams between text pieces).
const serverHtml = `<button type="button">Pressed <!-- -->0<!-- --> times</button>`;

function mount(html: string): Element {
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper">${html}</div></div>`;
  return document.getElementById("___gatsby") as Element;
}

describe("hydrateInSlices (the first render in the browser)", () => {
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });
  // jsdom has no performance.mark; the marks hydrateInSlices sets, in order.
  const marks: string[] = [];
  beforeEach(() => {
    marks.length = 0;
    Object.defineProperty(performance, "mark", { value: (name: string) => marks.push(name), configurable: true });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    mockCalls.length = 0;
    delete document.body.dataset.hydrated;
  });

  it("hydrates the static HTML as a transition, keeping the server's nodes and wiring their events", async () => {
    const container = mount(serverHtml);
    const serverButton = container.querySelector("button");
    const errors = jest.spyOn(console, "error");

    hydrateInSlices(page, container);
    await waitFor(() => expect(document.body.dataset.hydrated).toBe("yes"));

    expect(mockCalls).toEqual([{ inTransition: true }]);
    expect(marks).toEqual([HYDRATION_MARK]);
    expect(container.querySelector("button")).toBe(serverButton);
    serverButton?.click();
    await waitFor(() => expect(serverButton).toHaveTextContent("Pressed 1 times"));
    expect(errors).not.toHaveBeenCalled();
  });

  it("renders from scratch when the page's static HTML is empty", async () => {
    document.body.innerHTML = `<div id="___gatsby"></div>`;
    const container = document.getElementById("___gatsby") as Element;
    hydrateInSlices(page, container);
    await waitFor(() => expect(container.querySelector("button")).toHaveTextContent("Pressed 0 times"));
    expect(mockCalls).toEqual([]);
    expect(marks).toEqual([]);
  });
});

describe("gatsby-browser.tsx's replaceHydrateFunction (the hook Gatsby calls)", () => {
  const environment = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = environment;
  });

  it("gives Gatsby hydrateInSlices in a production build, and nothing in the preview", async () => {
    const { replaceHydrateFunction } = await import("../../../gatsby-browser");
    process.env.NODE_ENV = "production";
    expect(replaceHydrateFunction!({} as never, {} as never)).toBe(hydrateInSlices);
    process.env.NODE_ENV = "development";
    expect(replaceHydrateFunction!({} as never, {} as never)).toBeUndefined();
  });
});

describe("assertPrerenderedRoot (its guard on every built page)", () => {
  it("passes a page with Gatsby's focus wrapper and stops the build on one without", () => {
    expect(() => assertPrerenderedRoot('<div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"><main></main></div></div>', "index.html")).not.toThrow();
    expect(() => assertPrerenderedRoot('<div id="___gatsby"><main></main></div>', "about/index.html")).toThrow(/"hydrate".*about\/index\.html has no <div id="gatsby-focus-wrapper">/);
  });
});
