import React from "react";
import { act, render, screen } from "@testing-library/react";
import { NavigationProgress } from "../../../src/components/layout/NavigationProgress";
import { navigationEnded, navigationStarted, PROGRESS_DELAY_MS } from "../../../src/lib/navigation-progress";

/** The cue's timing, by the page's clock: the browser tests check it shows and goes, not when (a busy machine delays every timer). */
describe("NavigationProgress", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = "";
  });

  afterEach(() => {
    act(() => navigationEnded());
    jest.useRealTimers();
  });

  const show = () =>
    render(
      <>
        <NavigationProgress />
        <main id="main" />
      </>,
    );
  const bar = () => screen.queryByRole("progressbar", { name: "Loading the page" });
  const main = () => document.getElementById("main")!;

  it("shows the bar, with the main region busy, once a navigation has run PROGRESS_DELAY_MS, and takes both away when it ends", () => {
    show();
    act(() => navigationStarted());
    act(() => jest.advanceTimersByTime(PROGRESS_DELAY_MS - 1));
    expect(bar()).toBeNull();
    expect(main()).not.toHaveAttribute("aria-busy");
    act(() => jest.advanceTimersByTime(1));
    expect(bar()).not.toBeNull();
    expect(main()).toHaveAttribute("aria-busy", "true");
    act(() => navigationEnded());
    expect(bar()).toBeNull();
    expect(main()).not.toHaveAttribute("aria-busy");
  });

  it("never flashes for a navigation quicker than that", () => {
    show();
    act(() => navigationStarted());
    act(() => jest.advanceTimersByTime(PROGRESS_DELAY_MS - 1));
    act(() => navigationEnded());
    act(() => jest.advanceTimersByTime(PROGRESS_DELAY_MS * 10));
    expect(bar()).toBeNull();
    expect(main()).not.toHaveAttribute("aria-busy");
  });
});
