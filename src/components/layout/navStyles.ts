import { css } from "styled-components";
import { below } from "../../styles/media";
import { theme } from "../../styles/theme";

/** The look of a top-level header link or button. */
export const navLinkStyles = css`
  display: inline-block;
  padding: 0.6rem 0.75rem;
  color: ${theme.colors.navy};
  font-weight: 600;
  font-size: ${theme.fontSizes.md};
  text-decoration: none;
  border-radius: ${theme.radii.sm};
  white-space: nowrap;

  /* A tablet's width holds the whole bar only with the links set closer and smaller. */
  ${below("lg")} { padding: 0.6rem 0.45rem; font-size: ${theme.fontSizes.sm}; }

  &:hover { color: ${theme.colors.primary}; }
  &[aria-current="page"] {
    color: ${theme.colors.primary};
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 0.4em;
  }
`;
