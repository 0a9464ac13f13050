/**
 * How pages write the ISO dates of the data files. Dates are calendar days,
 * so they are read and written in UTC to keep them the same in every time zone.
 */
const styles = {
  /** October 27, 2026 */
  day: {year: 'numeric', month: 'long', day: 'numeric'},
  /** Oct 27, 2026 */
  shortDay: {year: 'numeric', month: 'short', day: 'numeric'},
  /** October 2026 */
  month: {year: 'numeric', month: 'long'},
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export const formatDate = (isoDate: string, style: keyof typeof styles = 'day'): string =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {...styles[style], timeZone: 'UTC'});
