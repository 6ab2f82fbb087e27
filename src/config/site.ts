/**
 * Every business fact the site shows, in one place. Values the business may change
 * without a code change (contact details, ids) come from GATSBY_* environment variables,
 * which Gatsby inlines at build time; see .env.example for the list and defaults, and
 * src/config/settings.ts for what each must be (checked before a build or preview starts).
 */
import { telHref } from "../lib/uk-phone";

/** A configured value, or the documented default when the variable is unset or blank. */
function fromEnv(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

export interface Phone {
  label: string;
  display: string;
  href: string;
}

function phone(label: string, display: string): Phone {
  return { label, display, href: telHref(display) };
}

const phonePrimary = fromEnv(process.env.GATSBY_PHONE_PRIMARY, "01632 960123");
const phoneSecondary = fromEnv(process.env.GATSBY_PHONE_SECONDARY, "07700 900456");

const towns = [
  "Leighton Buzzard",
  "Milton Keynes",
  "Luton",
  "Dunstable",
  "Aylesbury",
  "Bedford",
  "Hemel Hempstead",
  "Northampton",
] as const;

const address = {
  street: "14 Wing Road",
  locality: "Linslade",
  town: "Leighton Buzzard",
  county: "Bedfordshire",
  postcode: "LU7 2NG",
  country: "GB",
};

/** The office's opening hours, as schema.org names the days; times are UK local time. */
export interface OpeningHours {
  days: ReadonlyArray<"Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday">;
  opens: string;
  closes: string;
}

const addressLine = [address.street, address.locality, address.town, address.county, address.postcode].join(", ");

export const site = {
  name: "Ouzel Valley IT",
  tagline: "Empowering Your Future with Technology",
  description:
    "PC repairs, business IT support and web design from Linslade since 2000, for homes and businesses in Leighton Buzzard, Milton Keynes, Luton and beyond.",
  established: 2000,
  url: fromEnv(process.env.GATSBY_SITE_URL, "https://www.ouzelvalleyit.co.uk").replace(/\/+$/, ""),
  language: "en-GB",
  towns,
  /** The eight towns plus the rest of the country, as structured data and copy list it. */
  areaServed: [...towns, "United Kingdom"],
  address,
  addressLine,
  mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine)}`,
  /** Where the office is (14 Wing Road, Linslade), for maps and structured data. */
  geo: { latitude: 51.9147, longitude: -0.6794 },
  openingHours: [
    { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "17:30" },
    { days: ["Saturday"], opens: "09:00", closes: "13:00" },
  ] as readonly OpeningHours[],
  /** Google's price-range notation: "££" is moderate. */
  priceRange: "££",
  /** The picture shown when a page is shared, unless the page has its own. */
  sharingImage: {
    src: "/og-image.png",
    width: 1200,
    height: 630,
    alt: "The Ouzel Valley IT logo beside a browser window with a green tick, above blue and teal waves",
  },
  /** The square logo, for structured data. */
  logo: { src: "/icon-512.png", width: 512, height: 512 },
  phones: [phone("Office", phonePrimary), phone("Mobile", phoneSecondary)] as const,
  email: {
    contact: fromEnv(process.env.GATSBY_CONTACT_EMAIL, "hello@ouzelvalleyit.co.uk"),
    support: fromEnv(process.env.GATSBY_SUPPORT_EMAIL, "support@ouzelvalleyit.co.uk"),
  },
  socialUrl: fromEnv(process.env.GATSBY_SOCIAL_URL, "https://www.facebook.com/ouzelvalleyit"),
  socialName: "Facebook",
  paypalUrl: fromEnv(process.env.GATSBY_PAYPAL_URL, "https://www.paypal.com/paypalme/ouzelvalleyit"),
  /** GA4 measurement id. The default is a marked placeholder so every build exercises analytics. */
  gaMeasurementId: fromEnv(process.env.GATSBY_GA_MEASUREMENT_ID, "G-PLACEHOLDER"),
} as const;

/**
 * EmailJS (the forms' e-mail service). Ids are public by design. Unset in development, the
 * forms post to the dev server's own outbox instead (see gatsby-config developMiddleware).
 */
export const emailjsConfig = {
  publicKey: fromEnv(process.env.GATSBY_EMAILJS_PUBLIC_KEY, ""),
  serviceId: fromEnv(process.env.GATSBY_EMAILJS_SERVICE_ID, ""),
  callbackTemplateId: fromEnv(process.env.GATSBY_EMAILJS_CALLBACK_TEMPLATE_ID, ""),
  contactTemplateId: fromEnv(process.env.GATSBY_EMAILJS_CONTACT_TEMPLATE_ID, ""),
  /** Another API origin (a proxy, or a test server); empty means EmailJS's own. */
  origin: fromEnv(process.env.GATSBY_EMAILJS_ORIGIN, ""),
  /** E-mail addresses the SDK refuses to send from (comma-separated). */
  blockList: fromEnv(process.env.GATSBY_EMAILJS_BLOCK_LIST, "")
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean),
} as const;

/** Whether every id the forms need is configured. */
export const emailjsConfigured = Boolean(
  emailjsConfig.publicKey && emailjsConfig.serviceId && emailjsConfig.callbackTemplateId && emailjsConfig.contactTemplateId,
);

/** Timings and limits that the spec fixes. */
export const limits = {
  /** A form may be sent again this long after its last successful send. */
  resubmitCooldownMs: 60_000,
  successNoticeMs: 3_000,
  errorNoticeMs: 10_000,
} as const;

export const offers = {
  microPlan: {
    /** Pounds sterling per month. */
    pricePerMonth: 49.99,
    supportHoursPerMonth: 2,
    priorityResponseHours: 24,
    extraHoursDiscountPercent: 10,
  },
} as const;

/** "£49.99": a price in pounds as the site writes it. */
export function formatPounds(amount: number): string {
  return new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(amount);
}
