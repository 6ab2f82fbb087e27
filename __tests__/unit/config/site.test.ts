import { footerQuickLinks, serviceLinks } from "../../../src/config/navigation";
import { telHref } from "../../../src/config/site";

describe("site facts", () => {
  it.each([
    ["01632 960123", "tel:+441632960123"],
    ["07700 900456", "tel:+447700900456"],
    ["+44 (0)1525 123 456", "tel:+4401525123456"],
    ["020-7946-0000", "tel:+442079460000"],
  ])("telHref(%s) is %s", (display, href) => {
    expect(telHref(display)).toBe(href);
  });

  it("has one link list whose routes have no trailing slash", () => {
    for (const link of [...serviceLinks, ...footerQuickLinks]) expect(link.to).toMatch(/^\/[a-z-]+$/);
  });
});
