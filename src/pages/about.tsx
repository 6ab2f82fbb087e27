import React from "react";
import styled from "styled-components";
import { linkedPageHead } from "../components/Seo";
import { links } from "../config/navigation";
import { ServicesSection } from "../components/services/ServicesSection";
import { Container } from "../components/ui/Container";
import { CtaBand } from "../components/ui/CtaBand";
import { PageIntro } from "../components/ui/PageIntro";
import { Prose } from "../components/ui/Prose";
import { site } from "../config/site";
import { above } from "../styles/media";
import { StaticIsland } from "../components/ui/StaticIsland";
import { theme } from "../styles/theme";

const Story = styled(Container)`
  padding-top: ${theme.space.section};
  padding-bottom: ${theme.space.xxl};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.xxl};

  ${above("lg")} { grid-template-columns: 1.6fr 1fr; }
`;

const Facts = styled.dl`
  align-self: start;
  margin: 0;
  padding: ${theme.space.xl};
  background: ${theme.colors.surfaceAlt};
  border-radius: ${theme.radii.lg};

  dt { font-size: ${theme.fontSizes.sm}; color: ${theme.colors.muted}; }
  dd { margin: 0 0 ${theme.space.lg}; font-weight: 700; font-size: ${theme.fontSizes.lg}; color: ${theme.colors.navy}; }
  dd:last-child { margin-bottom: 0; }
`;

export default function AboutPage() {
  const years = new Date().getFullYear() - site.established;
  return (
    <>
      <PageIntro
        title="About us"
        lead={`A local IT team in Linslade, looking after homes and businesses since ${site.established}.`}
      />
      <StaticIsland root={Story}>
        <Prose>
          <h2>Our story</h2>
          <p>
            We started in {site.established} fixing computers for neighbours in Linslade and Leighton Buzzard. Word
            spread, small businesses began to ask for help, and we have been the people they call ever since.
          </p>
          <p>
            Most of our clients are simply too busy to look after their own IT. A bookkeeper with a month-end deadline,
            a builder quoting from a van, a family with three laptops and a printer that never behaves: they want
            technology that works and someone who picks up the phone when it doesn&apos;t.
          </p>
          <p>
            For a small business, a few hours of downtime is as much as it can afford. When the till, the e-mail or the
            shared files stop, so does the work. That is why we fix things the same day where we can, keep spare parts
            on the shelf, support clients remotely and quote fixed prices so nobody hesitates to call.
          </p>
          <h2>How we work</h2>
          <ul>
            <li>Plain English: we explain the problem and the options before we touch anything.</li>
            <li>Fixed prices agreed up front, with no extra charges at the end.</li>
            <li>Your data comes first: we back up before repairs wherever the drive allows.</li>
            <li>
              Local and remote: visits and drop-offs across {site.towns.join(", ")}, and secure remote support for
              clients anywhere in the world.
            </li>
          </ul>
        </Prose>
        <Facts>
          <dt>Established</dt>
          <dd>{site.established}</dd>
          <dt>Years looking after local IT</dt>
          <dd>{years}+</dd>
          <dt>Based in</dt>
          <dd>{site.address.locality}, {site.address.town}</dd>
          <dt>Towns we cover</dt>
          <dd>{site.towns.length}, plus remote support worldwide</dd>
        </Facts>
      </StaticIsland>
      <ServicesSection
        tinted
        title="What we do"
        lead="Seven services, one local team. Choose one to see what is included."
      />
      <CtaBand
        title="Talk to us about your IT"
        text="Whether it is one laptop or a whole office, we will tell you honestly what it needs and what it will cost."
      />
    </>
  );
}

export const Head = linkedPageHead(links.about, {
  title: "About Us: Local IT Support in Linslade Since 2000",
  description: "Since 2000 our Linslade team has kept computers, networks and websites running for homes and small businesses in Leighton Buzzard, Milton Keynes and Luton.",
  keywords: ["about us", "IT company Linslade", "local IT support", "Leighton Buzzard computer repair"],
});
