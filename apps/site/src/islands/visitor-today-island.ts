import { formatLongDate, localDateKey } from '../today';
import { VISITOR_TODAY_ATTRIBUTE } from './visitor-today-parts';

/**
 * The visitor's own today in a page built on another day: the footer's copyright year, and the
 * dates marked with {@link VISITOR_TODAY_ATTRIBUTE} (/privacy's "Last updated"). A script island:
 * the prerendered page shows the build's day, this puts the visitor's in as the page loads.
 */
export default function showVisitorToday(island: Element): void {
  const today = localDateKey(new Date());
  for (const copyright of island.querySelectorAll('.org-footer__copyright')) {
    copyright.textContent = (copyright.textContent ?? '').replace(
      /© \d{4}/,
      `© ${today.slice(0, 4)}`,
    );
  }
  for (const time of island.querySelectorAll(`time[${VISITOR_TODAY_ATTRIBUTE}]`)) {
    time.setAttribute('datetime', today);
    time.textContent = formatLongDate(today);
  }
}
