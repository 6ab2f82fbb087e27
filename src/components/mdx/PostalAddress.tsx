import React from "react";
import styled from "styled-components";
import { site } from "../../config/site";
import { theme } from "../../styles/theme";
import { VisuallyHidden } from "../ui/VisuallyHidden";

const Address = styled.address`
  font-style: normal;
  margin: ${theme.space.md} 0 ${theme.space.lg};

  a { display: inline-block; }
`;

/**
 * The business's postal address (src/config/site.ts), a line for each part, linked to the map:
 * in the footer, and in content as `<PostalAddress />`, so that a move is one change.
 */
export function PostalAddress({ className }: { className?: string }) {
  return (
    <Address className={className}>
      <a href={site.mapsUrl} target="_blank" rel="noopener noreferrer">
        {site.address.street}
        <br />
        {site.address.locality}
        <br />
        {site.address.town}
        <br />
        {site.address.county} {site.address.postcode}
        <VisuallyHidden> (map, opens in a new tab)</VisuallyHidden>
      </a>
    </Address>
  );
}
