import { readFileSync } from "node:fs";
import path from "node:path";
import { consentButtons } from "../../../src/components/layout/ConsentBanner";

test("the privacy policy names the consent banner's buttons as the banner labels them", () => {
  const policy = readFileSync(path.resolve(__dirname, "../../../content/pages/termsandprivacy.mdx"), "utf8");
  for (const label of Object.values(consentButtons)) expect(policy).toContain(`**If you click ${label}:**`);
});
