/** A day as the site keys it, `YYYY-MM-DD`, in the visitor's own time zone. */
export function localDateKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The day the site was built, `YYYY-MM-DD`: what prerendered pages show until a script runs. */
export const BUILD_DAY: string = __BUILD_DATE__;

/** A `YYYY-MM-DD` day as the site writes dates: 'November 22, 2026'. */
export function formatLongDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
