import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

function localDateKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * The visitor's today as `YYYY-MM-DD`. Prerendered HTML (and the hydration that must match it)
 * carries the build's date; React renders again with the visitor's own date right after.
 */
export function useToday(): string {
  return useSyncExternalStore(
    subscribeToNothing,
    () => localDateKey(new Date()),
    () => __BUILD_DATE__,
  );
}

/** A `YYYY-MM-DD` day as the site writes dates: 'November 22, 2026'. */
export function formatLongDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
