/** A list item moved by keyboard (widgets/movable.tsx): where each key sends it, and what a screen reader is told. */

/** The move handle's description. */
export const MOVE_DESCRIPTION = "Press the up or down arrow key to move this item one place, Home or End to move it first or last.";

/** Where a key sends the item at `index` of `count`, or null for a key that moves nothing. */
export function placeFor(key: string, index: number, count: number): number | null {
  const place = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: count - 1 }[key];
  return place === undefined || place < 0 || place >= count || place === index ? null : place;
}

/** What a screen reader hears once an item has moved. */
export const movedTo = (place: number, count: number): string => `Moved to place ${place + 1} of ${count}.`;
