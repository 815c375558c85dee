import { expect } from 'vitest';
import { COPY_REPORT_LINK_COPY } from '../../src/calculator/copy-report-link';
import type { CrossPage } from '../engine';
import { fieldValue } from '../in-page';
import type { Check } from '../suite';
import { waitUntil } from '../wait';
import { fill, isShown, waitForShown } from './support';

/** The report as a visitor reads it: its four figures and the funnel's steps, in order. */
function readReport(page: CrossPage) {
  return page.evaluate(() => ({
    figures: Array.from(document.querySelectorAll('dd'), (figure) => figure.textContent?.trim()),
    funnel: Array.from(document.querySelectorAll('[aria-labelledby="funnel-title"] li'), (step) =>
      step.textContent?.replace(/\s+/g, ' ').trim(),
    ),
  }));
}

/**
 * Waits until the report shows `figure`. A wait that runs out says what the page held instead:
 * the figures, the numbers in the form and which fields it marks invalid.
 */
async function waitForReport(page: CrossPage, figure: string): Promise<void> {
  const target = { css: 'dd', text: figure };
  await waitUntil(
    `the report to show ${figure}`,
    async () => ({
      shown: await isShown(page, target),
      ...(await page.evaluate(() => ({
        figures: Array.from(document.querySelectorAll('dd'), (each) => each.textContent?.trim()),
        entries: Array.from(
          document.querySelectorAll<HTMLInputElement>('form input[type="number"]'),
          (input) => `${input.name}=${input.value}`,
        ),
        invalid: Array.from(document.querySelectorAll('[data-state="invalid"] input'), (input) =>
          input.getAttribute('name'),
        ),
      }))),
    }),
    (seen) => seen.shown,
  );
}

/**
 * Records what the page hands the Clipboard API, still handing it on: the link a visitor would
 * paste, in an engine whose clipboard a test cannot read.
 */
function recordClipboardWrites(): void {
  const clipboard = navigator.clipboard;
  if (!clipboard) return;
  const writeText = clipboard.writeText.bind(clipboard);
  clipboard.writeText = (text: string) => {
    Reflect.set(window, '__copiedLink', text);
    return writeText(text);
  };
}

/**
 * The calculator computes a report, and its share link reopens it: the link the copy button
 * gives (copied, or shown to copy by hand where the browser refuses) opens /calculator with the
 * same figures and funnel, and the same inputs.
 */
export const calculatorChecks: Check[] = [
  {
    title: "/calculator's share link reopens the same report",
    async run(page, { site }) {
      await page.goto(`${site}/calculator?name=Ann&company=Acme%20Roofing&email=ann%40acme.com`);
      // The page moves once its island has read the query: the company lengthens the heading
      // (two lines at 1024 px) and the prefilled fields' labels, and the form's numbers sit 117 px
      // lower. A click aimed at a field before then lands on <main> (1 run in 12 under load in
      // WebKit), and the typing with it. Typing before hydration is islands.spec's to prove.
      await waitForShown(page, { css: 'h1', text: 'Missed Call Calculator for Acme Roofing' });
      const field = (text: string) => ({ css: 'form input', text });
      await fill(page, field('Missed call percentage (%)'), '40');
      await fill(page, field('Close rate (%)'), '25');
      await page.click({ css: 'form button', text: 'Calculate My Missed Call Cost' });
      await waitForReport(page, '$27,000');
      const report = await readReport(page);
      expect(report.funnel).toHaveLength(6);

      await page.evaluate(recordClipboardWrites);
      await page.click({ css: 'button', text: COPY_REPORT_LINK_COPY.buttonLabel });
      await waitForShown(page, {
        css: '.site-copy-link[data-state="copied"], .site-copy-link[data-state="refused"]',
      });
      const copied = await page.evaluate(
        () => Reflect.get(window, '__copiedLink') as string | null,
      );
      const link = copied ?? (await page.evaluate(fieldValue, COPY_REPORT_LINK_COPY.fieldLabel));
      expect(link, 'the copied link, or the one shown to copy by hand').toMatch(
        new RegExp(`^${site}/calculator/\\?`),
      );
      expect(Object.fromEntries(new URL(link as string).searchParams)).toMatchObject({
        name: 'Ann',
        company: 'Acme Roofing',
        missedCallPercentage: '40',
        closeRate: '25',
      });

      await page.goto(link as string);
      await waitForReport(page, '$27,000');
      expect(await readReport(page)).toEqual(report);
      await waitForShown(page, { css: 'h1', text: 'Missed Call Calculator for Acme Roofing' });
      expect(await page.evaluate(fieldValue, 'Missed call percentage (%)')).toBe('40');
      expect(await page.evaluate(fieldValue, 'Close rate (%)')).toBe('25');
    },
  },
];
