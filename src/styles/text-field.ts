import { css } from "styled-components";
import { theme } from "./theme";

/** The one look of a text box on the site: the forms' fields and the blog's search box. */
export const textField = css`
  border: 2px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.md};
  width: 100%;
  min-height: 2.75rem;
  padding: 0.55rem 0.8rem;

  &:focus { border-color: ${theme.colors.primary}; }
`;
