/**
 * Dates as the editor's date field reads and shows them: typed in the UK order the site's
 * visitors use (day, month, year: "20/11/2026", "20112026", "20 Nov 2026", "20-11-2026"), kept in
 * the file as YYYY-MM-DD, and said back in words ("Friday 20 November 2026") so the author sees
 * which day it is. Pure: used by widgets/date.tsx and the tests.
 */

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** A day in UTC; years 0 to 99 are those years, not 1900 to 1999 as Date.UTC takes them. */
function utcDay(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date;
}

/** Day, month and year as an ISO date, or null when no such day exists. */
function isoOf({ day, month, year }: DayMonthYear): string | null {
  const date = utcDay(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

interface DayMonthYear {
  day: number;
  month: number;
  year: number;
}

/** The day, month and year a text gives in one of the forms the field takes, whether or not that day exists; else null. */
function dayMonthYear(typed: string): DayMonthYear | null {
  const text = typed.trim().toLowerCase();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const [year, month, day] = text.split("-").map(Number);
    return { day, month, year };
  }
  // The year is written whole: a date typed key by key is not taken for another year on the way.
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  if (digits) return { day: Number(digits[1]), month: Number(digits[2]), year: Number(digits[3]) };
  const parts = /^(\d{1,2})[\s/.-]+(\d{1,2}|[a-z]{3,})[\s/.,-]+(\d{4})$/.exec(text);
  if (!parts) return null;
  const named = !/^\d+$/.test(parts[2]);
  const month = named ? MONTHS.findIndex((name) => name.toLowerCase().startsWith(parts[2].slice(0, 3))) + 1 : Number(parts[2]);
  return named && month < 1 ? null : { day: Number(parts[1]), month, year: Number(parts[3]) };
}

/** A date typed day first, as ISO (YYYY-MM-DD); null when it is not yet a whole, real date. */
export function parseUkDate(typed: string): string | null {
  const given = dayMonthYear(typed);
  return given && isoOf(given);
}

/** Why a text is not a date (parseUkDate gave null), said to the author. */
export function whyNotADate(typed: string): string {
  const given = dayMonthYear(typed);
  if (given && (given.month < 1 || given.month > 12)) return `There is no month ${given.month}: type the day first, then the month, as 20/11/2026.`;
  if (given) {
    const days = utcDay(given.year, given.month, 0).getUTCDate();
    return `There is no ${given.day} ${MONTHS[given.month - 1]}: ${MONTHS[given.month - 1]} ${given.year} has ${days} days.`;
  }
  return "Not a whole date yet: type the day, the month and the year, as 20/11/2026.";
}

/** An ISO date as the field shows it: "20/11/2026". */
export function ukDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/** An ISO date in words: "Friday 20 November 2026". */
export function dateInWords(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  const date = utcDay(year, month - 1, day);
  return `${DAYS[date.getUTCDay()]} ${day} ${MONTHS[month - 1]} ${year}`;
}
