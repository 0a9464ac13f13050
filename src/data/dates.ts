/**
 * How pages write the ISO dates of the data files. Dates are calendar days
 * written out by hand rather than through Intl: the output is the same in
 * every time zone, and the browser does not load a date formatter to hydrate.
 */
const months = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

type DateStyle =
  /** October 27, 2026 */
  | 'day'
  /** Oct 27, 2026 */
  | 'shortDay'
  /** October 2026 */
  | 'month';

export function formatDate(isoDate: string, style: DateStyle = 'day'): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const name = months[month - 1];
  if (style === 'month') return `${name} ${year}`;
  return `${style === 'shortDay' ? name.slice(0, 3) : name} ${day}, ${year}`;
}
