import React from "react";
import styled from "styled-components";
import { ContactForm } from "../components/forms/ContactForm";
import { hydrateLater } from "../components/ui/hydrateLater";
import { linkedPageHead } from "../components/Seo";
import { links } from "../config/navigation";
import { ContactCard } from "../components/ui/ContactCard";
import { TwoColumns } from "../components/ui/TwoColumns";
import { PageIntro } from "../components/ui/PageIntro";
import { site } from "../config/site";
import { StaticIsland } from "../components/ui/StaticIsland";
import { MailLink } from "../components/ui/MailLink";
import { notPrinted } from "../styles/media";

/** The form starts after the rest of the page (hydrateLater), at once if the visitor uses it first. */
const LaterContactForm = hydrateLater(ContactForm);

/** The form and its lead-in: on paper, only the contact details are printed. */
const MessageSection = styled.section`
  ${notPrinted}
`;

export default function ContactPage() {
  return (
    <>
      <PageIntro
        title="Contact Us"
        lead="Ring, e-mail or send a message. We reply the same working day, and usually much sooner."
      />
      <TwoColumns data-area="contact_page">
        <MessageSection aria-labelledby="message-heading">
          <h2 id="message-heading">Send us a message</h2>
          <p>
            Tell us what is happening and which device or service it concerns. For anything urgent, please ring: a
            person answers during working hours.
          </p>
          <LaterContactForm labelledBy="message-heading" />
        </MessageSection>
        <StaticIsland root={ContactCard} as="section" aria-labelledby="details-heading">
          <h2 id="details-heading">Contact details</h2>
          <dl>
            {site.phones.map((phone) => (
              <React.Fragment key={phone.href}>
                <dt>{phone.label}</dt>
                <dd>
                  <a href={phone.href}>{phone.display}</a>
                </dd>
              </React.Fragment>
            ))}
            <dt>General enquiries</dt>
            <dd>
              <MailLink address={site.email.contact} />
            </dd>
            <dt>Technical support</dt>
            <dd>
              <MailLink address={site.email.support} />
            </dd>
            <dt>Address</dt>
            <dd>
              <address>
                <a href={site.mapsUrl} target="_blank" rel="noopener noreferrer">
                  {site.addressLine}
                </a>
              </address>
            </dd>
          </dl>
        </StaticIsland>
      </TwoColumns>
    </>
  );
}

export const Head = linkedPageHead(links.contact, {
  title: "Contact Us: IT Support in Linslade and Leighton Buzzard",
  description: "Call, e-mail or message our Linslade IT team for PC repairs, business IT support and web development across Leighton Buzzard, Milton Keynes and Luton.",
  keywords: ["contact IT support", "computer repair Leighton Buzzard", "IT help Milton Keynes", "support e-mail"],
});
