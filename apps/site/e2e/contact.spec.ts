import { expect, test } from './fixtures';
import {
  clearFailures,
  deliveries,
  failNext,
  fillContactForm,
  holdScripts,
  uniqueEmail,
  waitForDelivery,
  watchPageErrors,
  webhookPostOutcome,
} from './support';

test.afterEach(clearFailures);

// The home page's form (#trial) is the same island as /contact's: it is sent from both pages here,
// and what the form does before its code arrives, on a failure and while sending is /contact's
// below (the home page's early press: home.spec.ts).
for (const path of ['/contact', '/#trial']) {
  test.describe(`contact form at ${path}`, () => {
    test('sends the message, clears the form and thanks the visitor', async ({ page }) => {
      const errors = watchPageErrors(page);
      await page.goto(path);
      const email = uniqueEmail('contact');
      const form = await fillContactForm(page, email);
      const post = webhookPostOutcome(page, 'contact');
      const sentAt = Date.now();
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(
        page.getByText('Thank you! Your message has been sent successfully.'),
      ).toBeVisible();
      await expect(form.getByLabel('Email')).toHaveValue('');
      await expect(form.getByLabel('Message')).toHaveValue('');

      const delivery = await waitForDelivery('contact', (body) => body.email === email);
      expect(delivery.body).toMatchObject({
        firstName: 'Ann',
        lastName: 'Roofer',
        email,
        phone: '555 123 4567',
        subject: 'Storm season',
        message: 'We miss calls every afternoon.',
      });
      const timestamp = Date.parse(String(delivery.body.timestamp));
      expect(Math.abs(timestamp - sentAt)).toBeLessThan(60_000);
      // The answer's body is read to its end, not cancelled: no net::ERR_ABORTED after the 200.
      expect(await post).toBe('finished');
      errors.assertClean();
    });
  });
}

test.describe('contact form at /contact', () => {
  const path = '/contact';
  test('sends what the visitor typed, and the press on Send, from before the page’s script ran', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const scripts = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    const email = uniqueEmail('contact-early');
    const form = await fillContactForm(page, email);
    // Pressed before the site's script has run: the page's first script holds the click, and
    // the form's island replays it once awake, never a native submit.
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(new URL(page.url()).search).toBe('');
    scripts.release();
    await expect(
      page.getByText('Thank you! Your message has been sent successfully.'),
    ).toBeVisible();
    const delivery = await waitForDelivery('contact', (body) => body.email === email);
    expect(delivery.body).toMatchObject({ firstName: 'Ann', subject: 'Storm season' });
    errors.assertClean();
  });

  test('keeps the entries and shows the error when sending fails', async ({ page }) => {
    const errors = watchPageErrors(page);
    const email = uniqueEmail('contact-fail');
    await failNext(
      'contact',
      { email },
      { kind: 'status', status: 500, message: 'automation down' },
    );
    await page.goto(path);
    const form = await fillContactForm(page, email);
    const send = form.getByRole('button', { name: 'Send Message' });
    await send.click();
    await expect(
      page.getByText('Sorry, there was an error sending your message. Please try again.'),
    ).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await expect(form.getByLabel('Message')).toHaveValue('We miss calls every afternoon.');
    await expect(send).toBeEnabled();

    // A new submit returns to idle first, then succeeds.
    await send.click();
    await expect(
      page.getByText('Thank you! Your message has been sent successfully.'),
    ).toBeVisible();
    await expect(page.getByText('Sorry, there was an error')).toBeHidden();
    errors.assertClean([/Failed to load resource: the server responded with a status of 500/]);
  });

  test('shows "Sending..." and disables the button while sending', async ({ page }) => {
    const email = uniqueEmail('contact-slow');
    await failNext('contact', { email }, { kind: 'delay', delayMs: 1500 });
    await page.goto(path);
    const form = await fillContactForm(page, email);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(
      page.getByText('Thank you! Your message has been sent successfully.'),
    ).toBeVisible();
  });
});

test('an over-limit message is the field’s own error, and nothing is sent', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/contact');
  const email = uniqueEmail('contact-long');
  const form = await fillContactForm(page, email);
  await form.getByLabel('Subject').fill('S'.repeat(201));
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please keep this to 200 characters or fewer')).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/Sorry, there was an error/)).toHaveCount(0);
  await expect(form.getByLabel('Message')).toHaveValue('We miss calls every afternoon.');

  await form.getByLabel('Subject').fill('Storm season');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you! Your message has been sent successfully.')).toBeVisible();
  await waitForDelivery('contact', (body) => body.email === email);
  const sent = (await deliveries('contact')).filter((entry) => entry.body.email === email);
  expect(sent).toHaveLength(1);
  errors.assertClean();
});

test('the browser’s own checks stop an incomplete contact form', async ({ page }) => {
  await page.goto('/contact');
  const form = page.locator('form[data-state]');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form).toHaveAttribute('data-state', 'idle');
  expect(
    await form
      .getByLabel('First Name')
      .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
  ).toBe(true);
});
