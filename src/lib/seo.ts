/**
 * Canonical addresses and JSON-LD builders (schema.org). Every page's structured data is
 * made here, so the business's identity is described one way everywhere.
 */
import { site } from "../config/site";

export type JsonLd = { "@context"?: "https://schema.org"; "@type": string | string[] } & Record<string, unknown>;

/** The site's one URL form: absolute, no trailing slash (the home page is the bare origin plus "/"). */
export function canonicalUrl(path: string, base: string = site.url): string {
  const [withoutQuery] = path.split(/[?#]/);
  const trimmed = withoutQuery.replace(/\/+$/, "");
  const normalised = trimmed === "" ? "/" : trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
  return `${base.replace(/\/+$/, "")}${normalised}`;
}

/** An absolute address for a site path ("/static/a.png") or an address that already is one. */
export function absoluteUrl(pathOrUrl: string, base: string = site.url): string {
  return new URL(pathOrUrl, `${base.replace(/\/+$/, "")}/`).toString();
}

const businessId = `${site.url}/#business`;

function postalAddress(): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: site.address.street,
    addressLocality: `${site.address.locality}, ${site.address.town}`,
    addressRegion: site.address.county,
    postalCode: site.address.postcode,
    addressCountry: site.address.country,
  };
}

function areaServed(): JsonLd[] {
  return site.areaServed.map((name) =>
    name === "United Kingdom" ? { "@type": "Country", name } : { "@type": "City", name },
  );
}

function contactPoints(): JsonLd[] {
  return [
    {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: site.phones[0].href.replace("tel:", ""),
      email: site.email.contact,
      areaServed: "GB",
      availableLanguage: "en-GB",
    },
    {
      "@type": "ContactPoint",
      contactType: "technical support",
      telephone: site.phones[1].href.replace("tel:", ""),
      email: site.email.support,
      areaServed: "GB",
      availableLanguage: "en-GB",
    },
  ];
}

/** The business itself: a LocalBusiness (and so an Organization) with address, contacts and area. */
export function localBusinessSchema(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": businessId,
    name: site.name,
    slogan: site.tagline,
    description: site.description,
    url: `${site.url}/`,
    logo: `${site.url}/icon-512.png`,
    image: `${site.url}/og-image.png`,
    telephone: site.phones[0].href.replace("tel:", ""),
    email: site.email.contact,
    foundingDate: String(site.established),
    address: postalAddress(),
    areaServed: areaServed(),
    contactPoint: contactPoints(),
    sameAs: [site.socialUrl],
  };
}

/** The provider block nested in services, products and articles. */
function provider(): JsonLd {
  const { "@context": _context, ...business } = localBusinessSchema();
  return business as JsonLd;
}

export interface ServiceSchemaInput {
  name: string;
  description: string;
  path: string;
  serviceType: string;
  image?: string;
}

export function serviceSchema(input: ServiceSchemaInput): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    url: canonicalUrl(input.path),
    ...(input.image ? { image: absoluteUrl(input.image) } : {}),
    provider: provider(),
    areaServed: areaServed(),
  };
}

export interface ProductSchemaInput {
  name: string;
  description: string;
  path: string;
  image?: string;
  rating: { value: number; count: number };
}

/** A product with its aggregate rating (the refurbished PCs page). */
export function productSchema(input: ProductSchemaInput): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    description: input.description,
    url: canonicalUrl(input.path),
    ...(input.image ? { image: absoluteUrl(input.image) } : {}),
    brand: { "@type": "Brand", name: site.name },
    manufacturer: provider(),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: input.rating.value,
      reviewCount: input.rating.count,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

export interface BlogPostingSchemaInput {
  title: string;
  description: string;
  path: string;
  datePublished: string;
  image?: string;
  keywords?: readonly string[];
}

export function blogPostingSchema(input: BlogPostingSchemaInput): JsonLd {
  const url = canonicalUrl(input.path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: input.title,
    description: input.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: input.datePublished,
    dateModified: input.datePublished,
    inLanguage: site.language,
    ...(input.image ? { image: absoluteUrl(input.image) } : {}),
    ...(input.keywords?.length ? { keywords: input.keywords.join(", ") } : {}),
    author: { "@type": "Organization", name: site.name, url: `${site.url}/` },
    publisher: provider(),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** A breadcrumb trail; the home page is always the first step. */
export function breadcrumbSchema(trail: readonly Crumb[]): JsonLd {
  const steps = [{ name: "Home", path: "/" }, ...trail];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: canonicalUrl(step.path),
    })),
  };
}

/** The site as a whole (used on the home page). */
export function websiteSchema(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.name,
    url: `${site.url}/`,
    inLanguage: site.language,
    publisher: { "@id": businessId },
  };
}

/** Page title as shown in the browser tab: the page's own title, then the business name. */
export function pageTitle(title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}
