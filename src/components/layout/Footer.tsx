import React from "react";
import { Link } from "gatsby";
import styled from "styled-components";
import { footerLabel, footerQuickLinks, links } from "../../config/navigation";
import { site } from "../../config/site";
import { useServiceLinks } from "../../hooks/useServiceLinks";
import { above, notPrinted } from "../../styles/media";
import { ContactLinks } from "../mdx/ContactLinks";
import { PostalAddress } from "../mdx/PostalAddress";
import { Container } from "../ui/Container";
import { StaticIsland } from "../ui/StaticIsland";
import { VisuallyHidden } from "../ui/VisuallyHidden";
import { CopyrightYear } from "./CopyrightYear";
import { Logo } from "./Logo";
import { theme } from "../../styles/theme";

const Wrapper = styled.footer`
  background: ${theme.colors.navy};
  color: ${theme.colors.onDarkMuted};
  padding-top: ${theme.space.xxl};
  font-size: ${theme.fontSizes.sm};

  a { color: ${theme.colors.onDark}; }
  a:hover { color: ${theme.colors.amber}; }
  h2 {
    color: ${theme.colors.onDark};
    font-size: ${theme.fontSizes.md};
    letter-spacing: 0.02em;
    margin-bottom: ${theme.space.md};
  }

  ${notPrinted}
`;

const Grid = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.xl};

  ${above("sm")} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${above("lg")} { grid-template-columns: 1.3fr 1fr 1.2fr 1.5fr; }
`;

const Brand = styled.div`
  > a:first-child { display: inline-flex; text-decoration: none; margin-bottom: ${theme.space.md}; }
  p { max-width: 22rem; }
`;

const PlainList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li + li { margin-top: 0.35rem; }
  a { text-decoration: none; display: inline-block; padding: 0.2rem 0; }
  a:hover { text-decoration: underline; }
`;

const Address = styled(PostalAddress)`
  margin: 0 0 ${theme.space.lg};

  a { text-decoration: none; }
  a:hover { text-decoration: underline; }
`;

const Bottom = styled.div`
  margin-top: ${theme.space.xxl};
  padding: ${theme.space.lg} 0;
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  font-size: ${theme.fontSizes.xs};

  p { margin-bottom: ${theme.space.sm}; }
`;

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.onDark};
  text-decoration: underline;
  cursor: pointer;
  font-size: inherit;

  &:hover { color: ${theme.colors.amber}; }
`;

interface FooterProps {
  /** Reopens the analytics consent banner. */
  onCookieSettings: () => void;
  /** The Request a callback form, placed in its own column. */
  callbackForm?: React.ReactNode;
  /** While the first page shows, the columns of links keep the server's HTML (StaticIsland). */
  firstPage?: boolean;
}

export function Footer({ onCookieSettings, callbackForm, firstPage = false }: FooterProps) {
  const quickLinks = footerQuickLinks(useServiceLinks().footer);
  return (
    <Wrapper data-area="footer">
      <Grid>
        <StaticIsland root={Brand} frozen={firstPage}>
          <Link to="/" aria-label={`${site.name} home page`}>
            <Logo onDark />
          </Link>
          <p>{site.tagline}</p>
          <p>
            IT support and web services from Linslade since {site.established}, for homes and businesses across{" "}
            {site.towns.slice(0, 3).join(", ")} and beyond.
          </p>
          <a href={site.socialUrl} target="_blank" rel="noopener noreferrer">
            Follow us on {site.socialName}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </StaticIsland>

        <StaticIsland root="nav" aria-labelledby="footer-quick-links" frozen={firstPage}>
          <h2 id="footer-quick-links">Quick Links</h2>
          <PlainList>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{footerLabel(link)}</Link>
              </li>
            ))}
          </PlainList>
        </StaticIsland>

        <StaticIsland root="div" frozen={firstPage}>
          <h2>Visit us</h2>
          <Address />
          <h2>Get in touch</h2>
          <ContactLinks stacked />
        </StaticIsland>

        {callbackForm ? <div>{callbackForm}</div> : null}
      </Grid>

      <Container>
        <Bottom>
          <p>
            The content of this site is general information and not a complete description of our advisory services.
            By using this site you accept our <Link to={links.terms.to}>Terms</Link> and{" "}
            <Link to={links.terms.to}>Privacy policy</Link>.{" "}
            <LinkButton type="button" onClick={onCookieSettings}>
              Cookie settings
            </LinkButton>
          </p>
          <p>
            © <CopyrightYear /> {site.name}. All rights reserved.
          </p>
        </Bottom>
      </Container>
    </Wrapper>
  );
}
