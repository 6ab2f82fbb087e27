import React, { useEffect, useId, useRef, useState } from "react";
import { Link } from "gatsby";
import styled from "styled-components";
import { headerCallToAction, headerLinksAfter, headerLinksBefore, mobileLabel, type NavLink } from "../../config/navigation";
import { site } from "../../config/site";
import { useHeldTap } from "../../hooks/useHeldTap";
import { useServiceLinks } from "../../hooks/useServiceLinks";
import { above, below, notPrinted } from "../../styles/media";
import { ButtonLink } from "../ui/Button";
import { Container } from "../ui/Container";
import { StaticIsland } from "../ui/StaticIsland";
import { Logo } from "./Logo";
import { ServicesMenu } from "./ServicesMenu";
import { navLinkStyles } from "./navStyles";
import { theme } from "../../styles/theme";

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndices.header};
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};

  ${notPrinted}
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${theme.layout.headerHeight};
  gap: ${theme.space.md};

  /* A 320 px phone holds the name and the menu button side by side only this close. */
  ${below("sm")} { gap: ${theme.space.sm}; }
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  text-decoration: none;
  border-radius: ${theme.radii.sm};
`;

const DesktopList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  ${below("md")} { display: none; }
  ${below("lg")} { gap: 0; }
`;

const NavItemLink = styled(Link)`
  ${navLinkStyles}
`;

const CtaItem = styled.li`
  margin-left: ${theme.space.sm};

  a { white-space: nowrap; }
  ${below("lg")} {
    margin-left: ${theme.space.xs};
    a { padding-inline: 0.9rem; font-size: ${theme.fontSizes.sm}; }
  }
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0.5rem 0.9rem;
  border: 2px solid ${theme.colors.navy};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.navy};
  font-weight: 600;
  cursor: pointer;

  svg { flex: none; width: 20px; height: 20px; }
  ${above("md")} { display: none; }
  ${below("sm")} { padding-inline: 0.7rem; }
`;

const MobilePanel = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  max-height: calc(100vh - ${theme.layout.headerHeight});
  overflow-y: auto;
  /* Scrolling the menu to its end does not go on to scroll the page under it. */
  overscroll-behavior: contain;
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadows.raised};

  &[hidden] { display: none; }
  ${above("md")} { display: none; }
`;

const MobileList = styled.ul`
  margin: 0;
  padding: ${`${theme.space.sm} ${theme.space.lg} ${theme.space.lg}`};
  list-style: none;

  a {
    display: block;
    padding: 0.8rem 0.25rem;
    color: ${theme.colors.navy};
    font-weight: 600;
    text-decoration: none;
    border-bottom: 1px solid ${theme.colors.border};
  }
  a[aria-current="page"] { color: ${theme.colors.primary}; }
`;

const MobileGroupLabel = styled.p`
  margin: ${`${theme.space.md} 0 0`};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.muted};
`;

const MobileSubList = styled.ul`
  margin: 0;
  padding: 0 0 0 ${theme.space.md};
  list-style: none;

  a { font-weight: 500; }
`;

const MobileCta = styled.li`
  padding-top: ${theme.space.lg};

  && a {
    display: flex;
    border-bottom: 0;
    color: ${theme.colors.navy};
  }
`;

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M4 4l12 12M16 4 4 16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      ) : (
        <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** Sticky site header: logo, main navigation with the Services dropdown, and the mobile menu. */
export function Header({ pathname, firstPage = false }: { pathname: string; firstPage?: boolean }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const servicesHeadingId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const barRef = useRef<HTMLElement>(null);
  const services = useServiceLinks().menu;

  // A route change (including back/forward) always leaves the menu closed.
  useEffect(() => setMenuOpen(false), [pathname]);
  useHeldTap(buttonRef, () => setMenuOpen(true));

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        buttonRef.current?.focus();
      }
    };
    // A tap or click anywhere outside the header (on the page below the open menu) closes it.
    const onPointerDown = (event: PointerEvent) => {
      if (!barRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [menuOpen]);

  // Tabbing on past the menu's last link closes it, so focus never lands on the page hidden
  // under it. (Focus moving to nothing, as a tap on the panel's text does, leaves it open.)
  const closeWhenFocusLeaves = (event: React.FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof HTMLElement && next !== document.body && !event.currentTarget.contains(next)) setMenuOpen(false);
  };

  // The phone menu's links keep the server's HTML on the first page (StaticIsland), so the
  // panel closes for any link followed inside it.
  const closeOnLink = (event: React.MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest("a")) setMenuOpen(false);
  };
  const mobileItem = (link: NavLink) => (
    <li key={link.to}>
      <Link to={link.to}>{mobileLabel(link)}</Link>
    </li>
  );

  return (
    <Bar ref={barRef} data-area="header">
      <Inner as="div">
        <HomeLink to="/" aria-label={`${site.name} home page`}>
          <Logo />
        </HomeLink>
        <nav aria-label="Main" onBlur={closeWhenFocusLeaves}>
          <DesktopList>
            {headerLinksBefore.map((link) => (
              <li key={link.to}>
                <NavItemLink to={link.to}>{link.label}</NavItemLink>
              </li>
            ))}
            <ServicesMenu firstPage={firstPage} />
            {headerLinksAfter.map((link) => (
              <li key={link.to}>
                <NavItemLink to={link.to}>{link.label}</NavItemLink>
              </li>
            ))}
            <CtaItem>
              <ButtonLink to={headerCallToAction.to} variant="accent">
                {headerCallToAction.label}
              </ButtonLink>
            </CtaItem>
          </DesktopList>
          <MenuButton
            ref={buttonRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon open={menuOpen} />
            Menu
          </MenuButton>
          <StaticIsland root={MobilePanel} id={menuId} hidden={!menuOpen} onClick={closeOnLink} frozen={firstPage}>
            <MobileList>
              {headerLinksBefore.map(mobileItem)}
              <li>
                <MobileGroupLabel id={servicesHeadingId}>Services</MobileGroupLabel>
                <MobileSubList aria-labelledby={servicesHeadingId}>{services.map(mobileItem)}</MobileSubList>
              </li>
              {headerLinksAfter.map(mobileItem)}
              <MobileCta>
                <ButtonLink to={headerCallToAction.to} variant="accent">
                  {headerCallToAction.label}
                </ButtonLink>
              </MobileCta>
            </MobileList>
          </StaticIsland>
        </nav>
      </Inner>
    </Bar>
  );
}
