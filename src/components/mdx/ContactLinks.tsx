import React from "react";
import styled from "styled-components";
import { site } from "../../config/site";
import { theme } from "../../styles/theme";
import { MailLink } from "../ui/MailLink";

const List = styled.ul<{ $stacked: boolean }>`
  /* Doubled, to win over the body's own list rules (Prose: indent, margins, li + li). */
  && {
    display: flex;
    flex-direction: ${({ $stacked }) => ($stacked ? "column" : "row")};
    flex-wrap: wrap;
    gap: ${theme.space.sm} ${theme.space.lg};
    margin: ${theme.space.md} 0 ${theme.space.lg};
    padding: 0;
    list-style: none;
  }
  && > li + li { margin-top: 0; }

  a { font-weight: 600; }
`;

/** The business's two phone numbers and contact e-mail as links, in a row or (`stacked`) a column. */
export function ContactLinks({ stacked = false }: { stacked?: boolean }) {
  return (
    <List $stacked={stacked}>
      {site.phones.map((phone) => (
        <li key={phone.href}>
          {phone.label}: <a href={phone.href}>{phone.display}</a>
        </li>
      ))}
      <li>
        Email: <MailLink address={site.email.contact} />
      </li>
    </List>
  );
}
