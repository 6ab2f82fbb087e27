import React from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useStaticQuery } from "gatsby";
import { Header } from "../../../src/components/layout/Header";
import { render } from "@testing-library/react";
import { SERVICE_MENU, serviceLinksQueryResult } from "../../services";

// The services' links come from content/services, through the static query (src/hooks/useServiceLinks.ts).
beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(serviceLinksQueryResult));

function servicesButton() {
  return screen.getByRole("button", { name: "Services" });
}

function servicesPanel() {
  const id = servicesButton().getAttribute("aria-controls");
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error("Services button controls no element");
  return panel;
}

function menuButton() {
  return screen.getByRole("button", { name: "Menu" });
}

function mobilePanel() {
  const id = menuButton().getAttribute("aria-controls");
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error("Menu button controls no element");
  return panel;
}

describe("Header", () => {
  it("links the logo home and shows the main links with a Contact Us button", () => {
    render(<Header pathname="/" />);
    expect(screen.getByRole("link", { name: /home page/ })).toHaveAttribute("href", "/");
    const nav = screen.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Home", "/"],
      ["About", "/about"],
      ["Blog", "/blog"],
      ["Payment", "/payment"],
      ["Contact Us", "/contact"],
    ]) {
      expect(within(nav).getAllByRole("link", { name })[0]).toHaveAttribute("href", href);
    }
  });

  it("opens the dropdown with Enter, moves with the arrow keys and closes with Escape", async () => {
    const user = userEvent.setup();
    render(<Header pathname="/" />);
    servicesButton().focus();

    await user.keyboard("{Enter}");
    expect(servicesButton()).toHaveAttribute("aria-expanded", "true");

    await user.keyboard("{ArrowDown}");
    expect(within(servicesPanel()).getByRole("link", { name: SERVICE_MENU[0].label })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(within(servicesPanel()).getByRole("link", { name: SERVICE_MENU[1].label })).toHaveFocus();
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(within(servicesPanel()).getByRole("link", { name: SERVICE_MENU[SERVICE_MENU.length - 1].label })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(servicesButton()).toHaveAttribute("aria-expanded", "false");
    expect(servicesButton()).toHaveFocus();
  });

  it("closes the dropdown when focus leaves it and when a link is chosen", async () => {
    const user = userEvent.setup();
    render(<Header pathname="/" />);
    await user.click(servicesButton());
    expect(servicesButton()).toHaveAttribute("aria-expanded", "true");
    await user.click(within(servicesPanel()).getAllByRole("link")[0]);
    expect(servicesButton()).toHaveAttribute("aria-expanded", "false");

    await user.unhover(servicesButton());
    servicesButton().focus();
    await user.keyboard("{Enter}");
    expect(servicesButton()).toHaveAttribute("aria-expanded", "true");
    await user.tab({ shift: true });
    expect(servicesButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the mobile menu with Escape and returns focus to the menu button", async () => {
    const user = userEvent.setup();
    render(<Header pathname="/" />);
    await user.click(menuButton());
    within(mobilePanel()).getByRole("link", { name: "About" }).focus();
    await user.keyboard("{Escape}");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuButton()).toHaveFocus();
  });

  it("closes the mobile menu when focus moves on past its last link, or a tap lands on the page below it", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Header pathname="/" />
        <main>
          <p>The page below</p>
          <button type="button">A control on the page</button>
        </main>
      </>,
    );
    await user.click(menuButton());
    const links = within(mobilePanel()).getAllByRole("link");
    links[links.length - 1].focus();
    await user.tab();
    expect(screen.getByRole("button", { name: "A control on the page" })).toHaveFocus();
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    await user.click(within(mobilePanel()).getByText("Services"));
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByText("The page below"));
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the mobile menu when the route changes", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Header pathname="/" />);
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    rerender(<Header pathname="/about" />);
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });
});
