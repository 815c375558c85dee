import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  clearFailures,
  holdScripts,
  runOnItsOwn,
  uniqueEmail,
  waitForDelivery,
  watchPageErrors,
} from './support';

// The home page's contact form (#trial) is an island (src/islands/registry.ts): nothing of it,
// nor React, loads until the visitor reaches into it; then React hydrates the prerendered form
// in place.

const CONTACT_CODE = /\/assets\/contact-form-island-[^/]*\.js$/;
const REACT_CODE = /\/assets\/hydrate-island-[^/]*\.js$/;

test.afterEach(clearFailures);

function watchCode(page: Page, pattern: RegExp): { loaded: () => boolean } {
  let loaded = false;
  page.on('request', (request) => {
    if (pattern.test(request.url())) loaded = true;
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

const trialIsland = (page: Page) => page.locator('#trial [data-island="contact-form"]');

/** The page as the visitor first sees it: settled, and nothing of React or the form loaded. */
async function openHomeAtTop(page: Page, code: { loaded: () => boolean }[]) {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  for (const watched of code) expect(watched.loaded()).toBe(false);
  await markPrerenderedForm(page);
}

test('the contact form wakes when the visitor reaches into it, and hydrates in place', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  const contactCode = watchCode(page, CONTACT_CODE);
  const react = watchCode(page, REACT_CODE);
  await page.clock.install();
  await openHomeAtTop(page, [contactCode, react]);
  // Nothing happens on its own: not at the top, not when the form scrolls into view (once the
  // page's intersection observers have been told, as the test's own is), nor on any timer or
  // idle callback after.
  await page.locator('#trial').evaluate(
    (section) =>
      new Promise<void>((resolve) => {
        new IntersectionObserver((entries, observer) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        }).observe(section);
        section.scrollIntoView();
      }),
  );
  await runOnItsOwn(page);
  expect(contactCode.loaded()).toBe(false);
  expect(react.loaded()).toBe(false);

  await page.locator('#trial').getByLabel('First Name').focus();
  await expect(trialIsland(page)).toHaveAttribute('data-island-state', 'awake');
  expect(contactCode.loaded() && react.loaded()).toBe(true);
  expect(await isPrerenderedForm(page)).toBe(true);
  errors.assertClean();
});

test('what the visitor types, and the press on Send, before the form’s code arrives are kept and sent', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  const contactCode = watchCode(page, CONTACT_CODE);
  const contactScripts = await holdScripts(page, CONTACT_CODE);
  await openHomeAtTop(page, [contactCode]);

  const form = page.locator('#trial form');
  const email = uniqueEmail('home-early');
  await form.getByLabel('First Name').fill('Ann');
  await expect.poll(contactCode.loaded).toBe(true);
  await form.getByLabel('Last Name').fill('Roofer');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Subject').fill('Storm season');
  await form.getByLabel('Message').fill('We miss calls every afternoon.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(trialIsland(page)).toHaveAttribute('data-island-state', 'waking');
  expect(new URL(page.url()).search).toBe('');

  contactScripts.release();
  await expect(page.getByText('Thank you! Your message has been sent successfully.')).toBeVisible();
  expect(await isPrerenderedForm(page)).toBe(true);
  const delivery = await waitForDelivery('contact', (body) => body.email === email);
  expect(delivery.body).toMatchObject({
    firstName: 'Ann',
    lastName: 'Roofer',
    subject: 'Storm season',
    message: 'We miss calls every afternoon.',
  });
  errors.assertClean();
});

test('focus and caret stay where the visitor left them as the form wakes', async ({ page }) => {
  const errors = watchPageErrors(page);
  const contactScripts = await holdScripts(page, CONTACT_CODE);
  await page.goto('/');
  const message = page.locator('#trial').getByLabel('Message');
  await message.click();
  await page.keyboard.type('Storm damage');
  await message.evaluate((input: HTMLTextAreaElement) => input.setSelectionRange(5, 5));
  contactScripts.release();
  await expect(trialIsland(page)).toHaveAttribute('data-island-state', 'awake');
  await page.keyboard.type('y');
  await expect(message).toHaveValue('Stormy damage');
  expect(await message.evaluate((input) => input === document.activeElement)).toBe(true);
  errors.assertClean();
});

test('after following the header’s link to the home page, its contact form works', async ({
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

test('the comparison is a table on wide screens and stacked cards on small ones', {
  tag: '@layout',
}, async ({ page }) => {
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
