import { dateInWords, parseUkDate, ukDate, whyNotADate } from "../../../admin/src/dates";

describe("dates typed in the editor's date field", () => {
  it("reads the day first, in every way an author types it", () => {
    for (const typed of ["20/11/2026", "20112026", "20-11-2026", "20.11.2026", "20 11 2026", "20 Nov 2026", "20 november 2026", " 20/11/2026 ", "2026-11-20"]) {
      expect([typed, parseUkDate(typed)]).toEqual([typed, "2026-11-20"]);
    }
    expect(parseUkDate("8/7/2025")).toBe("2025-07-08");
  });

  it("is no date until the day, month and year are all there and the day exists", () => {
    for (const typed of ["", "20", "2011", "201120", "2011202", "20/11/26", "31/11/2026", "29/02/2025", "11/20/2026", "20 Smarch 2026", "tomorrow"]) {
      expect([typed, parseUkDate(typed)]).toEqual([typed, null]);
    }
    expect(parseUkDate("29/02/2028")).toBe("2028-02-29");
  });

  it("says why a text is no date: a day the month does not have, a month that does not exist, or something missing", () => {
    expect(whyNotADate("31/02/2026")).toBe("There is no 31 February: February 2026 has 28 days.");
    // Years before 100 are those years (Date.UTC would take 0001 for 1901).
    expect(parseUkDate("01/01/0001")).toBe("0001-01-01");
    expect(whyNotADate("30/02/0004")).toBe("There is no 30 February: February 4 has 29 days.");
    expect(whyNotADate("29 feb 2025")).toBe("There is no 29 February: February 2025 has 28 days.");
    expect(whyNotADate("31112025")).toBe("There is no 31 November: November 2025 has 30 days.");
    expect(whyNotADate("11/20/2026")).toBe("There is no month 20: type the day first, then the month, as 20/11/2026.");
    for (const typed of ["20", "5/1/26", "3rd March 2027", "20 Smarch 2026"]) {
      expect([typed, whyNotADate(typed)]).toEqual([typed, "Not a whole date yet: type the day, the month and the year, as 20/11/2026."]);
    }
  });

  it("shows a file's date day first and says it in words", () => {
    expect(ukDate("2025-07-08")).toBe("08/07/2025");
    expect(dateInWords("2026-11-20")).toBe("Friday 20 November 2026");
    expect(parseUkDate(ukDate("2025-07-08"))).toBe("2025-07-08");
  });
});
