import { dateInWords, parseUkDate, ukDate } from "../../../admin/src/dates";

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

  it("shows a file's date day first and says it in words", () => {
    expect(ukDate("2025-07-08")).toBe("08/07/2025");
    expect(dateInWords("2026-11-20")).toBe("Friday 20 November 2026");
    expect(parseUkDate(ukDate("2025-07-08"))).toBe("2025-07-08");
  });
});
