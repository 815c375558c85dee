/** A day as the site keys it, `YYYY-MM-DD`, in the visitor's own time zone. */
export function localDateKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The day the site was built, `YYYY-MM-DD`: what prerendered pages show until a script runs. */
export const BUILD_DAY: string = __BUILD_DATE__;

const MONTHS = [
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

/**
 * A `YYYY-MM-DD` day as the site writes dates: 'November 22, 2026', as `en-US` long dates read.
 * Written out rather than through `Intl`: its first use in a page builds a date formatter, some
 * 50 ms of a phone's main thread, for one line of /privacy.
 */
export function formatLongDate(day: string): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return `${MONTHS[month - 1] ?? MONTHS[0]} ${date}, ${year}`;
}
