/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import dotenv from "dotenv";
import { bundled } from "../../../gatsby/code-key";
import { ADMIN_ENV, localPort } from "../../../admin/settings";
import { checkSettings, SETTING_NAMES, settingProblems } from "../../../src/config/settings";

const root = path.resolve(__dirname, "../../..");

/** A value each setting must refuse. */
const BAD: Record<(typeof SETTING_NAMES)[number], string> = {
  GATSBY_SITE_URL: "www.ouzelvalleyit.co.uk",
  GATSBY_PHONE_PRIMARY: "call us",
  GATSBY_PHONE_SECONDARY: "07700 9004",
  GATSBY_CONTACT_EMAIL: "hello at ouzelvalleyit",
  GATSBY_SUPPORT_EMAIL: "support@",
  GATSBY_SOCIAL_URL: "facebook.com/ouzelvalleyit",
  GATSBY_PAYPAL_URL: "http://www.paypal.com/paypalme/ouzelvalleyit",
  GATSBY_GA_MEASUREMENT_ID: "UA-12345-1",
  GATSBY_EMAILJS_PUBLIC_KEY: "my public key",
  GATSBY_EMAILJS_SERVICE_ID: "service id",
  GATSBY_EMAILJS_CALLBACK_TEMPLATE_ID: "template/callback",
  GATSBY_EMAILJS_CONTACT_TEMPLATE_ID: "template contact",
  GATSBY_EMAILJS_ORIGIN: "https://api.emailjs.com/api/v1.0",
  GATSBY_EMAILJS_BLOCK_LIST: "spam@example.com; bulk@example.org",
  GATSBY_ERROR_TEST_PAGE: "yes",
  CMS_GITHUB_REPO: "https://github.com/ouzel-valley/website",
  CMS_GITHUB_BRANCH: "-main",
  CMS_AUTH_BASE_URL: "api.netlify.com",
  CMS_AUTH_ENDPOINT: "https://api.netlify.com/auth",
  CMS_LOCAL_PORT: "80801",
};

describe("the settings", () => {
  it("refuse a phone that is no number, naming the setting, its value and a good example", () => {
    expect(settingProblems({ GATSBY_PHONE_PRIMARY: "call us" })).toEqual([
      'GATSBY_PHONE_PRIMARY is "call us", which is not a UK phone number: write it as you would dial it, e.g. 01525 123456',
    ]);
  });

  it.each(SETTING_NAMES.map((name) => [name, BAD[name]]))("refuse %s=%j, naming it, its value and an example the schema accepts", (name, value) => {
    const [problem, ...more] = settingProblems({ [name]: ` ${value} ` });
    expect(more).toEqual([]);
    expect(problem).toMatch(new RegExp(`^${name} is ${JSON.stringify(value).replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}, which is not .+, e\\.g\\. .+$`));
    const example = problem.slice(problem.lastIndexOf(", e.g. ") + ", e.g. ".length);
    expect(settingProblems({ [name]: example })).toEqual([]);
  });

  it.each(["+44 (0)1525 123456", "01525 123456", "(01525) 123456", "07700-900-456", "+44 7700 900456"])("take the phone number %s", (phone) => {
    expect(settingProblems({ GATSBY_PHONE_PRIMARY: phone, GATSBY_PHONE_SECONDARY: phone })).toEqual([]);
  });

  it("take unset or blank settings (their defaults) and leave other variables alone", () => {
    expect(settingProblems({ GATSBY_PHONE_PRIMARY: "  ", CMS_GITHUB_REPO: "", GATSBY_TELEMETRY_DISABLED: "1", PORT: "x" })).toEqual([]);
  });

  it("stop with every problem listed", () => {
    expect(() => checkSettings({ GATSBY_SITE_URL: BAD.GATSBY_SITE_URL, GATSBY_CONTACT_EMAIL: BAD.GATSBY_CONTACT_EMAIL })).toThrow(
      /^2 settings are not what they claim to be .*\n {2}GATSBY_SITE_URL is "www\.ouzelvalleyit\.co\.uk", .*\n {2}GATSBY_CONTACT_EMAIL is "hello at ouzelvalleyit", /,
    );
  });

  it("are checked when the editor reads one", () => {
    process.env[ADMIN_ENV.localPort] = BAD.CMS_LOCAL_PORT;
    try {
      expect(() => localPort()).toThrow(`CMS_LOCAL_PORT is "${BAD.CMS_LOCAL_PORT}", which is not a port`);
    } finally {
      delete process.env[ADMIN_ENV.localPort];
    }
  });

  it("have a rule for every GATSBY_ and CMS_ variable the code reads, and .env.example suggests only good values", () => {
    const routes = ["src/pages", "src/templates"].flatMap((folder) => readdirSync(path.join(root, folder)).map((name) => `${folder}/${name}`));
    const entries = ["gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx", ...routes];
    const read = bundled(entries, root).env.filter((name) => /^(GATSBY|CMS)_/.test(name));
    expect(read.filter((name) => !(SETTING_NAMES as string[]).includes(name))).toEqual([]);
    const example = dotenv.parse(readFileSync(path.join(root, ".env.example")));
    expect(Object.keys(example).filter((name) => !(SETTING_NAMES as string[]).includes(name))).toEqual([]);
    expect(settingProblems(example)).toEqual([]);
  });
});
