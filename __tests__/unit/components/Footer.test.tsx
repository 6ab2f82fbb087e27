import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useStaticQuery } from "gatsby";
import { Footer } from "../../../src/components/layout/Footer";
import { site } from "../../../src/config/site";
import { render } from "@testing-library/react";
import { serviceLinksQueryResult } from "../../services";

// The services' links come from content/services, through the static query (src/hooks/useServiceLinks.ts).
beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(serviceLinksQueryResult));

describe("Footer", () => {
  afterEach(() => jest.useRealTimers());

  it("shows the logo, tagline, social link, Linslade address with a maps link, and contact links", () => {
    render(<Footer onCookieSettings={() => undefined} />);
    expect(screen.getByRole("link", { name: /home page/ })).toHaveAttribute("href", "/");
    expect(screen.getByText("Empowering Your Future with Technology")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Follow us on/ })).toHaveAttribute("href", site.socialUrl);

    const maps = screen.getByRole("link", { name: /Linslade/ });
    expect(maps.getAttribute("href")).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*Linslade/);
    expect(maps).toHaveAttribute("target", "_blank");
    expect(maps).toHaveAttribute("rel", "noopener noreferrer");

    const telLinks = screen.getAllByRole("link").filter((link) => link.getAttribute("href")?.startsWith("tel:"));
    expect(telLinks.map((link) => link.getAttribute("href"))).toEqual(site.phones.map((phone) => phone.href));
    const mail = screen.getAllByRole("link").filter((link) => link.getAttribute("href")?.startsWith("mailto:"));
    expect(mail.map((link) => link.getAttribute("href"))).toEqual([`mailto:${site.email.contact}`]);
  });

  it("prints the copyright line with the current year from the visitor's clock", () => {
    jest.useFakeTimers({ now: new Date("2031-03-04T10:00:00Z") });
    render(<Footer onCookieSettings={() => undefined} />);
    expect(screen.getByText(/All rights reserved\./).textContent).toBe(`© 2031 ${site.name}. All rights reserved.`);
  });

  it("reopens the cookie choice from its footer button", async () => {
    const user = userEvent.setup();
    const onCookieSettings = jest.fn();
    render(<Footer onCookieSettings={onCookieSettings} />);
    await user.click(screen.getByRole("button", { name: "Cookie settings" }));
    expect(onCookieSettings).toHaveBeenCalledTimes(1);
  });

  it("holds the callback form in its own column only when one is given", () => {
    const { rerender } = render(<Footer onCookieSettings={() => undefined} />);
    expect(screen.queryByTestId("callback")).not.toBeInTheDocument();
    rerender(<Footer onCookieSettings={() => undefined} callbackForm={<form data-testid="callback" />} />);
    expect(screen.getByTestId("callback")).toBeInTheDocument();
  });
});
