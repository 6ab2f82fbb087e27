import { footerLabel, footerQuickLinks, links } from "../../../src/config/navigation";

describe("the site's links", () => {
  it("have routes without a trailing slash", () => {
    for (const link of Object.values(links)) expect(link.to).toMatch(/^\/([a-z-]+)?$/);
  });

  // The services between come from their files (content/services): __tests__/unit/components/Footer.test.tsx.
  it("put About us first and Blogs last in the footer's Quick Links, the services between in the order given", () => {
    const services = [
      { to: "/first", label: "First service", footerLabel: "First" },
      { to: "/second", label: "Second service" },
    ];
    expect(footerQuickLinks(services).map((link) => [footerLabel(link), link.to])).toEqual([
      ["About us", "/about"],
      ["First", "/first"],
      ["Second service", "/second"],
      ["Blogs", "/blog"],
    ]);
  });
});
