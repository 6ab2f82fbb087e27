import { placeFor } from "../../../admin/src/list-moves";

describe("placeFor: where a key sends a list item", () => {
  it("moves one place up or down, or to the first or the last place", () => {
    expect(placeFor("ArrowUp", 2, 5)).toBe(1);
    expect(placeFor("ArrowDown", 2, 5)).toBe(3);
    expect(placeFor("Home", 2, 5)).toBe(0);
    expect(placeFor("End", 2, 5)).toBe(4);
  });

  it("moves nothing past either end, to where it is, or for any other key", () => {
    expect(placeFor("ArrowUp", 0, 5)).toBeNull();
    expect(placeFor("ArrowDown", 4, 5)).toBeNull();
    expect(placeFor("Home", 0, 5)).toBeNull();
    expect(placeFor("End", 4, 5)).toBeNull();
    expect(placeFor("ArrowDown", 0, 1)).toBeNull();
    expect(placeFor(" ", 2, 5)).toBeNull();
    expect(placeFor("Enter", 2, 5)).toBeNull();
  });
});
