import React, { useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Link } from "gatsby";
import styled from "styled-components";
import { useHeldTap } from "../../hooks/useHeldTap";
import { useServiceLinks } from "../../hooks/useServiceLinks";
import { StaticIsland } from "../ui/StaticIsland";
import { navLinkStyles } from "./navStyles";
import { theme } from "../../styles/theme";

const Item = styled.li`
  position: relative;
`;

const Trigger = styled.button`
  ${navLinkStyles}
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  background: none;
  border: 0;
  cursor: pointer;

  svg { transition: transform 0.15s ease; }
  &[aria-expanded="true"] svg { transform: rotate(180deg); }
`;

const Panel = styled.ul`
  position: absolute;
  top: 100%;
  left: -0.5rem;
  min-width: 15rem;
  margin: 0;
  padding: ${theme.space.sm};
  list-style: none;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.raised};
  z-index: ${theme.zIndices.menu};

  &[hidden] { display: none; }

  a {
    display: block;
    padding: 0.55rem 0.75rem;
    border-radius: ${theme.radii.sm};
    color: ${theme.colors.text};
    text-decoration: none;
    font-weight: 500;
    white-space: nowrap;
  }
  a:hover, a:focus-visible, a[aria-current="page"] {
    background: ${theme.colors.surfaceAlt};
    color: ${theme.colors.primaryDark};
  }
`;

/**
 * The header's Services dropdown (disclosure pattern): opens while a mouse is over it (a
 * finger or pen opens and closes it by tapping the button: a touch screen also sends mouse
 * events for a tap, the last of them leaving, which would close what the tap opened), or from
 * the keyboard with Enter, Space or Arrow Down; Escape closes it and returns focus
 * to the button; Arrow Up/Down move between the links; leaving it with Tab closes it.
 */
export function ServicesMenu({ firstPage = false }: { firstPage?: boolean }) {
  const [open, setOpen] = useState(false);
  const services = useServiceLinks().menu;
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  useHeldTap(triggerRef, () => setOpen(true));
  // While the pointer is over the menu it stays open, so a click there must not close it.
  const hovered = useRef(false);

  const menuLinks = () => Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);

  const focusLink = (index: number) => {
    const items = menuLinks();
    if (items.length === 0) return;
    items[(index + items.length) % items.length].focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const items = menuLinks();
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    switch (event.key) {
      case "Escape":
        if (open) {
          event.preventDefault();
          setOpen(false);
          triggerRef.current?.focus();
        }
        break;
      case "ArrowDown":
        event.preventDefault();
        // Render the panel now, so its first link can take focus straight away.
        if (!open) flushSync(() => setOpen(true));
        focusLink(current + 1);
        break;
      case "ArrowUp":
        if (open) {
          event.preventDefault();
          focusLink(current <= 0 ? items.length - 1 : current - 1);
        }
        break;
      case "Home":
        if (open && current >= 0) {
          event.preventDefault();
          focusLink(0);
        }
        break;
      case "End":
        if (open && current >= 0) {
          event.preventDefault();
          focusLink(items.length - 1);
        }
        break;
    }
  };

  const onBlur = (event: React.FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <Item
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        hovered.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse") return;
        hovered.current = false;
        setOpen(false);
      }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => hovered.current || !isOpen)}
      >
        Services
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4.5 6 8.5l4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </Trigger>
      {/* The links keep the server's HTML on the first page (StaticIsland): one handler closes the menu for any of them. */}
      <StaticIsland
        root={Panel}
        id={panelId}
        ref={panelRef}
        hidden={!open}
        frozen={firstPage}
        onClick={(event: React.MouseEvent<HTMLElement>) => {
          if ((event.target as Element).closest("a")) setOpen(false);
        }}
      >
        {services.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </StaticIsland>
    </Item>
  );
}
