import { footerQuickLinks, serviceLinks } from "../../../src/config/navigation";
import { limits, site, telHref } from "../../../src/config/site";

describe("site facts", () => {
  it.each([
    ["01632 960123", "tel:+441632960123"],
    ["07700 900456", "tel:+447700900456"],
    ["+44 (0)1525 123 456", "tel:+4401525123456"],
    ["020-7946-0000", "tel:+442079460000"],
  ])("telHref(%s) is %s", (display, href) => {
    expect(telHref(display)).toBe(href);
  });

  it("holds the spec's constants", () => {
    expect(site.tagline).toBe("Empowering Your Future with Technology");
    expect(site.established).toBe(2000);
    expect(site.areaServed).toHaveLength(9);
    expect(site.areaServed[8]).toBe("United Kingdom");
    expect(limits).toEqual({ resubmitCooldownMs: 60000, successNoticeMs: 3000, errorNoticeMs: 10000 });
    expect(site.url).not.toMatch(/\/$/);
  });

  it("has one link list whose routes have no trailing slash", () => {
    for (const link of [...serviceLinks, ...footerQuickLinks]) expect(link.to).toMatch(/^\/[a-z-]+$/);
    expect(serviceLinks).toHaveLength(7);
    expect(footerQuickLinks).toHaveLength(9);
  });
});
