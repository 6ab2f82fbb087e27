import React from "react";
import styled from "styled-components";
import { publicationLabel } from "../../lib/publishing";
import { theme } from "../../styles/theme";

const Label = styled.p`
  display: inline-block;
  margin: 0 0 ${theme.space.sm};
  padding: 0.15rem 0.6rem;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.amber};
  color: ${theme.colors.navyDeep};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.03em;
  text-transform: uppercase;
`;

interface PublicationLabelProps {
  fields: { draft: boolean; scheduled: boolean };
  date?: string | null;
}

/** "Draft" or "Scheduled" on a file a production build leaves out; nothing on a published one. */
export function PublicationLabel({ fields, date }: PublicationLabelProps) {
  const text = publicationLabel(fields, date);
  return text ? <Label data-publication={fields.draft ? "draft" : "scheduled"}>{text}</Label> : null;
}
