import React from "react";
import styled from "styled-components";
import { links } from "../../config/navigation";
import { ButtonAnchor } from "../ui/ButtonAnchor";
import { theme } from "../../styles/theme";

const Wrapper = styled.section`
  margin: ${theme.space.xxl} 0;
  padding-top: ${theme.space.xl};
  border-top: 1px solid ${theme.colors.border};

  &:first-child { border-top: 0; padding-top: 0; margin-top: 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin-top: ${theme.space.lg};
`;

/** Turns a heading into the id its section is linked by ("Remote IT Support" -> "remote-it-support"). */
function sectionId(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

interface SectionProps {
  title: string;
  /** Adds a Contact Us button at the end. */
  contact?: boolean;
  /** Adds a Pre-Payment button to the payment page. */
  payment?: boolean;
  children: React.ReactNode;
}

/** A titled section of a service page, optionally closing with Contact Us / Pre-Payment buttons. */
export function Section({ title, contact, payment, children }: SectionProps) {
  const id = sectionId(title);
  return (
    <Wrapper aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
      {contact || payment ? (
        <Actions>
          {contact ? <ButtonAnchor to={links.contact.to}>Contact Us</ButtonAnchor> : null}
          {payment ? (
            <ButtonAnchor to={links.payment.to} variant="outline">
              Pre-Payment
            </ButtonAnchor>
          ) : null}
        </Actions>
      ) : null}
    </Wrapper>
  );
}
