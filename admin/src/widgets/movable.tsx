/**
 * Decap's list, its items moved without dragging as well as by it (WCAG 2.2's 2.1.1 and 2.5.7):
 *   - at the start of each item's bar, a move up and a move down button ("Move search phrase 2
 *     up"), 44 px wide on a phone, for a finger or a mouse;
 *   - on the item's move handle (named "Move search phrase 2" by accessibility.ts), the up and down
 *     arrow keys move it a place, Home and End first or last; its description says so.
 * The focus stays with the moved item and a screen reader hears its new place. Decap's list drags
 * with a mouse or a finger only (its dnd-kit sensors are MouseSensor and TouchSensor), although
 * dnd-kit's description of the handle tells a reader to press the space bar.
 * Relies on (decap-cms-widget-list 3.6): ListControl's `onSortEnd({ oldIndex, newIndex })`, the
 * method a drag ends in, which moves the item, its fold and its key; its `renderItem(item, index)`
 * giving each item's element, its bar a child of it (the one given `onRemove`); dnd-kit's handle carrying
 * aria-roledescription="sortable". __tests__/dev/5-editor.spec.ts moves a search phrase by its
 * buttons and by keyboard, and taps every button of the list on a phone.
 */
import React from "react";
import { MOVE_DESCRIPTION, movedTo, placeFor } from "../list-moves";
import { CheckedListControl } from "./checked";

const HANDLE = '[aria-roledescription="sortable"]';
const BOX = "data-movable-list";

type Item = React.ReactElement<{ children?: React.ReactNode }>;
interface ListProps {
  field: { get: (key: string, otherwise?: unknown) => unknown };
  value?: { size: number } | null;
}
type ListControl = React.Component<ListProps> & {
  onSortEnd: (move: { oldIndex: number; newIndex: number }) => void;
  renderItem: (item: unknown, index: number) => Item;
};
const DecapList = CheckedListControl as unknown as new (props: never) => ListControl;

const arrow = (path: string) => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path d={path} fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

let lists = 0;

export class MovableListControl extends DecapList {
  private readonly descriptionId = `movable-list-${(lists += 1)}`;
  private box: HTMLDivElement | null = null;
  /** What to give the focus once an item has moved: its handle or one of its buttons, at its new place. */
  private focusAt: { place: number; on: "handle" | "up" | "down" } | null = null;
  private moved = "";
  private readonly decapItem = this.renderItem;

  /** Decap's item with its move up and down buttons before its bar (placed beside it by widgets/style.ts). */
  renderItem = (item: unknown, index: number): Item => {
    const drawn = this.decapItem(item, index);
    const count = this.props.value?.size ?? 0;
    const { field } = this.props;
    // The item's name as Decap's "Add …" button gives it, and accessibility.ts its other buttons.
    const name = `${String(field.get("label_singular") || field.get("label", field.get("name"))).toLowerCase()} ${index + 1}`;
    const move = (place: number, on: "up" | "down") => (event: React.MouseEvent) => {
      event.preventDefault();
      this.focusAt = { place, on };
      this.move(index, place, count);
    };
    const moves = (
      <div className="site-moves" key="site-moves">
        <button type="button" aria-label={`Move ${name} up`} disabled={index === 0} onClick={move(index - 1, "up")}>
          {arrow("M12 19V5M6 11l6-6 6 6")}
        </button>
        <button type="button" aria-label={`Move ${name} down`} disabled={index === count - 1} onClick={move(index + 1, "down")}>
          {arrow("M12 5v14M6 13l6 6 6-6")}
        </button>
      </div>
    );
    // Before the bar, so that they come first to the eye and the keyboard alike, away from its remove cross.
    const children = React.Children.toArray(drawn.props.children);
    const bar = children.findIndex((child) => React.isValidElement(child) && (child.props as { onRemove?: unknown }).onRemove !== undefined);
    children.splice(Math.max(bar, 0), 0, moves);
    return React.cloneElement(drawn, undefined, ...children);
  };

  private move(index: number, place: number, count: number): void {
    // The same words again would not be read out: a trailing space makes them new.
    const said = movedTo(place, count);
    this.moved = said === this.moved ? `${said}\u00a0` : said;
    this.onSortEnd({ oldIndex: index, newIndex: place });
  }

  /** The elements `selector` finds in this list's own items (not in a list inside an item). */
  private own(selector: string): HTMLElement[] {
    const box = this.box;
    return box ? [...box.querySelectorAll<HTMLElement>(selector)].filter((element) => element.closest(`[${BOX}]`) === box) : [];
  }

  private handles = (): HTMLElement[] => this.own(HANDLE);

  private keepBox = (box: HTMLDivElement | null): void => {
    this.box = box;
  };

  private moveByKey = (event: React.KeyboardEvent<HTMLDivElement>): void => {
    const handles = this.handles();
    const index = handles.indexOf(event.target as HTMLElement);
    if (index === -1) return;
    const place = placeFor(event.key, index, handles.length);
    if (place === null) return;
    event.preventDefault();
    this.focusAt = { place, on: "handle" };
    this.move(index, place, handles.length);
  };

  /**
   * Each handle described by what its keys do, and the moved item's handle or button given the
   * focus again (the other button where the one pressed can move it no further).
   */
  private afterRender(): void {
    const handles = this.handles();
    for (const handle of handles) if (handle.getAttribute("aria-describedby") !== this.descriptionId) handle.setAttribute("aria-describedby", this.descriptionId);
    const focus = this.focusAt;
    this.focusAt = null;
    if (!focus) return;
    if (focus.on === "handle") return handles[focus.place]?.focus();
    const [up, down] = this.own(".site-moves")[focus.place]?.querySelectorAll("button") ?? [];
    const pressed = focus.on === "up" ? up : down;
    (pressed?.disabled ? (focus.on === "up" ? down : up) : pressed)?.focus();
  }

  componentDidMount(): void {
    super.componentDidMount?.();
    this.afterRender();
  }

  componentDidUpdate(): void {
    this.afterRender();
  }

  render(): React.ReactNode {
    const attributes = { [BOX]: "" };
    return (
      <div {...attributes} ref={this.keepBox} onKeyDown={this.moveByKey} style={{ display: "contents" }}>
        {super.render()}
        <span id={this.descriptionId} hidden>
          {MOVE_DESCRIPTION}
        </span>
        <span role="status" className="site-hidden">
          {this.moved}
        </span>
      </div>
    );
  }
}
