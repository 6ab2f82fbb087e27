import React from "react";
import styled from "styled-components";
import { links } from "../../config/navigation";
import { site } from "../../config/site";
import { above } from "../../styles/media";
import { ButtonLink } from "../ui/Button";
import { HeroColumns } from "../ui/HeroColumns";
import { StaticIsland } from "../ui/StaticIsland";
import { theme } from "../../styles/theme";

const Section = styled.section`
  position: relative;
  overflow: hidden;
  background: radial-gradient(circle at 85% 20%, rgba(90, 169, 230, 0.35), transparent 45%),
    linear-gradient(135deg, ${theme.colors.navyDeep}, ${theme.colors.navy} 55%, #163e6e);
  color: ${theme.colors.onDark};
  padding: ${theme.space.section} 0;
`;

const Eyebrow = styled.p`
  display: inline-block;
  margin-bottom: ${theme.space.md};
  padding: 0.3rem 0.8rem;
  border-radius: ${theme.radii.pill};
  background: rgba(255, 255, 255, 0.1);
  color: ${theme.colors.mint};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  /* Two lines of like length on a phone, not one word left alone on the second. */
  text-wrap: balance;
`;

const Title = styled.h1`
  color: ${theme.colors.onDark};
  font-size: ${theme.fontSizes.display};
  letter-spacing: -0.02em;
`;

const Lead = styled.p`
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.onDarkMuted};
  max-width: 36rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin-top: ${theme.space.xl};
`;

const Art = styled.div`
  display: none;
  ${above("md")} { display: block; }
`;

/** The home page's opening: tagline, what we do, and the two ways in. */
export function Hero({ servicesAnchor }: { servicesAnchor: string }) {
  return (
    <StaticIsland root={Section}>
      <HeroColumns $words={1.25}>
        <div>
          <Eyebrow>Local IT experts in Linslade since {site.established}</Eyebrow>
          <Title>{site.tagline}</Title>
          <Lead>
            Same-day PC repairs, dependable business IT and websites that win customers. We look after homes and
            businesses across Leighton Buzzard, Milton Keynes, Luton and nearby towns, and support clients remotely
            wherever they are.
          </Lead>
          <Actions>
            <ButtonLink to={links.contact.to} variant="accent">
              {links.contact.label}
            </ButtonLink>
            <ButtonLink to={`#${servicesAnchor}`} variant="onDark">
              Explore more
            </ButtonLink>
          </Actions>
        </div>
        <Art aria-hidden="true">
          <svg viewBox="0 0 480 380" width="480" height="380" focusable="false">
            <rect x="40" y="40" width="400" height="250" rx="18" fill="#eef4fb" />
            <rect x="40" y="40" width="400" height="38" rx="18" fill="#1d5fbf" />
            <rect x="40" y="60" width="400" height="18" fill="#1d5fbf" />
            <circle cx="70" cy="59" r="7" fill="#f5a524" />
            <circle cx="94" cy="59" r="7" fill="#c9f0e6" />
            <circle cx="118" cy="59" r="7" fill="#5aa9e6" />
            <rect x="70" y="105" width="190" height="22" rx="6" fill="#0f2a4a" />
            <rect x="70" y="140" width="250" height="12" rx="6" fill="#5b6b7f" opacity="0.5" />
            <rect x="70" y="162" width="220" height="12" rx="6" fill="#5b6b7f" opacity="0.5" />
            <rect x="70" y="200" width="110" height="36" rx="18" fill="#f5a524" />
            <rect x="300" y="105" width="110" height="130" rx="12" fill="#c9f0e6" />
            <path d="M330 175l18 18 34-40" fill="none" stroke="#0e7c6a" strokeWidth="10" strokeLinecap="round" strokeLinejoin="round" />
            <rect x="200" y="290" width="80" height="34" fill="#c6d3e3" />
            <rect x="150" y="322" width="180" height="14" rx="7" fill="#c6d3e3" />
            <circle cx="420" cy="300" r="44" fill="#14a38b" />
            <path d="M400 300l14 14 26-30" fill="none" stroke="#fff" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Art>
      </HeroColumns>
    </StaticIsland>
  );
}
