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

/** One image file at a known size (a search result's card image, from the search index). */
export function PlainPicture({ src, width, height, alt }: { src: string; width: number; height: number; alt: string }) {
  return (
    <picture>
      <Img src={src} width={width} height={height} alt={alt} loading="lazy" decoding="async" />
    </picture>
  );
}
