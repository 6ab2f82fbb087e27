import React from "react";
import type { HeadFC } from "gatsby";
import { footerLabel, type NavLink } from "../config/navigation";
import { site } from "../config/site";
import { absoluteUrl, breadcrumbSchema, canonicalUrl, localBusinessSchema, pageTitle, type JsonLd, type SharingImage } from "../lib/seo";

export interface SeoProps {
  title: string;
  description: string;
  /** Route of the page, as in the spec: "/about", "/blog/wifi-fixes". */
  path: string;
  /** The search phrases the page answers; every page names its own (content files must list one at least). */
  keywords: readonly string[];
  /** Structured data for the page; the business's LocalBusiness block is always added. */
  schema?: readonly JsonLd[];
  /** The page's name as the one step after Home in its breadcrumb trail, added after `schema`. */
  crumb?: string;
  /** The page's sharing image (address absolute or site-relative, size, description); the site's own otherwise. */
  image?: SharingImage;
  type?: "website" | "article";
  children?: React.ReactNode;
}

/** Everything a page puts in <head>. Rendered by each page's Head export (no theme, no context here). */
export function Seo({ title, description, path, keywords, schema = [], crumb, image = site.sharingImage, type = "website", children }: SeoProps) {
  const fullTitle = pageTitle(title);
  const url = canonicalUrl(path);
  const imageUrl = absoluteUrl(image.src);
  const blocks = [localBusinessSchema(), ...schema, ...(crumb ? [breadcrumbSchema([{ name: crumb, path }])] : [])];

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords.join(", ")} />
      <meta name="robots" content="index, follow" />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={image.alt} />
      <meta name="theme-color" content="#0f2a4a" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      {blocks.map((block, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(block).replace(/</g, "\\u003c") }}
        />
      ))}
      {children}
    </>
  );
}

/**
 * The Head export of a page the navigation links to: its address is the link's, and its name in
 * the breadcrumb trail is the link's full label (the footer's, "About us" where the header says "About").
 */
export const linkedPageHead =
  (link: NavLink, props: Omit<SeoProps, "path" | "crumb">): HeadFC =>
  () => <Seo {...props} path={link.to} crumb={footerLabel(link)} />;
