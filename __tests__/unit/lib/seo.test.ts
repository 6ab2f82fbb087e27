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

const BASE = "https://www.ouzelvalleyit.co.uk";
const TOWNS = [
  "Leighton Buzzard",
  "Milton Keynes",
  "Luton",
  "Dunstable",
  "Aylesbury",
  "Bedford",
  "Hemel Hempstead",
  "Northampton",
  "United Kingdom",
];

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
    expect((business.areaServed as Array<{ name: string }>).map((area) => area.name)).toEqual(TOWNS);
    const points = business.contactPoint as Array<Record<string, string>>;
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
    expect((service.provider as { contactPoint: unknown[] }).contactPoint).toHaveLength(2);
    expect((service.areaServed as Array<{ name: string }>).map((area) => area.name)).toEqual(TOWNS);
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
    const post = blogPostingSchema({
      title: "Wi-Fi fixes",
      description: "Better signal",
      path: "/blog/wifi-fixes",
      datePublished: "2025-07-08",
      image: `${BASE}/static/x.png`,
      keywords: ["wifi", "router"],
    });
    expect(post).toMatchObject({
      "@type": "BlogPosting",
      headline: "Wi-Fi fixes",
      url: `${BASE}/blog/wifi-fixes`,
      mainEntityOfPage: { "@id": `${BASE}/blog/wifi-fixes` },
      datePublished: "2025-07-08",
      image: `${BASE}/static/x.png`,
      keywords: "wifi, router",
      inLanguage: "en-GB",
      publisher: { "@type": "LocalBusiness" },
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
