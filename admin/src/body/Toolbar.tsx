/**
 * The body editor's toolbar: bold, italic, heading, subheading, bulleted and numbered list,
 * link, picture, and an Insert menu of the site's components. A toolbar in ARIA's sense: one
 * stop for Tab, arrow keys move along it; each button is named in words, shows its shortcut on
 * hover (title) and to assistive technology (aria-keyshortcuts), and shows whether the cursor
 * is in bold text, a heading or a list (aria-pressed). Pressing a button with the mouse or a
 * finger leaves the focus (and a phone's keyboard) in the text. The Insert menu is a popover (the
 * browser's top layer, above Decap's panes and buttons, as the dialogs are), placed by Floating
 * UI beside its button (on a phone, over the preview below the form): under it,
 * or above it where there is more room, and as tall as the screen allows, scrolling inside
 * when a phone's keyboard leaves little (https://floating-ui.com/docs/computePosition).
 */
import { autoUpdate, computePosition, flip, offset, shift, size } from "@floating-ui/dom";
import React, { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { COMPONENTS } from "./ComponentDialog";
import { SHORTCUTS, type Action } from "./editor-setup";
import type { ComponentName } from "./snippets";

export type ToolbarAction = Action | "picture";

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

/** A shortcut as the author's keyboard names it: "Ctrl+Alt+2", or "⌘⌥2" on a Mac. */
function shortcutText(key: string, mac: boolean): string {
  const parts = key.split("-");
  const last = parts.pop()!.toUpperCase();
  const names: Record<string, [string, string]> = { Mod: ["Ctrl", "⌘"], Alt: ["Alt", "⌥"], Shift: ["Shift", "⇧"] };
  return mac ? parts.map((part) => names[part][1]).join("") + last : [...parts.map((part) => names[part][0]), last].join("+");
}

/** The same shortcut for aria-keyshortcuts: "Control+Alt+2", or "Meta+Alt+2". */
const ariaShortcut = (key: string, mac: boolean) =>
  key
    .split("-")
    .map((part) => (part === "Mod" ? (mac ? "Meta" : "Control") : part.length === 1 ? part.toUpperCase() : part))
    .join("+");

const Svg = ({ children }: { children: ReactNode }) => (
  <svg className="body-editor__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    {children}
  </svg>
);

/** A letter drawn as a button's icon, in the glyph's own style (styles.ts: body-editor__glyph--<kind>). */
const Glyph = ({ kind, letter }: { kind: string; letter: string }) => (
  <span className={`body-editor__glyph body-editor__glyph--${kind}`} aria-hidden="true">
    {letter}
  </span>
);

const ICONS: Record<ToolbarAction, ReactNode> = {
  bold: <Glyph kind="bold" letter="B" />,
  italic: <Glyph kind="italic" letter="I" />,
  heading: <Glyph kind="heading" letter="H" />,
  subheading: <Glyph kind="subheading" letter="H" />,
  bulleted: (
    <Svg>
      <circle cx="5" cy="6.5" r="1.3" fill="currentColor" stroke="none" />
      <circle cx="5" cy="12" r="1.3" fill="currentColor" stroke="none" />
      <circle cx="5" cy="17.5" r="1.3" fill="currentColor" stroke="none" />
      <path d="M9.5 6.5H20M9.5 12H20M9.5 17.5H20" />
    </Svg>
  ),
  numbered: (
    <Svg>
      <path d="M4 4.5h1.5V9M3.8 9h3.2M3.8 14.2c.3-.8 1-1.2 1.8-1.2 1 0 1.6.6 1.6 1.4 0 1.4-3.4 2.2-3.4 4.1h3.5" strokeWidth="1.5" />
      <path d="M11 6.5H20M11 12H20M11 17.5H20" />
    </Svg>
  ),
  link: (
    <Svg>
      <path d="M10 13.5a4 4 0 0 0 6 .4l3-3a4 4 0 0 0-5.7-5.7l-1.2 1.2" />
      <path d="M14 10.5a4 4 0 0 0-6-.4l-3 3a4 4 0 0 0 5.7 5.7l1.2-1.2" />
    </Svg>
  ),
  picture: (
    <Svg>
      <rect x="3" y="4.5" width="18" height="15" rx="2" />
      <circle cx="9" cy="10" r="1.8" />
      <path d="M21 16.5l-5-5-8.5 8" />
    </Svg>
  ),
};

interface ButtonSpec {
  action: ToolbarAction;
  label: string;
  /** Its word beside the icon: always (the icon alone would not say it), where there is room, or never (B and I say it). */
  word: "always" | "room" | "never";
  /** A format the cursor can be in (aria-pressed). */
  toggle: boolean;
}

const GROUPS: ButtonSpec[][] = [
  [
    { action: "bold", label: "Bold", word: "never", toggle: true },
    { action: "italic", label: "Italic", word: "never", toggle: true },
  ],
  [
    { action: "heading", label: "Heading", word: "room", toggle: true },
    { action: "subheading", label: "Subheading", word: "room", toggle: true },
  ],
  [
    { action: "bulleted", label: "Bulleted list", word: "room", toggle: true },
    { action: "numbered", label: "Numbered list", word: "room", toggle: true },
  ],
  [
    { action: "link", label: "Link", word: "always", toggle: false },
    { action: "picture", label: "Picture", word: "always", toggle: false },
  ],
];

interface ToolbarProps {
  /** The field's name ("Body"), for the toolbar's own. */
  label: string;
  /** The id of the editing element the toolbar formats. */
  controls: string;
  active: ReadonlySet<string>;
  onAction(action: ToolbarAction): void;
  onInsert(name: ComponentName): void;
}

/** Room kept between the Insert menu and the screen's edges, and the least height it is given (two items), in pixels. */
const MENU_MARGIN = 8;
const MENU_LEAST_HEIGHT = 120;

/** Keeps a press of a toolbar button from taking the focus (and a phone's keyboard) from the text. */
const keepFocus = (event: React.MouseEvent) => event.preventDefault();

export function Toolbar({ label, controls, active, onAction, onInsert }: ToolbarProps) {
  const mac = isMac();
  const menuId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const [current, setCurrent] = useState(0);
  const [menuOpen, setMenuOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const specs = GROUPS.flat();
  const insertIndex = specs.length;

  const move = (event: KeyboardEvent) => {
    const count = insertIndex + 1;
    const to = { ArrowRight: current + 1, ArrowLeft: current - 1 + count, Home: 0, End: count - 1 }[event.key];
    if (to === undefined || menuOpen) return;
    event.preventDefault();
    const next = to % count;
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  const closeMenu = (focusButton: boolean) => {
    setMenuOpen(false);
    if (focusButton) buttons.current[insertIndex]?.focus();
  };

  // The open menu kept beside its button as the form scrolls or the screen changes (a phone's keyboard).
  useLayoutEffect(() => {
    const button = buttons.current[insertIndex];
    const floating = menu.current;
    if (!menuOpen || !button || !floating) return undefined;
    // In the top layer where the browser has one (else a fixed box, as the style sheet draws it).
    floating.showPopover?.();
    return autoUpdate(button, floating, () => {
      void computePosition(button, floating, {
        strategy: "fixed",
        placement: "bottom-end",
        middleware: [
          offset(4),
          flip({ padding: MENU_MARGIN }),
          shift({ padding: MENU_MARGIN }),
          size({
            padding: MENU_MARGIN,
            apply: ({ availableHeight }) => {
              floating.style.maxHeight = `${Math.max(MENU_LEAST_HEIGHT, availableHeight)}px`;
            },
          }),
        ],
      }).then(({ x, y }) => Object.assign(floating.style, { left: `${x}px`, top: `${y}px` }));
    });
  }, [menuOpen, insertIndex]);

  useEffect(() => {
    if (!menuOpen) return undefined;
    menu.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus({ preventScroll: true });
    const outside = (event: PointerEvent) => {
      const wrap = menu.current?.parentElement;
      if (wrap && !wrap.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [menuOpen]);

  const menuKeys = (event: KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1 + items.length, Home: 0, End: items.length - 1 }[event.key];
    if (to !== undefined) {
      event.preventDefault();
      items[to % items.length]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      closeMenu(true);
    } else if (event.key === "Tab") setMenuOpen(false);
  };

  let index = -1;
  return (
    <div className="body-editor__toolbar" role="toolbar" aria-label={`${label}: formatting`} aria-controls={controls} onKeyDown={move}>
      {GROUPS.map((group, groupIndex) => (
        <div className="body-editor__group" key={groupIndex}>
          {group.map((spec) => {
            index += 1;
            const at = index;
            const key = spec.action === "picture" ? null : SHORTCUTS[spec.action];
            return (
              <button
                key={spec.action}
                ref={(element) => {
                  buttons.current[at] = element;
                }}
                type="button"
                className="body-editor__button"
                tabIndex={current === at ? 0 : -1}
                title={key ? `${spec.label} (${shortcutText(key, mac)})` : spec.label}
                aria-keyshortcuts={key ? ariaShortcut(key, mac) : undefined}
                aria-pressed={spec.toggle ? active.has(spec.action) : undefined}
                onMouseDown={keepFocus}
                onFocus={() => setCurrent(at)}
                onClick={() => onAction(spec.action)}
              >
                {ICONS[spec.action]}
                <span className={`body-editor__word body-editor__word--${spec.word}`}>{spec.label}</span>
              </button>
            );
          })}
        </div>
      ))}
      <div className="body-editor__group body-editor__menu-wrap">
        <button
          ref={(element) => {
            buttons.current[insertIndex] = element;
          }}
          type="button"
          className="body-editor__button"
          id={`${menuId}-button`}
          tabIndex={current === insertIndex ? 0 : -1}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          title="Insert a box, button, list or other part of the site"
          onMouseDown={keepFocus}
          onFocus={() => setCurrent(insertIndex)}
          onClick={() => setMenuOpen((open) => !open)}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown" || event.key === "ArrowUp") {
              event.preventDefault();
              setMenuOpen(true);
            }
          }}
        >
          <Svg>
            <path d="M12 5v14M5 12h14" />
          </Svg>
          <span className="body-editor__word body-editor__word--always">Insert</span>
          <svg className="body-editor__chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
            <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
        {menuOpen ? (
          <div ref={menu} popover="manual" id={menuId} className="body-editor__menu" role="menu" aria-labelledby={`${menuId}-button`} onKeyDown={menuKeys}>
            {COMPONENTS.map(({ change, ...component }) => ({ ...component, ...(change && active.has(`in-${component.name}`) ? change : {}) })).map((component) => (
              <button
                key={component.name}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="body-editor__menu-item"
                aria-labelledby={`${menuId}-${component.name}`}
                aria-describedby={`${menuId}-${component.name}-about`}
                onClick={() => {
                  setMenuOpen(false);
                  onInsert(component.name);
                }}
              >
                <span id={`${menuId}-${component.name}`} className="body-editor__menu-label">
                  {component.label}
                </span>
                <span id={`${menuId}-${component.name}-about`} className="body-editor__menu-description">
                  {component.description}
                </span>
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
