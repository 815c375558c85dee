import { expect } from 'vitest';
import { focused } from '../in-page';
import type { Check } from '../suite';
import { tabTo, uniqueEmail, waitForDelivery, waitForShown } from './support';

/**
 * Keyboard use, with the browser's own key presses: the first Tab of a page reaches the skip
 * link and Enter on it moves focus to the main content; the contact form can be filled in and
 * sent without a pointer.
 */
export const keyboardChecks: Check[] = [
  {
    title: 'Tab reaches the skip link first, and Enter on it moves focus to main',
    async run(page, { site }) {
      await page.goto(`${site}/`);
      await page.press('Tab');
      expect(await page.evaluate(focused)).toMatchObject({
        tag: 'a',
        text: 'Skip to main content',
      });
      await page.press('Enter');
      expect(await page.evaluate(focused)).toMatchObject({ tag: 'main', id: 'main' });
    },
  },
  {
    title: '/contact can be filled in and sent with the keyboard alone',
    async run(page, { site, receiver }) {
      const email = uniqueEmail('cross-keyboard');
      await page.goto(`${site}/contact`);
      const field = (text: string) => ({ css: 'main form input, main form textarea', text });
      await tabTo(page, field('First Name'));
      await page.type('Kim');
      await page.press('Tab');
      await page.type('Lee');
      await page.press('Tab');
      await page.type(email);
      await tabTo(page, field('Subject'));
      await page.type('Keyboard');
      await page.press('Tab');
      await page.type('Sent without a mouse.');
      await tabTo(page, { css: 'main form button', text: 'Send Message' });
      await page.press('Enter');
      await waitForShown(page, {
        css: 'main [role="status"]',
        text: 'Thank you! Your message has been sent successfully.',
      });
      const delivery = await waitForDelivery(receiver, 'contact', (body) => body.email === email);
      expect(delivery.body).toMatchObject({
        firstName: 'Kim',
        lastName: 'Lee',
        subject: 'Keyboard',
        message: 'Sent without a mouse.',
      });
    },
  },
];
