import { expect, test } from './fixtures';
import {
  clearFailures,
  failNext,
  holdScripts,
  layoutShifts,
  recordLayoutShifts,
  uniqueEmail,
  waitForDelivery,
  watchPageErrors,
} from './support';

test.afterEach(clearFailures);

const NETWORK_MESSAGE =
  'Network error: Unable to connect to the server. Please check your internet connection and try again.';

test.describe('/verify', () => {
  test('pre-fills from the query: the address, else city and state joined', async ({ page }) => {
    await page.goto('/verify?name=Ann&email=ann%40acme.com&company=Acme&city=Austin&state=TX');
    await expect(page.getByLabel('Your Name *')).toHaveValue('Ann');
    await expect(page.getByLabel('Email Address *')).toHaveValue('ann@acme.com');
    await expect(page.getByLabel('Company Name *')).toHaveValue('Acme');
    await expect(page.getByLabel('Business Address (Optional)')).toHaveValue('Austin, TX');
    await page.goto('/verify?address=1%20Main%20St&city=Austin&state=TX');
    await expect(page.getByLabel('Business Address (Optional)')).toHaveValue('1 Main St');
    await page.goto('/verify?state=TX');
    await expect(page.getByLabel('Business Address (Optional)')).toHaveValue('TX');
    await expect(page.getByLabel('Business Address (Optional)')).toHaveAttribute(
      'placeholder',
      'City, State',
    );
    // Autofill offers the city, the part of "City, State" an autofill field name can name.
    await expect(page.getByLabel('Business Address (Optional)')).toHaveAttribute(
      'autocomplete',
      'address-level2',
    );
  });

  test('validates, and clears each error when its field is edited', async ({ page }) => {
    await page.goto('/verify');
    const submit = page.getByRole('button', { name: 'Confirm & Build Demo' });
    await submit.click();
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Company name is required')).toBeVisible();
    await page.getByLabel('Email Address *').fill('ann at acme');
    await expect(page.getByText('Email is required')).toHaveCount(0);
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
    await submit.click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await page.getByLabel('Your Name *').fill('A');
    await expect(page.getByText('Name is required', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Company name is required')).toBeVisible();
  });

  test('sends the details and goes to the demo the webhook answers', async ({ page }) => {
    const errors = watchPageErrors(page);
    const email = uniqueEmail('verify');
    await failNext('verify', { email }, { kind: 'delay', delayMs: 800 });
    await page.goto('/verify?city=Austin&state=TX');
    await page.getByLabel('Your Name *').fill('Ann');
    await page.getByLabel('Email Address *').fill(email);
    await page.getByLabel('Company Name *').fill('Acme Roofing');
    await page.getByRole('button', { name: 'Confirm & Build Demo' }).click();
    await expect(page.getByRole('button', { name: 'Building Demo...' })).toBeDisabled();
    await page.waitForURL(/\/demo\/\?agent=/);
    expect(new URL(page.url()).searchParams.get('company')).toBe('Acme Roofing');
    const delivery = await waitForDelivery('verify', (body) => body.email === email);
    expect(delivery.body).toEqual({
      name: 'Ann',
      email,
      company: 'Acme Roofing',
      address: 'Austin, TX',
    });
    errors.assertClean();
  });

  test('keeps what the visitor typed before the page became interactive', async ({ page }) => {
    const errors = watchPageErrors(page);
    const email = uniqueEmail('verify-early');
    const scripts = await holdScripts(page);
    await page.goto('/verify?company=Acme&city=Austin&state=TX', { waitUntil: 'commit' });
    await page.getByLabel('Your Name *').fill('Ann');
    await page.getByLabel('Email Address *').fill(email);
    await page.getByLabel('Company Name *').fill('Acme Roofing');
    scripts.release();

    const submit = page.getByRole('button', { name: 'Confirm & Build Demo' });
    await expect(submit).toBeEnabled();
    // Typed entries win over the query; the untouched address takes it.
    await expect(page.getByLabel('Company Name *')).toHaveValue('Acme Roofing');
    await expect(page.getByLabel('Business Address (Optional)')).toHaveValue('Austin, TX');
    await expect(page.getByLabel('Your Name *')).toHaveValue('Ann');
    await submit.click();
    await page.waitForURL(/\/demo\/\?agent=/);
    const delivery = await waitForDelivery('verify', (body) => body.email === email);
    expect(delivery.body).toEqual({
      name: 'Ann',
      email,
      company: 'Acme Roofing',
      address: 'Austin, TX',
    });
    errors.assertClean();
  });

  for (const [name, failure, message] of [
    [
      'a non-OK reply',
      { kind: 'status', status: 502, message: 'Demo builder offline' },
      'There was an error processing your request: Demo builder offline. Please try again.',
    ],
    // Chromium retries a POST once on a fresh connection when a reused one drops, so the
    // failure must persist to reach the page as a network error.
    ['a network failure', { kind: 'drop' }, NETWORK_MESSAGE],
  ] as const) {
    test(`shows the message for ${name} and enables the button again`, async ({ page }) => {
      const email = uniqueEmail('verify-failing');
      await failNext('verify', { email }, failure, 3);
      await page.goto(`/verify?name=Ann&email=${encodeURIComponent(email)}&company=Acme`);
      await page.getByRole('button', { name: 'Confirm & Build Demo' }).click();
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Confirm & Build Demo' })).toBeEnabled();
      await expect(page).toHaveURL(/\/verify\?/);
      await expect(page.getByLabel('Your Name *')).toHaveValue('Ann');
    });
  }

  test('shows the annual figure that came from the calculator, above the form', {
    tag: '@layout',
  }, async ({ page }) => {
    const errors = watchPageErrors(page);
    const email = uniqueEmail('verify-annual');
    await page.goto(
      `/verify?name=Ann&email=${encodeURIComponent(email)}&company=Acme+Roofing&lostRevenueAnnual=291600`,
    );
    const line = page.getByText('Missed calls may be costing Acme Roofing $291,600 a year.');
    await expect(line).toBeVisible();
    // Above the form.
    const lineBox = await line.boundingBox();
    const formBox = await page.locator('form').boundingBox();
    expect(lineBox && formBox && lineBox.y + lineBox.height <= formBox.y).toBe(true);

    // The webhook still gets the verify form's four fields, and no figure.
    await page.getByRole('button', { name: 'Confirm & Build Demo' }).click();
    await page.waitForURL(/\/demo\/\?agent=/);
    const delivery = await waitForDelivery('verify', (body) => body.email === email);
    expect(delivery.body).toEqual({ name: 'Ann', email, company: 'Acme Roofing', address: '' });
    errors.assertClean();
  });

  test('the annual figure’s line takes its room before the page’s code runs: the form never moves', {
    tag: '@layout',
  }, async ({ page }) => {
    const errors = watchPageErrors(page);
    await recordLayoutShifts(page);
    // The page paints its prerendered HTML first, as on a slow connection, then its code runs.
    const scripts = await holdScripts(page);
    await page.goto(
      '/verify?name=Ann&email=ann%40acme.com&company=Acme+Roofing&lostRevenueAnnual=291600',
      // Not 'domcontentloaded': that waits for the held module scripts.
      { waitUntil: 'commit' },
    );
    const form = page.locator('form');
    await expect(form).toBeVisible();
    // Measured as the visitor first sees it: the stylesheet blocks rendering, so nothing is
    // painted before it applies, but a layout read can come sooner (a flake on a busy machine).
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
        (link) => link.sheet !== null,
      ),
    );
    const before = await form.boundingBox();
    scripts.release();
    await expect(
      page.getByText('Missed calls may be costing Acme Roofing $291,600 a year.'),
    ).toBeVisible();
    await expect(page.getByLabel('Company Name *')).toHaveValue('Acme Roofing');
    const after = await form.boundingBox();
    expect(after?.y).toBe(before?.y);
    expect(await layoutShifts(page)).toEqual([]);
    errors.assertClean();
  });

  test('without a figure the line takes no room', { tag: '@layout' }, async ({ page }) => {
    await page.goto('/verify?name=Ann&company=Acme');
    await expect(page.getByLabel('Company Name *')).toHaveValue('Acme');
    const slot = page.locator('.site-annual-loss-slot');
    expect((await slot.boundingBox())?.height).toBe(0);
  });

  // Which figures count is @org/calculator-core's rule (verify-annual-loss.test.ts: absent, blank,
  // negative, fractional, exponents, Infinity, markup, past the bound); here, that the page shows
  // none that the rule refuses. One page, loaded afresh for each query.
  test('shows no figure that did not come from the calculator', async ({ page }) => {
    for (const query of [
      '?company=Acme&lostRevenueAnnual=-5',
      '?company=Acme&lostRevenueAnnual=%3Cb%3E1%3C%2Fb%3E',
    ]) {
      await test.step(query, async () => {
        await page.goto(`/verify${query}`);
        await expect(page.getByLabel('Company Name *')).toHaveValue('Acme');
        await expect(page.getByText('Missed calls may be costing'), query).toHaveCount(0);
      });
    }
  });
});
