/**
 * Canonical addresses and JSON-LD builders (schema.org). Every page's structured data is
 * made here, so the business's identity is described one way everywhere.
 */
import type {
  BlogPostingLeaf,
  BreadcrumbListLeaf,
  ContactPoint,
  ImageObjectLeaf,
  LocalBusinessLeaf,
  OrganizationLeaf,
  Place,
  PostalAddress,
  ProductLeaf,
  ServiceLeaf,
  Thing,
  WebSiteLeaf,
  WithContext,
} from "schema-dts";
import { site } from "../config/site";

/** A top-level JSON-LD block of any schema.org type (types from schema-dts). */
export type JsonLd = WithContext<Thing>;

/** A picture shared with a page or named in structured data: address, size and description. */
export interface SharingImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * A content file's sharing image from its image's 1200 x 630 crop (`og` in the templates'
 * queries), or undefined, for the site's own, when there is none.
 */
export function sharingImage(
  og: { readonly src?: string | null; readonly width?: number | null; readonly height?: number | null } | null | undefined,
  alt: string | null | undefined,
): SharingImage | undefined {
  return og?.src && og.width && og.height ? { src: og.src, width: og.width, height: og.height, alt: alt ?? "" } : undefined;
}

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

function postalAddress(): PostalAddress {
  return {
    "@type": "PostalAddress",
    streetAddress: site.address.street,
    addressLocality: `${site.address.locality}, ${site.address.town}`,
    addressRegion: site.address.county,
    postalCode: site.address.postcode,
    addressCountry: site.address.country,
  };
}

function areaServed(): Place[] {
  return site.areaServed.map((name): Place =>
    name === "United Kingdom" ? { "@type": "Country", name } : { "@type": "City", name },
  );
}

function contactPoints(): ContactPoint[] {
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

/** An image as schema.org describes one, with its size (and caption, when it has one). */
function imageObject(image: Omit<SharingImage, "alt"> & { alt?: string }): ImageObjectLeaf {
  return {
    "@type": "ImageObject",
    url: absoluteUrl(image.src),
    width: { "@type": "QuantitativeValue", value: image.width, unitCode: "E37" },
    height: { "@type": "QuantitativeValue", value: image.height, unitCode: "E37" },
    ...(image.alt ? { caption: image.alt } : {}),
  };
}

/** The business itself: a LocalBusiness (and so an Organization) with address, contacts, hours and area. */
export function localBusinessSchema(): WithContext<LocalBusinessLeaf> {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": businessId,
    name: site.name,
    slogan: site.tagline,
    description: site.description,
    url: `${site.url}/`,
    logo: imageObject(site.logo),
    image: absoluteUrl(site.sharingImage.src),
    telephone: site.phones[0].href.replace("tel:", ""),
    email: site.email.contact,
    foundingDate: String(site.established),
    address: postalAddress(),
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: site.openingHours.map((hours) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [...hours.days],
      opens: hours.opens,
      closes: hours.closes,
    })),
    priceRange: site.priceRange,
    areaServed: areaServed(),
    contactPoint: contactPoints(),
    sameAs: [site.socialUrl],
  };
}

/** The provider block nested in services and products. */
function provider(): LocalBusinessLeaf {
  const { "@context": _context, ...business } = localBusinessSchema();
  return business;
}

/** The business as an article's publisher: an Organization with its logo, as Google reads it. */
function publisher(): OrganizationLeaf {
  return {
    "@type": "Organization",
    "@id": businessId,
    name: site.name,
    url: `${site.url}/`,
    logo: imageObject(site.logo),
    sameAs: [site.socialUrl],
  };
}

export interface ServiceSchemaInput {
  name: string;
  description: string;
  path: string;
  serviceType: string;
  image?: Omit<SharingImage, "alt">;
}

/** A service the business offers, with the business as provider and the area it covers. */
export function serviceSchema(input: ServiceSchemaInput): WithContext<ServiceLeaf> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    url: canonicalUrl(input.path),
    ...(input.image ? { image: imageObject(input.image) } : {}),
    provider: provider(),
    areaServed: areaServed(),
  };
}

export interface ProductSchemaInput {
  name: string;
  description: string;
  path: string;
  image?: Omit<SharingImage, "alt">;
  rating: { value: number; count: number };
}

/** A rating as the page shows it: search engines take a marked-up rating only when visitors can read it too. */
export function ratingWords(rating: { value: number; count: number }): string {
  return `Rated ${rating.value} out of 5 from ${rating.count} reviews`;
}

/** A product with its aggregate rating (the refurbished PCs page): what Google's product snippets need. */
export function productSchema(input: ProductSchemaInput): WithContext<ProductLeaf> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    description: input.description,
    url: canonicalUrl(input.path),
    ...(input.image ? { image: imageObject(input.image) } : {}),
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
  /** YYYY-MM-DD. */
  datePublished: string;
  /** YYYY-MM-DD; the publication date when the post has not been revised. */
  dateModified?: string;
  image?: Omit<SharingImage, "alt">;
  keywords?: readonly string[];
}

/** A blog post with everything Google's article results read: author, dates, image, publisher and logo. */
export function blogPostingSchema(input: BlogPostingSchemaInput): WithContext<BlogPostingLeaf> {
  const url = canonicalUrl(input.path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: input.title,
    description: input.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    inLanguage: site.language,
    image: imageObject(input.image ?? site.sharingImage),
    ...(input.keywords?.length ? { keywords: input.keywords.join(", ") } : {}),
    author: { "@type": "Organization", name: site.name, url: `${site.url}/` },
    publisher: publisher(),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** A breadcrumb trail; the home page is always the first step. */
export function breadcrumbSchema(trail: readonly Crumb[]): WithContext<BreadcrumbListLeaf> {
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
export function websiteSchema(): WithContext<WebSiteLeaf> {
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
