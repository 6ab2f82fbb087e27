/**
 * Dates as the editor's date field reads and shows them: typed in the UK order the site's
 * visitors use (day, month, year: "20/11/2026", "20112026", "20 Nov 2026", "20-11-2026"), kept in
 * the file as YYYY-MM-DD, and said back in words ("Friday 20 November 2026") so the author sees
 * which day it is. Pure: used by widgets/date.tsx and the tests.
 */

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** Day, month and year as an ISO date, or null when no such day exists. */
function isoOf(day: number, month: number, year: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** A date typed day first, as ISO (YYYY-MM-DD); null when it is not yet a whole, real date. */
export function parseUkDate(typed: string): string | null {
  const text = typed.trim().toLowerCase();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const [year, month, day] = text.split("-").map(Number);
    return isoOf(day, month, year);
  }
  // The year is written whole: a date typed key by key is not taken for another year on the way.
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  if (digits) return isoOf(Number(digits[1]), Number(digits[2]), Number(digits[3]));
  const parts = /^(\d{1,2})[\s/.-]+(\d{1,2}|[a-z]{3,})[\s/.,-]+(\d{4})$/.exec(text);
  if (!parts) return null;
  const month = /^\d+$/.test(parts[2]) ? Number(parts[2]) : MONTHS.findIndex((name) => name.toLowerCase().startsWith(parts[2].slice(0, 3))) + 1;
  if (month < 1) return null;
  return isoOf(Number(parts[1]), month, Number(parts[3]));
}

/** An ISO date as the field shows it: "20/11/2026". */
export function ukDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/** An ISO date in words: "Friday 20 November 2026". */
export function dateInWords(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${DAYS[date.getUTCDay()]} ${day} ${MONTHS[month - 1]} ${year}`;
}
