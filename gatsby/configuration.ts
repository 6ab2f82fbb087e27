/**
 * Before a run: every setting is what it claims to be (onPreInit); the Gatsby packages are the
 * versions the overrides were checked against, and a production build says which settings it
 * lacks (onPreBootstrap).
 */
import type { GatsbyNode, PreInitArgs } from "gatsby";
import { checkSettings, readSetting } from "../src/config/settings";
import { emailjsConfigured, site } from "../src/config/site";
import { ADMIN_ENV } from "../admin/settings";
import { assertCheckedVersions } from "./overrides/contract";

export function refuseBadSettings({ reporter }: PreInitArgs): void {
  try {
    checkSettings(process.env);
  } catch (error) {
    reporter.panic((error as Error).message);
  }
}

export const checkConfiguration: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  assertCheckedVersions();
  if (process.env.NODE_ENV !== "production") return;
  if (!emailjsConfigured) {
    reporter.warn(
      [
        "",
        "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!",
        "!! EmailJS is not configured: the callback and contact forms of this build     !!",
        "!! cannot send. Visitors will see the failure notice with the mail link.      !!",
        "!! Set GATSBY_EMAILJS_PUBLIC_KEY, GATSBY_EMAILJS_SERVICE_ID,                   !!",
        "!! GATSBY_EMAILJS_CALLBACK_TEMPLATE_ID and GATSBY_EMAILJS_CONTACT_TEMPLATE_ID. !!",
        "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!",
      ].join("\n"),
    );
  }
  if (!readSetting(process.env, ADMIN_ENV.repo)) {
    reporter.warn(`${ADMIN_ENV.repo} is not set, so the editor at /admin has nowhere to save.`);
  }
  if (site.gaMeasurementId === "G-PLACEHOLDER") {
    reporter.warn("GATSBY_GA_MEASUREMENT_ID is not set: analytics uses the placeholder id G-PLACEHOLDER and reports nowhere.");
  }
};
