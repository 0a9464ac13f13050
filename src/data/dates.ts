/**
 * How pages write the ISO dates of the data files. Dates are calendar days
 * written out by hand rather than through Intl: the output is the same in
 * every time zone, and the browser does not load a date formatter to hydrate.
 */
/** The months' names, January first, as pages write them. */
export const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

type DateStyle =
  /** October 27, 2026 */
  | 'day'
  /** Oct 27, 2026 */
  | 'shortDay'
  /** October 2026 */
  | 'month';

/**
 * Reads the calendar day of an ISO date (`2026-11-20`) or of a full ISO
 * timestamp (`2026-11-20T00:00:00.000Z`, as the blog passes a post's date):
 * the first ten characters are the day the writer meant, in every time zone.
 * Anything else throws, so a bad date fails the build instead of reading "NaN".
 */
export function parseIsoDay(isoDate: string): {year: number; month: number; day: number} {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(isoDate);
  if (!match) throw new Error(`Not an ISO date: "${isoDate}"`);
  const [year, month, day] = match.slice(1).map(Number);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth)
    throw new Error(`No such day: "${isoDate}"`);
  return {year, month, day};
}

export function formatDate(isoDate: string, style: DateStyle = 'day'): string {
  const {year, month, day} = parseIsoDay(isoDate);
  const name = months[month - 1];
  if (style === 'month') return `${name} ${year}`;
  return `${style === 'shortDay' ? name.slice(0, 3) : name} ${day}, ${year}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of an ISO date's day, in milliseconds since the epoch, UTC. */
function dayStart(isoDate: string): number {
  const {year, month, day} = parseIsoDay(isoDate);
  return Date.UTC(year, month - 1, day);
}

/** The ISO day `days` after `isoDate`'s day (before it when negative). */
export function addDays(isoDate: string, days: number): string {
  return new Date(dayStart(isoDate) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days `to`'s day comes after `from`'s. */
export function daysBetween(from: string, to: string): number {
  return (dayStart(to) - dayStart(from)) / DAY_MS;
}
