import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import styled from "styled-components";
import { DECORATIVE } from "../../mdx/body-pictures";
import { Picture } from "../ui/Picture";
import { theme } from "../../styles/theme";

const Figure = styled.figure`
  margin: ${theme.space.xl} 0;

  picture img { border-radius: ${theme.radii.md}; }
`;

const Caption = styled.figcaption`
  margin-top: ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;

export interface BodyPictureProps {
  src?: string;
  alt?: string;
  title?: string;
  /** Set by rehype-figures.ts on a picture that stands alone in its paragraph. */
  "data-figure"?: boolean | string;
  /** The picture's sizes and formats from the image plugin (gatsby/picture-data.ts). */
  image?: IGatsbyImageData;
}

/**
 * A picture a body shows with Markdown's `![alt](./images/file.png "caption")`: the image
 * plugin's responsive sizes in a <picture>, loaded lazily, with its width and height; on its own
 * line, a figure with the Markdown title as its caption.
 */
export function BodyPicture({ src, alt = "", title, "data-figure": figure, image }: BodyPictureProps) {
  if (!image) throw new Error(`the picture ${src ?? "(no address)"} has no image data`);
  const caption = title && title !== DECORATIVE ? title : null;
  const picture = <Picture image={image} alt={alt} />;
  if (!figure) return picture;
  return (
    <Figure>
      {picture}
      {caption ? <Caption>{caption}</Caption> : null}
    </Figure>
  );
}
