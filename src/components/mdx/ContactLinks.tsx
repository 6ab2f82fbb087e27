import React from "react";
import styled from "styled-components";
import { site } from "../../config/site";
import { theme } from "../../styles/theme";

const List = styled.ul<{ $stacked: boolean }>`
  display: flex;
  flex-direction: ${({ $stacked }) => ($stacked ? "column" : "row")};
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.lg};
  margin: ${theme.space.md} 0 ${theme.space.lg};
  padding: 0;
  list-style: none;

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
        Email: <a href={`mailto:${site.email.contact}`}>{site.email.contact}</a>
      </li>
    </List>
  );
}
