import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clearFailures, uniqueEmail, waitForDelivery, watchPageErrors } from './support';

// The home page's contact form (#trial) is at the bottom: its code loads as the visitor nears it
// or reaches into it, not with the page (src/deferred-section.tsx), and hydrates the prerendered
// form in place.

const CONTACT_CODE = /\/assets\/contact-section-[^/]*\.js$/;

test.afterEach(clearFailures);

function watchContactCode(page: Page): { loaded: () => boolean } {
  let loaded = false;
  page.on('request', (request) => {
    if (CONTACT_CODE.test(request.url())) loaded = true;
  });
  return { loaded: () => loaded };
}

/** Marks the prerendered form, so a test can tell it was hydrated, not rendered again. */
async function markPrerenderedForm(page: Page): Promise<void> {
  await page.locator('#trial form').evaluate((form) => {
    Reflect.set(form, 'prerenderedMarker', true);
  });
}

function isPrerenderedForm(page: Page): Promise<boolean> {
  return page
    .locator('#trial form')
    .evaluate((form) => Reflect.get(form, 'prerenderedMarker') === true);
}

/** The page as the visitor first sees it: hydrated, settled, the contact form's code not loaded. */
async function openHomeAtTop(page: Page, contactCode: { loaded: () => boolean }) {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(contactCode.loaded()).toBe(false);
  await expect(page.locator('#trial').getByRole('button', { name: 'Send Message' })).toBeDisabled();
  await markPrerenderedForm(page);
}

test('the contact form’s code loads as the visitor nears it, and hydrates the form in place', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  const contactCode = watchContactCode(page);
  await openHomeAtTop(page, contactCode);
  // Nothing happens on its own while the visitor stays at the top.
  await page.waitForTimeout(500);
  expect(contactCode.loaded()).toBe(false);

  const requested = page.waitForRequest(CONTACT_CODE);
  await page.locator('#trial').evaluate((section) => section.scrollIntoView());
  await requested;
  const send = page.locator('#trial').getByRole('button', { name: 'Send Message' });
  await expect(send).toBeEnabled();
  expect(await isPrerenderedForm(page)).toBe(true);
  errors.assertClean();
});

test('what the visitor types before the form’s code arrives is kept and sent', async ({ page }) => {
  const errors = watchPageErrors(page);
  const contactCode = watchContactCode(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(CONTACT_CODE, async (route) => {
    await released;
    await route.continue();
  });
  await openHomeAtTop(page, contactCode);

  const form = page.locator('#trial form');
  const email = uniqueEmail('home-early');
  await form.getByLabel('First Name').fill('Ann');
  await expect.poll(contactCode.loaded).toBe(true);
  await form.getByLabel('Last Name').fill('Roofer');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Subject').fill('Storm season');
  await form.getByLabel('Message').fill('We miss calls every afternoon.');
  const send = form.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeDisabled();

  release();
  await expect(send).toBeEnabled();
  await expect(form.getByLabel('First Name')).toHaveValue('Ann');
  await expect(form.getByLabel('Message')).toHaveValue('We miss calls every afternoon.');
  expect(await isPrerenderedForm(page)).toBe(true);
  await send.click();
  await expect(page.getByText('Thank you! Your message has been sent successfully.')).toBeVisible();
  const delivery = await waitForDelivery('contact', (body) => body.email === email);
  expect(delivery.body).toMatchObject({
    firstName: 'Ann',
    lastName: 'Roofer',
    subject: 'Storm season',
    message: 'We miss calls every afternoon.',
  });
  errors.assertClean();
});

test('a navigation within the page before the form’s code loads keeps the form', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  const contactCode = watchContactCode(page);
  await openHomeAtTop(page, contactCode);
  const historyKey = () => page.evaluate(() => Reflect.get(Object(history.state), 'key'));
  const before = await historyKey();

  // The brand link leads to the page the visitor is on: a client-side navigation, which changes
  // the router's context under the not yet hydrated form.
  await page.getByRole('banner').getByRole('link', { name: 'CallKeeper' }).click();
  await expect.poll(historyKey).not.toBe(before);
  await expect.poll(contactCode.loaded).toBe(true);
  const send = page.locator('#trial').getByRole('button', { name: 'Send Message' });
  await expect(send).toBeEnabled();
  expect(await isPrerenderedForm(page)).toBe(true);
  errors.assertClean();
});

test('after a client-side navigation to the home page, its contact form works', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await page.goto('/privacy');
  await page.getByRole('banner').getByRole('link', { name: 'CallKeeper' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Never Miss a Job Again' }),
  ).toBeVisible();
  const form = page.locator('#trial form');
  const email = uniqueEmail('home-navigated');
  await form.getByLabel('First Name').fill('Ann');
  await form.getByLabel('Last Name').fill('Roofer');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Subject').fill('Storm season');
  await form.getByLabel('Message').fill('We miss calls every afternoon.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you! Your message has been sent successfully.')).toBeVisible();
  await waitForDelivery('contact', (body) => body.email === email);
  errors.assertClean();
});

test('the comparison is a table on wide screens and stacked cards on small ones', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await page.goto('/');
  const table = page.getByRole('table', { name: 'Why Choose Us?' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Do It Yourself',
    'Hire Staff',
    'Call Center',
    'Recommended Solution The Better Option',
  ]);
  await expect(table.getByRole('rowheader')).toHaveText([
    'Answers every call',
    'Nights and weekends',
    'Sounds like your business',
    'Cost',
  ]);
  const answers = table.getByRole('row', { name: /Answers every call/ });
  await expect(answers.getByRole('cell')).toHaveText(['No', 'No', 'Yes', 'Yes']);
  const wide = (page.viewportSize()?.width ?? 0) >= 640;
  const display = await table.evaluate((element) => getComputedStyle(element).display);
  expect(display).toBe(wide ? 'table' : 'block');
  // Neither layout scrolls the page sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  errors.assertClean();
});

test('the hero’s calls to action look like buttons: no link underline, text colour kept on hover', async ({
  page,
}) => {
  await page.goto('/');
  const hero = page.locator('main section').first();
  for (const name of ['See Missed Call Report', 'Contact Us']) {
    const link = hero.getByRole('link', { name });
    const style = () =>
      link.evaluate((element) => {
        const computed = getComputedStyle(element);
        return {
          decoration: computed.textDecorationLine,
          color: computed.color,
          background: computed.backgroundColor,
        };
      });
    const resting = await style();
    expect(resting.decoration).toBe('none');
    await link.hover();
    // The hover changes the background only: the page's `a:hover` colour must not reach the label.
    await expect.poll(async () => (await style()).background).not.toBe(resting.background);
    const hovered = await style();
    expect(hovered.decoration).toBe('none');
    expect(hovered.color).toBe(resting.color);
  }
});
