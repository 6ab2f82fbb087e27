import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import styled from "styled-components";

/**
 * An image processed by gatsby-plugin-image (sizes, WebP, srcset from `gatsbyImageData`),
 * drawn as a plain responsive <picture>.
 *
 * The plugin's own <GatsbyImage> component fetches its "lazy-hydrate" chunk, which carries
 * react-dom/server (22 KiB gzipped), on every page that shows an image, even though the image
 * is already in the static HTML. Our images need no placeholder swap, so the browser's own
 * lazy loading and this markup do the whole job with no JavaScript.
 */
const Img = styled.img`
  display: block;
  width: 100%;
  height: auto;
`;

export interface PictureProps {
  image: IGatsbyImageData;
  alt: string;
  /** Above the fold: load at once, at high priority (the page's largest image). */
  eager?: boolean;
  className?: string;
}

export function Picture({ image, alt, eager = false, className }: PictureProps) {
  const { fallback, sources = [] } = image.images;
  return (
    <picture className={className}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} media={source.media} />
      ))}
      <Img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding={eager ? "sync" : "async"}
        {...{ fetchpriority: eager ? "high" : undefined }}
      />
    </picture>
  );
}

/**
 * A page's main picture (the one drawn with `eager`), fetched from the start of the page: a
 * preload in its Head with the same candidates and sizes as its first <source>, so the browser
 * picks the same file and fetches it once. gatsby-ssr.tsx moves it above the page's style sheet,
 * where the browser meets it first. At 4x CPU in Chromium the picture's request started 160 to
 * 230 ms sooner, and its largest paint 84 to 180 ms sooner in 7 of 8 series (docs/performance.md,
 * "The main picture preloaded"). How: https://web.dev/articles/optimize-lcp#preload-the-lcp-image
 */
export function PicturePreload({ image }: { image: IGatsbyImageData | null | undefined }) {
  const source = image?.images.sources?.[0];
  const srcSet = source?.srcSet ?? image?.images.fallback?.srcSet;
  if (!srcSet) return null;
  return <link rel="preload" as="image" type={source?.type} imageSrcSet={srcSet} imageSizes={source?.sizes ?? image?.images.fallback?.sizes} {...{ fetchpriority: "high" }} />;
}

/** One image file at a known size (a search result's card image, from the search index). */
export function PlainPicture({ src, width, height, alt }: { src: string; width: number; height: number; alt: string }) {
  return (
    <picture>
      <Img src={src} width={width} height={height} alt={alt} loading="lazy" decoding="async" />
    </picture>
  );
}
