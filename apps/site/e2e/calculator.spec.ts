import { CALCULATION_DELAY_MS } from '@org/calculator-core';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  clearFailures,
  deliveries,
  failNext,
  holdScripts,
  resultFigure,
  SITE_URL,
  uniqueEmail,
  waitForDelivery,
  watchPageErrors,
} from './support';

test.afterEach(clearFailures);

// The calculation's deliberate delay runs on the page's clock, which the tests move on over it:
// its length, and that nothing shows or is sent before it ends, is use-calculator.test.ts's.
test.beforeEach(({ page }) => page.clock.install());

/**
 * Presses Calculate and, the overlay up, moves the page's clock over the delay; `whileBusy` runs
 * before that. The clock stands still meanwhile, so that a loaded machine cannot end the delay
 * before the test has seen it.
 */
async function calculate(page: Page, whileBusy?: () => Promise<void>): Promise<void> {
  const button = page.getByRole('button', { name: 'Calculate My Missed Call Cost' });
  // Awake before the clock stops: a press held while its island wakes is replayed in a timer of
  // the page's clock (islands/wake-islands.ts), which a stopped clock would never run. Focus is
  // what wakes it; the held press itself is islands.spec.ts's to prove.
  await button.focus();
  await expect(page.locator('[data-island="calculator"]')).toHaveAttribute(
    'data-island-state',
    'awake',
  );
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await button.click();
  await expect(page.getByRole('button', { name: 'Calculating...' })).toBeDisabled();
  await whileBusy?.();
  await page.clock.runFor(CALCULATION_DELAY_MS);
  await page.clock.resume();
}

function field(page: Page, label: RegExp | string) {
  return page.locator('form').getByLabel(label);
}

/** The funnel's steps as screen readers get them: the items of its list, in order. */
function funnelSteps(page: Page) {
  return page.getByRole('list', { name: 'Where the money goes' }).getByRole('listitem');
}

test.describe('/calculator', () => {
  test('pre-fills from the query, with the note, the heading and the title', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto(
      '/calculator?name=Ann%20Lee&company=Acme%20Roofing&email=ann%40acme.com&phone=5551234567',
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Missed Call Calculator for Acme Roofing' }),
    ).toBeVisible();
    // The company is isolated (U+2068 … U+2069): a title has no <bdi>.
    await expect(page).toHaveTitle(
      'Missed Call Calculator for \u2068Acme Roofing\u2069 | CallKeeper',
    );
    await expect(
      page.getByText('We pre-filled this using public info. Feel free to update anything.'),
    ).toBeVisible();
    await expect(field(page, 'Your Name * prefilled')).toHaveValue('Ann Lee');
    await expect(field(page, 'Company prefilled')).toHaveValue('Acme Roofing');
    await expect(field(page, 'Email * prefilled')).toHaveValue('ann@acme.com');
    await expect(field(page, 'Phone prefilled')).toHaveValue('5551234567');
    await expect(field(page, 'Inbound calls per month')).toHaveValue('60');
    errors.assertClean();
  });

  test('without a query nothing is marked prefilled', async ({ page }) => {
    await page.goto('/calculator');
    await expect(field(page, 'Your Name *')).toHaveValue('');
    await expect(page.getByText('We pre-filled this')).toHaveCount(0);
    await expect(page.getByText('prefilled')).toHaveCount(0);
  });

  test('validates with the messages of CALCULATOR_MESSAGES', async ({ page }) => {
    await page.goto('/calculator');
    await field(page, 'Average job value ($)').fill('');
    await page.getByRole('button', { name: 'Calculate My Missed Call Cost' }).click();
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByText('This field is required')).toBeVisible();
    await expect(field(page, 'Your Name *')).toBeFocused();
    await expect(field(page, 'Your Name *')).toHaveAttribute('aria-invalid', 'true');

    await field(page, 'Email *').fill('ann@acme');
    await field(page, 'Your Name *').fill('Ann');
    await page.getByRole('button', { name: 'Calculate My Missed Call Cost' }).click();
    await expect(page.getByText('Name is required', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
  });

  test('an over-limit name or company is a field error before anything is computed or sent', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const email = uniqueEmail('calc-long');
    const long = 'A'.repeat(201);
    await page.goto('/calculator');
    await field(page, 'Your Name *').fill(long);
    await field(page, 'Company').fill(long);
    await field(page, 'Email *').fill(email);
    // The browser keeps every character: nothing is cut silently.
    await expect(field(page, 'Company')).toHaveValue(long);
    await page.getByRole('button', { name: 'Calculate My Missed Call Cost' }).click();
    await expect(page.getByText('Please keep this to 200 characters or fewer')).toHaveCount(2);
    await expect(field(page, 'Your Name *')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Your Name *')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Calculating...' })).toHaveCount(0);
    await expect(page.locator('.org-overlay')).toHaveAttribute('data-state', 'closed');
    await expect(page.locator('.org-overlay')).toBeHidden();

    // At the limit the lead goes through, whole.
    const atLimit = 'B'.repeat(200);
    await field(page, 'Your Name *').fill(atLimit);
    await field(page, 'Company').fill(atLimit);
    await calculate(page);
    await expect(resultFigure(page, '$24,300')).toBeVisible();
    const delivery = await waitForDelivery('calculator', (body) => body.email === email);
    expect(delivery.body).toMatchObject({ name: atLimit, company: atLimit, email });
    const sent = (await deliveries('calculator')).filter((entry) => entry.body.email === email);
    expect(sent).toHaveLength(1);
    errors.assertClean();
  });

  test('calculates, scrolls to the message, posts the webhook and links to /verify', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const email = uniqueEmail('calc');
    await page.goto('/calculator');
    await field(page, 'Your Name *').fill('Ann');
    await field(page, 'Company').fill('Acme Roofing');
    await field(page, 'Email *').fill(email);
    await calculate(page, async () => {
      await expect(page.locator('.org-overlay')).toBeVisible();
    });

    await expect(resultFigure(page, '$24,300')).toBeVisible();
    await expect(page.getByText('$291,600').first()).toBeVisible();
    await expect(page.getByText('$102,060')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^32$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Calculate My Missed Call Cost' })).toBeEnabled();

    // The scroll ends 420 px above the post-calculation message.
    const message = page.locator('#post-calculation');
    await expect
      .poll(() => message.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBe(420);

    await expect(page.locator('input[type=hidden][name=revenue_loss]')).toHaveValue('291600');
    await expect(page.locator('input[type=hidden][name=profit_loss]')).toHaveValue('102060');
    await expect(page.locator('input[type=hidden][name=jobs_lost]')).toHaveValue('32');
    await expect(page.locator('input[type=hidden][name=calculator_url]')).toHaveValue(
      new RegExp(`^${SITE_URL}/calculator/\\?`),
    );

    const delivery = await waitForDelivery('calculator', (body) => body.email === email);
    expect(delivery.body).toEqual({
      name: 'Ann',
      company: 'Acme Roofing',
      email,
      phone: '',
      inbound_calls_per_month: 60,
      missed_call_percentage: 30,
      booking_rate_percent: 50,
      close_rate_percent: 30,
      average_job_value: 9000,
      gross_margin_percent: 35,
      monthly_revenue_loss: 24300,
      annual_revenue_loss: 291600,
      annual_profit_loss: 102060,
      jobs_lost_per_year: 32,
    });

    await page.getByRole('link', { name: 'Hear Your AI Receptionist' }).click();
    await expect(page).toHaveURL(
      `/verify/?name=Ann&email=${encodeURIComponent(email)}&company=Acme+Roofing&lostRevenueAnnual=291600`,
    );
    await expect(page.getByLabel('Company Name *')).toHaveValue('Acme Roofing');
    await expect(
      page.getByText('Missed calls may be costing Acme Roofing $291,600 a year.'),
    ).toBeVisible();
    errors.assertClean();
  });

  test('keeps what the visitor typed before the page became interactive', async ({ page }) => {
    const errors = watchPageErrors(page);
    const email = uniqueEmail('early');
    const scripts = await holdScripts(page);
    await page.goto('/calculator?name=Ann&email=ann%40acme.com', { waitUntil: 'commit' });
    // Before the site's script has run: the page's inline prefill script has written the query
    // in (src/prefill/calculator-prefill.ts), and the visitor types over it.
    await expect(field(page, 'Your Name * prefilled')).toHaveValue('Ann');
    await field(page, 'Your Name * prefilled').fill('Bea');
    await field(page, 'Missed call percentage (%)').fill('5');
    // No script of the site has run: nothing has woken the island yet.
    await expect(page.locator('[data-island="calculator"]')).not.toHaveAttribute(
      'data-island-state',
      'awake',
    );
    scripts.release();

    // Reached into, the island wakes as its code comes, and keeps what was typed.
    await expect(page.locator('[data-island="calculator"]')).toHaveAttribute(
      'data-island-state',
      'awake',
    );
    // Typed over, the name is no longer the query's.
    await expect(field(page, 'Your Name *')).toHaveValue('Bea');
    await expect(field(page, 'Missed call percentage (%)')).toHaveValue('5');
    // The fields the visitor did not touch take the query's values.
    await expect(field(page, 'Email * prefilled')).toHaveValue('ann@acme.com');
    await field(page, 'Email * prefilled').fill(email);
    await calculate(page);
    await expect(
      page.getByText('Your missed call rate seems unusually low. Are you sure about this number?'),
    ).toBeVisible();
    const delivery = await waitForDelivery('calculator', (body) => body.email === email);
    expect(delivery.body).toMatchObject({ name: 'Bea', missed_call_percentage: 5 });
    errors.assertClean();
  });

  test('a failing webhook changes nothing the visitor sees', async ({ page }) => {
    const errors = watchPageErrors(page);
    const email = uniqueEmail('calc-failing');
    await failNext('calculator', { email }, { kind: 'drop' }, 3);
    await page.goto(`/calculator?name=Ann&email=${encodeURIComponent(email)}`);
    await calculate(page);
    await expect(resultFigure(page, '$24,300')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Hear Your AI Receptionist' })).toBeVisible();
    errors.assertClean([/net::ERR_EMPTY_RESPONSE/, /Failed to load resource/]);
  });

  test('scrolls instantly under prefers-reduced-motion', { tag: '@layout' }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/calculator?name=Ann&email=ann%40acme.com');
    await calculate(page);
    await expect(resultFigure(page, '$24,300')).toBeVisible();
    const top = await page
      .locator('#post-calculation')
      .evaluate((element) => Math.round(element.getBoundingClientRect().top));
    expect(top).toBe(420);
  });

  test('draws the formula as a funnel that matches the figures, and updates on recalculation', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await page.goto('/calculator?name=Ann&email=ann%40acme.com');
    await calculate(page);
    await expect(resultFigure(page, '$24,300')).toBeVisible();
    await expect(funnelSteps(page)).toHaveText([
      'Calls a month: 60',
      'Missed calls a month: 18',
      'Would have booked a visit: 9',
      'Would have hired you: 2.7',
      'Revenue lost a month: $24,300',
      'Revenue lost a year: $291,600',
    ]);
    // Its money steps are the very figures above it.
    const monthly = await page.getByRole('definition').nth(0).textContent();
    const annual = await page.getByRole('definition').nth(1).textContent();
    await expect(funnelSteps(page).nth(4)).toHaveText(`Revenue lost a month: ${monthly}`);
    await expect(funnelSteps(page).nth(5)).toHaveText(`Revenue lost a year: ${annual}`);
    // The drawing itself is hidden from screen readers.
    await expect(page.locator('.org-funnel svg[aria-hidden="true"]')).toHaveCount(6);

    await field(page, 'Inbound calls per month').fill('120');
    await field(page, 'Average job value ($)').fill('10000');
    await calculate(page);
    await expect(resultFigure(page, '$54,000')).toBeVisible();
    await expect(funnelSteps(page)).toHaveText([
      'Calls a month: 120',
      'Missed calls a month: 36',
      'Would have booked a visit: 18',
      'Would have hired you: 5.4',
      'Revenue lost a month: $54,000',
      'Revenue lost a year: $648,000',
    ]);
    errors.assertClean();
  });

  test('copies a link that reopens the same report', async ({ page, context }) => {
    const errors = watchPageErrors(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/calculator?name=Ann&company=Acme%20Roofing&email=ann%40acme.com');
    await field(page, 'Missed call percentage (%)').fill('40');
    await field(page, 'Close rate (%)').fill('25');
    await calculate(page);
    await expect(resultFigure(page, '$27,000')).toBeVisible();
    const report = await page.getByRole('definition').allTextContents();
    const steps = await funnelSteps(page).allTextContents();

    await page.getByRole('button', { name: 'Copy link to this report' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).pathname).toBe('/calculator/');
    expect(Object.fromEntries(new URL(link).searchParams)).toMatchObject({
      name: 'Ann',
      company: 'Acme Roofing',
      missedCallPercentage: '40',
      closeRate: '25',
    });

    const reopened = await context.newPage();
    const reopenedErrors = watchPageErrors(reopened);
    await reopened.goto(link);
    await reopened.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(reopened.getByRole('definition')).toHaveText(report);
    await expect(funnelSteps(reopened)).toHaveText(steps);
    await expect(
      reopened.getByRole('heading', { level: 1, name: 'Missed Call Calculator for Acme Roofing' }),
    ).toBeVisible();
    await expect(reopened.locator('form').getByLabel('Missed call percentage (%)')).toHaveValue(
      '40',
    );
    await expect(reopened.locator('form').getByLabel('Close rate (%)')).toHaveValue('25');
    errors.assertClean();
    reopenedErrors.assertClean();
  });

  test('without a clipboard, shows the link to copy by hand', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
    });
    await page.goto('/calculator?name=Ann&email=ann%40acme.com');
    await calculate(page);
    await expect(resultFigure(page, '$24,300')).toBeVisible();
    await page.getByRole('button', { name: 'Copy link to this report' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Copying is not available here.' }),
    ).toBeVisible();
    const linkField = page.getByLabel('Link to this report');
    await expect(linkField).toHaveValue(
      /\/calculator\/\?name=Ann&email=ann%40acme\.com&callsPerMonth=60/,
    );
    await expect(linkField).toHaveAttribute('readonly', '');
    errors.assertClean();
  });
});
