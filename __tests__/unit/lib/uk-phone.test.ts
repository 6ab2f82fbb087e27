import { telHref, ukNationalNumber } from "../../../src/lib/uk-phone";

describe("UK phone numbers", () => {
  it.each([
    ["+44 (0)1525 123456", "tel:+441525123456"],
    ["01525 123456", "tel:+441525123456"],
    ["(01525) 123456", "tel:+441525123456"],
    ["07700-900-456", "tel:+447700900456"],
    ["+44 7700 900456", "tel:+447700900456"],
  ])("%s dials %s", (written, href) => {
    expect(telHref(written)).toBe(href);
  });

  it.each(["call us", "1525 123456", "01525 1234", "+1 212 555 0100", "00 1525 123456"])("%s is not a UK number", (written) => {
    expect(ukNationalNumber(written)).toBeNull();
  });
});
