import { footerLabel, footerQuickLinks, links, mobileLabel, serviceLinks } from "../../../src/config/navigation";

describe("the site's links", () => {
  it("have routes without a trailing slash", () => {
    for (const link of [...serviceLinks, ...footerQuickLinks]) expect(link.to).toMatch(/^\/[a-z-]+$/);
  });

  // The one place the specification's wording of the menus is written out: the component and browser tests take it from here.
  it("carry the specification's labels: the footer's Quick Links, and Web Dev Services in the mobile menu", () => {
    expect(footerQuickLinks.map(footerLabel)).toEqual([
      "About us",
      "Domestic Pc",
      "Custom Built Pc",
      "Refurbished Pc",
      "Pc Upgrades",
      "Business IT",
      "Micro Business Support",
      "Web Development",
      "Blogs",
    ]);
    expect(mobileLabel(links.webdev)).toBe("Web Dev Services");
  });
});
