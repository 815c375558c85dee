import { CALCULATION_DELAY_MS } from '@org/calculator-core';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { resultFigure, uniqueEmail, waitForDelivery, watchPageErrors } from './support';

/** Presses Tab until `target` has focus, as a keyboard user would, and fails if it never does. */
async function tabTo(page: Page, target: Locator, maxPresses = 40) {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test.describe('keyboard only', () => {
  test('contact: fill in and send without a pointer', async ({ page }) => {
    const errors = watchPageErrors(page);
    const email = uniqueEmail('kbd-contact');
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await tabTo(page, page.getByLabel('First Name'));
    await page.keyboard.type('Kim');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lee');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Subject')).toBeFocused();
    await page.keyboard.type('Keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Sent without a mouse.');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByText('Thank you! Your message has been sent successfully.'),
    ).toBeVisible();
    await waitForDelivery('contact', (body) => body.email === email);
    errors.assertClean();
  });

  test('calculator: errors take focus, then calculate and follow the link to /verify', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const email = uniqueEmail('kbd-calc');
    await page.clock.install();
    await page.goto('/calculator');
    const submit = page.getByRole('button', { name: 'Calculate My Missed Call Cost' });
    await expect(submit).toBeEnabled();
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    const name = page.locator('form').getByLabel('Your Name *');
    await expect(name).toBeFocused();
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
    await page.keyboard.type('Kim');
    await tabTo(page, page.locator('form').getByLabel('Email *'));
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    // Over the calculation's deliberate delay (use-calculator.test.ts's), on the page's clock.
    await page.clock.runFor(CALCULATION_DELAY_MS);
    await expect(resultFigure(page, '$24,300')).toBeVisible();
    const verifyLink = page.getByRole('link', { name: 'Hear Your AI Receptionist' });
    await tabTo(page, verifyLink);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/verify\/\?name=Kim/);
    await waitForDelivery('calculator', (body) => body.email === email);
    errors.assertClean();
  });

  test('verify: fix an error and build the demo without a pointer', async ({ page }) => {
    const errors = watchPageErrors(page);
    const email = uniqueEmail('kbd-verify');
    await page.goto(`/verify?name=Kim&email=${encodeURIComponent(email)}`);
    const submit = page.getByRole('button', { name: 'Confirm & Build Demo' });
    await expect(submit).toBeEnabled();
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Company Name *')).toBeFocused();
    await expect(page.getByText('Company name is required')).toBeVisible();
    await page.keyboard.type('Kim Roofing');
    await expect(page.getByText('Company name is required')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/demo\/\?agent=/);
    await waitForDelivery('verify', (body) => body.email === email);
    errors.assertClean();
  });

  test('the header menu works from the keyboard on small screens @mobile-only', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const calculator = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Calculator' });
    await tabTo(page, calculator);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/calculator\/$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
