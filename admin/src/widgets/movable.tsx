/**
 * Decap's list, its items moved by keyboard as well as by dragging. On an item's move handle
 * (named "Move search phrase 2" by accessibility.ts) the up and down arrow keys move the item one
 * place, Home and End to the first and the last; the handle keeps the focus, its description says
 * so, and a screen reader hears the item's new place. Decap's list drags with a mouse or a finger
 * only (its dnd-kit sensors are MouseSensor and TouchSensor), although dnd-kit's description of
 * the handle tells a reader to press the space bar.
 * Relies on (decap-cms-widget-list 3.6): ListControl's `onSortEnd({ oldIndex, newIndex })`, the
 * method a drag ends in, which moves the item, its fold and its key; dnd-kit's handle carrying
 * aria-roledescription="sortable". __tests__/dev/5-editor.spec.ts moves a search phrase down and
 * up again by keyboard.
 */
import React from "react";
import { MOVE_DESCRIPTION, movedTo, placeFor } from "../list-moves";
import { CheckedListControl } from "./checked";

const HANDLE = '[aria-roledescription="sortable"]';
const BOX = "data-movable-list";
const HIDDEN: React.CSSProperties = { position: "absolute", width: 1, height: 1, overflow: "hidden", clipPath: "inset(50%)", whiteSpace: "nowrap" };

type ListControl = React.Component & { onSortEnd: (move: { oldIndex: number; newIndex: number }) => void };
const DecapList = CheckedListControl as unknown as new (props: never) => ListControl;

let lists = 0;

export class MovableListControl extends DecapList {
  private readonly descriptionId = `movable-list-${(lists += 1)}`;
  private box: HTMLDivElement | null = null;
  private focusAt: number | null = null;
  private moved = "";

  /** The move handles of this list's own items (not those of a list inside an item). */
  private handles(): HTMLElement[] {
    const box = this.box;
    return box ? [...box.querySelectorAll<HTMLElement>(HANDLE)].filter((handle) => handle.closest(`[${BOX}]`) === box) : [];
  }

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
    this.focusAt = place;
    this.moved = movedTo(place, handles.length);
    this.onSortEnd({ oldIndex: index, newIndex: place });
  };

  /** Each handle described by what its keys do, and the moved one given the focus again. */
  private afterRender(): void {
    const handles = this.handles();
    for (const handle of handles) if (handle.getAttribute("aria-describedby") !== this.descriptionId) handle.setAttribute("aria-describedby", this.descriptionId);
    if (this.focusAt !== null) handles[this.focusAt]?.focus();
    this.focusAt = null;
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
        <span role="status" style={HIDDEN}>
          {this.moved}
        </span>
      </div>
    );
  }
}
