/**
 * @jest-environment node
 */
import { staleBecause } from "../../../gatsby/build-inputs";

const inputs = (changes: Record<string, unknown> = {}) =>
  JSON.stringify({ publication: { includesUnpublished: false, year: 2026, scheduled: [] }, code: "a1", lock: "b2", node: "v20.20.2", ...changes });

describe("why a cache does not fit a run", () => {
  test("a cache made with the same inputs fits", () => {
    expect(staleBecause(inputs(), inputs())).toBeNull();
  });

  test("names each input that changed, in words", () => {
    expect(staleBecause(inputs(), inputs({ node: "v22.1.0" }))).toBe("since it was made, the Node version changed");
    expect(staleBecause(inputs(), inputs({ code: "c3", lock: "d4" }))).toBe("since it was made, the build's code and package-lock.json changed");
    expect(staleBecause(inputs(), inputs({ publication: { includesUnpublished: false, year: 2027, scheduled: [] } }))).toBe("since it was made, what is published (drafts, scheduled posts, the year) changed");
  });

  test("a cache without a readable record does not fit", () => {
    expect(staleBecause(null, inputs())).toBe("it holds no record of what it was made with");
    expect(staleBecause("wiping", inputs())).toBe("its record of what it was made with cannot be read");
  });
});
