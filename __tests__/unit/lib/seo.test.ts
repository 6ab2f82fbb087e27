import {
  blogPostingSchema,
  breadcrumbSchema,
  canonicalUrl,
  localBusinessSchema,
  pageTitle,
  productSchema,
  serviceSchema,
  websiteSchema,
} from "../../../src/lib/seo";
import { site } from "../../../src/config/site";

const BASE = "https://www.ouzelvalleyit.co.uk";

/** A post as the blog template describes it. */
const WIFI_POST = {
  title: "Wi-Fi fixes",
  description: "Better signal",
  path: "/blog/wifi-fixes",
  datePublished: "2025-07-08",
  image: { src: "/static/x.png", width: 1200, height: 630 },
};

/** A block as plain JSON, so tests can walk it without schema-dts's unions. */
type Json = Record<string, any>;
const json = (block: unknown): Json => JSON.parse(JSON.stringify(block)) as Json;

/** The property paths ("publisher.logo.url") a block lacks. */
function missing(block: unknown, paths: readonly string[]): string[] {
  return paths.filter((path) => {
    const value = path.split(".").reduce<unknown>((node, key) => (node as Json | undefined)?.[key], json(block));
    return value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);
  });
}
/** The spec's towns, in its order, then the rest of the country. */
const SPEC_TOWNS = "Leighton Buzzard, Milton Keynes, Luton, Dunstable, Aylesbury, Bedford, Hemel Hempstead, Northampton";

describe("the area served", () => {
  it("is the spec's towns and the United Kingdom, from the site's settings", () => {
    expect(site.areaServed.join(", ")).toBe(`${SPEC_TOWNS}, United Kingdom`);
  });
});

describe("canonicalUrl", () => {
  it.each([
    ["/", `${BASE}/`],
    ["", `${BASE}/`],
    ["/about", `${BASE}/about`],
    ["/about/", `${BASE}/about`],
    ["about", `${BASE}/about`],
    ["/blog/wifi-fixes?q=x#top", `${BASE}/blog/wifi-fixes`],
  ])("%s becomes %s", (path, expected) => {
    expect(canonicalUrl(path)).toBe(expected);
  });

  it("accepts another base without doubling slashes", () => {
    expect(canonicalUrl("/contact", "http://127.0.0.1:9000/")).toBe("http://127.0.0.1:9000/contact");
  });
});

describe("pageTitle", () => {
  it("appends the business name once", () => {
    expect(pageTitle("About us")).toBe("About us | Ouzel Valley IT");
    expect(pageTitle("Ouzel Valley IT | Home")).toBe("Ouzel Valley IT | Home");
  });
});

describe("localBusinessSchema", () => {
  const business = localBusinessSchema();

  it("describes the business with contact points, address and the area served", () => {
    expect(business).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      name: "Ouzel Valley IT",
      slogan: "Empowering Your Future with Technology",
      foundingDate: "2000",
      url: `${BASE}/`,
      address: { "@type": "PostalAddress", addressLocality: "Linslade, Leighton Buzzard", addressCountry: "GB" },
    });
    expect(json(business).areaServed.map((area: Json) => area.name)).toEqual(site.areaServed);
    const points = json(business).contactPoint as Json[];
    expect(points).toHaveLength(2);
    expect(points[0]).toMatchObject({ "@type": "ContactPoint", telephone: "+441632960123", contactType: "customer service" });
    expect(points[1]).toMatchObject({ telephone: "+447700900456", contactType: "technical support" });
  });
});

describe("serviceSchema", () => {
  it("names the service and nests the provider with its contact point, address and area", () => {
    const service = serviceSchema({
      name: "Domestic PC Services",
      description: "Same-day repair",
      path: "/domesticpc",
      serviceType: "Computer repair",
    });
    expect(service).toMatchObject({
      "@type": "Service",
      name: "Domestic PC Services",
      url: `${BASE}/domesticpc`,
      serviceType: "Computer repair",
      provider: { "@type": "LocalBusiness", name: "Ouzel Valley IT", address: { "@type": "PostalAddress" } },
    });
    expect(service.provider).not.toHaveProperty("@context");
    expect(json(service).provider.contactPoint).toHaveLength(2);
    expect(json(service).areaServed.map((area: Json) => area.name)).toEqual(site.areaServed);
  });
});

describe("productSchema", () => {
  it("carries the aggregate rating", () => {
    const product = productSchema({
      name: "Refurbished PCs",
      description: "Tested",
      path: "/refurbished-pc",
      rating: { value: 5, count: 7 },
    });
    expect(product).toMatchObject({
      "@type": "Product",
      url: `${BASE}/refurbished-pc`,
      aggregateRating: { "@type": "AggregateRating", ratingValue: 5, reviewCount: 7, bestRating: 5 },
      manufacturer: { "@type": "LocalBusiness" },
    });
  });
});

describe("blogPostingSchema", () => {
  it("describes an article with its dates, image, keywords and publisher", () => {
    const post = blogPostingSchema({ ...WIFI_POST, keywords: ["wifi", "router"] });
    expect(post).toMatchObject({
      "@type": "BlogPosting",
      headline: "Wi-Fi fixes",
      url: `${BASE}/blog/wifi-fixes`,
      mainEntityOfPage: { "@id": `${BASE}/blog/wifi-fixes` },
      datePublished: "2025-07-08",
      dateModified: "2025-07-08",
      image: { "@type": "ImageObject", url: `${BASE}/static/x.png`, width: { value: 1200 }, height: { value: 630 } },
      keywords: "wifi, router",
      inLanguage: "en-GB",
      author: { "@type": "Organization", name: "Ouzel Valley IT", url: `${BASE}/` },
      publisher: { "@type": "Organization", name: "Ouzel Valley IT", logo: { "@type": "ImageObject", url: `${BASE}/icon-512.png` } },
    });
  });
});

describe("breadcrumbSchema", () => {
  it("starts at Home and numbers each step with its canonical address", () => {
    expect(breadcrumbSchema([{ name: "Blog", path: "/blog" }, { name: "Wi-Fi", path: "/blog/wifi-fixes/" }])).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${BASE}/` },
        { "@type": "ListItem", position: 2, name: "Blog", item: `${BASE}/blog` },
        { "@type": "ListItem", position: 3, name: "Wi-Fi", item: `${BASE}/blog/wifi-fixes` },
      ],
    });
  });
});

describe("websiteSchema", () => {
  it("points at the business as publisher", () => {
    expect(websiteSchema()).toMatchObject({ "@type": "WebSite", url: `${BASE}/`, publisher: { "@id": `${BASE}/#business` } });
  });
});

/**
 * What Google documents for each result type (developers.google.com/search/docs/appearance/
 * structured-data): "required" must be there for the result at all, "recommended" is what a
 * complete listing has. The site's builders are held to both.
 */
describe("Google's required and recommended properties", () => {
  const post = blogPostingSchema(WIFI_POST);

  it.each([
    [
      "LocalBusiness",
      localBusinessSchema(),
      ["name", "address.streetAddress", "address.addressLocality", "address.postalCode", "address.addressCountry"],
      ["url", "telephone", "geo.latitude", "geo.longitude", "openingHoursSpecification.0.dayOfWeek", "openingHoursSpecification.0.opens", "openingHoursSpecification.0.closes", "priceRange", "image", "logo.url", "sameAs"],
    ],
    [
      "BlogPosting (article)",
      post,
      ["headline"],
      ["author.name", "author.url", "datePublished", "dateModified", "image.url", "mainEntityOfPage.@id", "publisher.name", "publisher.logo.url"],
    ],
    [
      "Product (product snippet with a review summary)",
      productSchema({ name: "Refurbished PCs", description: "Tested", path: "/refurbished-pc", image: { src: "/a.png", width: 1200, height: 630 }, rating: { value: 4.8, count: 7 } }),
      ["name", "aggregateRating.ratingValue", "aggregateRating.reviewCount"],
      ["image.url", "description", "brand.name", "aggregateRating.bestRating", "aggregateRating.worstRating"],
    ],
    [
      "Service",
      serviceSchema({ name: "Web Development", description: "Sites", path: "/webdev", serviceType: "Web design", image: { src: "/a.png", width: 1200, height: 630 } }),
      ["name", "provider.name"],
      ["description", "serviceType", "url", "image.url", "areaServed", "provider.address.streetAddress", "provider.telephone"],
    ],
    [
      "BreadcrumbList",
      breadcrumbSchema([{ name: "Blog", path: "/blog" }]),
      ["itemListElement.0.position", "itemListElement.0.name", "itemListElement.0.item", "itemListElement.1.position", "itemListElement.1.name", "itemListElement.1.item"],
      [],
    ],
  ])("%s has every required and recommended property", (_type, block, required, recommended) => {
    expect(missing(block, required)).toEqual([]);
    expect(missing(block, recommended)).toEqual([]);
    expect(json(block)["@context"]).toBe("https://schema.org");
  });

  it("gives the business's opening hours, place and price range from the site config", () => {
    const business = json(localBusinessSchema());
    expect(business.geo).toEqual({ "@type": "GeoCoordinates", latitude: 51.9147, longitude: -0.6794 });
    expect(business.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "17:30" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "13:00" },
    ]);
    expect(business.priceRange).toBe("££");
    expect(business.sameAs).toEqual(["https://www.facebook.com/ouzelvalleyit"]);
    expect(business.logo).toMatchObject({ "@type": "ImageObject", url: `${BASE}/icon-512.png`, width: { value: 512 }, height: { value: 512 } });
  });

  it("gives a post without its own picture the site's sharing image, and a revised post its own modified date", () => {
    const plain = json(blogPostingSchema({ title: "T", description: "D", path: "/blog/t", datePublished: "2025-01-02", dateModified: "2025-03-04" }));
    expect(plain.image.url).toBe(`${BASE}/og-image.png`);
    expect(plain.dateModified).toBe("2025-03-04");
  });
});
