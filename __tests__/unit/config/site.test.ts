import { footerQuickLinks, serviceLinks } from "../../../src/config/navigation";

describe("site facts", () => {
  it("has one link list whose routes have no trailing slash", () => {
    for (const link of [...serviceLinks, ...footerQuickLinks]) expect(link.to).toMatch(/^\/[a-z-]+$/);
  });
});
