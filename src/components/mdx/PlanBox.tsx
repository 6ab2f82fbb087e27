import React from "react";
import styled from "styled-components";
import { links } from "../../config/navigation";
import { formatPounds, offers } from "../../config/site";
import { tickBefore } from "../../styles/tick";
import { ButtonAnchor } from "../ui/ButtonAnchor";
import { theme } from "../../styles/theme";

const Box = styled.section`
  margin: ${theme.space.xl} 0;
  padding: ${theme.space.xl};
  border: 2px solid ${theme.colors.primary};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};

  h2 { margin-bottom: ${theme.space.sm}; }
`;

const Price = styled.p`
  font-size: ${theme.fontSizes.xxl};
  font-weight: 800;
  color: ${theme.colors.navy};

  span { font-size: ${theme.fontSizes.md}; font-weight: 500; color: ${theme.colors.muted}; }
`;

const List = styled.ul`
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  list-style: none;

  li {
    padding: 0.5rem 0 0.5rem 2rem;
    border-bottom: 1px solid ${theme.colors.border};
    ${tickBefore("1.2rem", "0rem", "0.65rem")}
  }
`;

/** Everything the plan includes, in the words a customer reads on the page. */
function planInclusions(): string[] {
  const plan = offers.microPlan;
  return [
    `${plan.supportHoursPerMonth} hours of IT support per month`,
    `Priority response within ${plan.priorityResponseHours} hours`,
    `${plan.extraHoursDiscountPercent}% discount on additional hours`,
    "Cyber security analysis",
    "Free annual PC health check",
    "No long-term contract, cancel anytime",
  ];
}

/** The micro business plan's "What's Included" box, built from the business constants. */
export function PlanBox() {
  return (
    <Box aria-labelledby="whats-included">
      <h2 id="whats-included">What&apos;s Included</h2>
      <Price>
        {formatPounds(offers.microPlan.pricePerMonth)} <span>per month</span>
      </Price>
      <List>
        {planInclusions().map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
      <ButtonAnchor to={links.contact.to} variant="accent">
        Start your plan
      </ButtonAnchor>
    </Box>
  );
}
