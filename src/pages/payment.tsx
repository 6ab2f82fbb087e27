import React from "react";
import { Link } from "gatsby";
import styled from "styled-components";
import { linkedPageHead } from "../components/Seo";
import { ButtonLink } from "../components/ui/Button";
import { TwoColumns } from "../components/ui/TwoColumns";
import { PageIntro } from "../components/ui/PageIntro";
import { Prose } from "../components/ui/Prose";
import { VisuallyHidden } from "../components/ui/VisuallyHidden";
import { links } from "../config/navigation";
import { site } from "../config/site";
import { StaticIsland } from "../components/ui/StaticIsland";
import { theme } from "../styles/theme";

const PayBox = styled.section`
  align-self: start;
  padding: ${theme.space.xl};
  border: 2px solid ${theme.colors.primary};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};

  h2 { font-size: ${theme.fontSizes.xl}; }
  p { color: ${theme.colors.muted}; font-size: ${theme.fontSizes.sm}; }
  p:last-child { margin: ${theme.space.md} 0 0; }
`;

export default function PaymentPage() {
  return (
    <>
      <PageIntro
        title="Payment"
        lead="Pre-pay securely through PayPal for remote support sessions and agreed work."
      />
      <StaticIsland root={TwoColumns}>
        <Prose>
          <h2>Why we ask for pre-payment</h2>
          <p>
            Remote support is booked and paid for in advance. It lets us reserve a technician for your session and start
            work the moment you connect, without chasing invoices afterwards. We confirm the amount with you before you
            pay, so there are no surprises.
          </p>
          <h2>How it works</h2>
          <ol>
            <li>Contact us and describe the problem; we agree what the session covers and its fixed price.</li>
            <li>Press Pay Now. PayPal opens in a new tab; pay with your PayPal account or a debit or credit card.</li>
            <li>Enter the amount we agreed and your name, so we can match the payment to your booking.</li>
            <li>We confirm your session time, then connect securely with your permission.</li>
          </ol>
          <h2>Safe and simple</h2>
          <p>
            Payments are handled entirely by PayPal: we never see or store your card details. You can also use the same
            page to pay for repairs, upgrades or plan fees we have already agreed with you.
          </p>
        </Prose>
        <PayBox aria-labelledby="pay-heading">
          <h2 id="pay-heading">Pay through PayPal</h2>
          <p>You will leave this site for PayPal&apos;s secure payment page.</p>
          <ButtonLink to={site.paypalUrl} newTab variant="accent">
            Pay Now<VisuallyHidden> (opens PayPal in a new tab)</VisuallyHidden>
          </ButtonLink>
          <p>
            A problem with a payment? <Link to={links.contact.to}>Contact Us</Link> and we will sort it out.
          </p>
        </PayBox>
      </StaticIsland>
    </>
  );
}

export const Head = linkedPageHead(links.payment, {
  title: "Payment: Pre-Pay for Remote IT Support via PayPal",
  description: "Pre-pay for remote IT support and agreed work securely through PayPal. Pay by card or PayPal account; we confirm the amount with you first.",
  keywords: ["pay for IT support", "PayPal payment", "remote support pre-payment", "IT support Leighton Buzzard"],
});
