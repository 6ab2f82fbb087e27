/**
 * Every setting the site takes from the environment, GATSBY_* for the pages and CMS_* for the
 * editor, with what its value must be: one zod schema, checked before a build or a preview
 * starts (npm's pre-script, scripts/clear-stale-cache.ts, and Gatsby's first hook, onPreInit),
 * so that a value that is not what it claims to be stops the run at once, naming the setting,
 * its value and a good example. An unset or blank setting takes its default (src/config/site.ts,
 * admin/settings.ts); docs/deploying.md lists them. Node only: the pages read the values Gatsby
 * inlined, and never load zod.
 */
import { z } from "zod";
import { ukNationalNumber } from "../lib/uk-phone";

/** The end of a refused value's message: what it is not, how to write one, and an example. */
const isNot = (what: string, how: string, example: string) => `which is not ${what}: ${how}, e.g. ${example}`;

/** An address with this scheme and nothing after its host (and port) but an optional "/". */
function isOrigin(value: string, schemes: readonly string[]): boolean {
  try {
    const url = new URL(value);
    return schemes.includes(url.protocol) && !url.username && !url.password && url.pathname === "/" && !url.search && !url.hash && value.startsWith(`${url.protocol}//`);
  } catch {
    return false;
  }
}

/** A page's whole https:// address. */
function isHttpsPage(value: string): boolean {
  try {
    return new URL(value).protocol === "https:" && value.startsWith("https://");
  } catch {
    return false;
  }
}

const ukPhone = z.string().refine((value) => ukNationalNumber(value) !== null, isNot("a UK phone number", "write it as you would dial it", "01525 123456"));
const email = (example: string) => z.string().email(isNot("an e-mail address", "write the whole address", example));
const httpsPage = (example: string) => z.string().refine(isHttpsPage, isNot("a web page's address", "write it whole, from https://", example));
/** An id EmailJS gives (a key, a service or a template): letters, digits, "_" and "-". */
const emailjsId = (example: string) => z.string().regex(/^[\w-]+$/, isNot("an EmailJS id", "copy it from the EmailJS dashboard, without spaces", example));

const RULES = {
  GATSBY_SITE_URL: z
    .string()
    .refine((value) => isOrigin(value, ["https:"]), isNot("the site's address", "write https:// and the host name, with no path", "https://www.ouzelvalleyit.co.uk")),
  GATSBY_PHONE_PRIMARY: ukPhone,
  GATSBY_PHONE_SECONDARY: ukPhone,
  GATSBY_CONTACT_EMAIL: email("hello@ouzelvalleyit.co.uk"),
  GATSBY_SUPPORT_EMAIL: email("support@ouzelvalleyit.co.uk"),
  GATSBY_SOCIAL_URL: httpsPage("https://www.facebook.com/ouzelvalleyit"),
  GATSBY_PAYPAL_URL: httpsPage("https://www.paypal.com/paypalme/ouzelvalleyit"),
  GATSBY_GA_MEASUREMENT_ID: z.string().regex(/^G-[A-Z0-9]+$/, isNot("a Google Analytics 4 measurement id", 'copy it from the GA4 data stream, "G-" and capitals and digits', "G-AB12CD34EF")),
  GATSBY_EMAILJS_PUBLIC_KEY: emailjsId("hF3kL9pQ2xR7vB1mZ"),
  GATSBY_EMAILJS_SERVICE_ID: emailjsId("service_ouzel"),
  GATSBY_EMAILJS_CALLBACK_TEMPLATE_ID: emailjsId("template_callback"),
  GATSBY_EMAILJS_CONTACT_TEMPLATE_ID: emailjsId("template_contact"),
  GATSBY_EMAILJS_ORIGIN: z
    .string()
    .refine(
      (value) => isOrigin(value, ["https:"]) || (isOrigin(value, ["http:"]) && ["127.0.0.1", "localhost"].includes(new URL(value).hostname)),
      isNot("an API origin", "write https:// and the host name, with no path (http:// only for 127.0.0.1 or localhost)", "https://api.emailjs.com"),
    ),
  GATSBY_EMAILJS_BLOCK_LIST: z
    .string()
    .refine(
      (value) => value.split(",").every((address) => !address.trim() || z.string().trim().email().safeParse(address).success),
      isNot("a list of e-mail addresses", "separate whole addresses with commas", "spam@example.com, bulk@example.org"),
    ),
  GATSBY_ERROR_TEST_PAGE: z.literal("1", { errorMap: () => ({ message: isNot("a switch", 'set it to 1 to add the error-boundary test page, or leave it unset', "1") }) }),
  CMS_GITHUB_REPO: z.string().regex(/^[A-Za-z0-9-]+\/[\w.-]+$/, isNot("a GitHub repository", "write its owner and name, owner/name", "ouzel-valley/website")),
  CMS_GITHUB_BRANCH: z.string().regex(/^(?!-)(?!.*\.\.)[\w./-]+$/, isNot("a branch name", "write the branch as git names it", "main")),
  CMS_AUTH_BASE_URL: z
    .string()
    .refine((value) => isOrigin(value, ["https:"]), isNot("a sign-in provider's address", "write https:// and the host name, with no path", "https://api.netlify.com")),
  CMS_AUTH_ENDPOINT: z.string().regex(/^\/?[\w.~-]+(?:\/[\w.~-]+)*$/, isNot("a path on the sign-in provider", "write the path alone, without the host", "auth")),
  CMS_LOCAL_PORT: z
    .string()
    .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 65535, isNot("a port", "write a whole number from 1 to 65535", "8081")),
} satisfies Record<`GATSBY_${string}` | `CMS_${string}`, z.ZodType<string>>;

/** The name of one of the site's settings. */
export type SettingName = keyof typeof RULES;

/** Every setting's name, in the order docs/deploying.md lists them. */
export const SETTING_NAMES = Object.keys(RULES) as SettingName[];

/** A setting's value as the site reads it: trimmed, and undefined when unset or blank. */
const given = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

const settingsSchema = z.object(Object.fromEntries(SETTING_NAMES.map((name) => [name, z.preprocess(given, RULES[name].optional())])));

/** Each setting of `env` that is not what it claims to be, as a sentence naming it, its value and a good example. */
export function settingProblems(env: NodeJS.ProcessEnv): string[] {
  const result = settingsSchema.safeParse(env);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `${name} is ${JSON.stringify(given(env[name]))}, ${issue.message}`;
  });
}

/** Stops, with every problem listed, when a setting of `env` is not what it claims to be. */
export function checkSettings(env: NodeJS.ProcessEnv): void {
  const problems = settingProblems(env);
  if (problems.length === 0) return;
  throw new Error(
    [`${problems.length === 1 ? "A setting is" : `${problems.length} settings are`} not what ${problems.length === 1 ? "it claims" : "they claim"} to be (docs/deploying.md, Configuration):`, ...problems.map((problem) => `  ${problem}`)].join("\n"),
  );
}

/** One setting of `env`, trimmed; undefined when unset or blank. Stops, naming it, when its value is not what it claims to be. */
export function readSetting(env: NodeJS.ProcessEnv, name: SettingName): string | undefined {
  checkSettings({ [name]: env[name] });
  return given(env[name]);
}
