import React from "react";
import styled from "styled-components";
import { links } from "../../config/navigation";
import { site } from "../../config/site";
import { ContactLinks } from "../mdx/ContactLinks";
import { ButtonLink } from "../ui/Button";
import { theme } from "../../styles/theme";

const Box = styled.aside`
  margin-top: ${theme.space.xxl};
  padding: ${theme.space.xl};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceAlt};
  border: 1px solid ${theme.colors.border};

  h2 { font-size: ${theme.fontSizes.xl}; margin-top: 0; }
`;

/** The closing promotion under every post: how to get help, with the contact links. */
export function PostPromo() {
  return (
    <Box aria-labelledby="post-promo-heading">
      <h2 id="post-promo-heading">Want a hand with this?</h2>
      <p>
        Since {site.established} we have helped homes and businesses in {site.towns.slice(0, 3).join(", ")} and beyond
        get more from their technology. Tell us what you are dealing with and we will give you honest advice and a fixed
        price before any work starts.
      </p>
      <ButtonLink to={links.contact.to} variant="accent">
        {links.contact.label}
      </ButtonLink>
      <ContactLinks />
    </Box>
  );
}
