import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  fillContactForm,
  holdScripts,
  uniqueEmail,
  waitForDelivery,
  wakeEveryIsland,
  watchPageErrors,
} from './support';

// The pages are HTML with islands (src/islands/registry.ts): nothing of React loads before the
// visitor reaches into an island, every island hydrates its prerendered HTML without a mismatch,
// and what a visitor does before an island wakes is kept.

const REACT_CODE = /\/assets\/hydrate-island-[^/]*\.js$/;
const CONTACT_CODE = /\/assets\/contact-form-island-[^/]*\.js$/;
// What the loader shows when an island could not wake, and logs (src/islands/wake-islands.ts).
const WAKE_FAILED =
  'Network error: Unable to connect to the server. Please check your internet connection and try again.';
const WAKE_FAILED_LOG = /\[islands\] (An island could not load|A press was dropped)/;
/**
 * How long a held press waits for its island: src/islands/wake-islands.ts's `WAKE_DEADLINE_MS`
 * (its module needs the build's defines, so it is not imported here).
 */
const WAKE_DEADLINE_MS = 10_000;

/** Every route as a visitor lands on it; the query ones wake their island at idle. */
const PLAIN = ['/', '/calculator', '/verify', '/contact', '/privacy', '/no-such-page'];
const WITH_QUERY = [
  '/demo?agent=demo-agent&company=Acme%20Roofing',
  '/demo',
  '/calculator?name=Ann&email=ann%40acme.com&company=Acme',
  '/verify?name=Ann&email=ann%40acme.com&company=Acme&lostRevenueAnnual=291600',
];

function watchReact(page: Page): () => boolean {
  let loaded = false;
  page.on('request', (request) => {
    if (REACT_CODE.test(request.url())) loaded = true;
  });
  return () => loaded;
}

for (const path of PLAIN) {
  test(`${path} loads no React until the visitor reaches into an island`, async ({ page }) => {
    const errors = watchPageErrors(page);
    const react = watchReact(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(react()).toBe(false);
    expect(await wakeEveryIsland(page)).toBeGreaterThan(0);
    expect(react()).toBe(true);
    // The not-found page is itself the one resource answered 404.
    errors.assertClean(path === '/no-such-page' ? [/status of 404/] : []);
  });
}

for (const path of WITH_QUERY) {
  test(`${path}: every island hydrates its HTML without a mismatch`, async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto(path);
    await wakeEveryIsland(page);
    await page.waitForLoadState('networkidle');
    errors.assertClean();
  });
}

test('/demo loads no React before the visitor reaches for the widget', async ({ page }) => {
  const react = watchReact(page);
  await page.goto('/demo?agent=demo-agent&company=Acme%20Roofing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Acme Roofing: Meet Your AI Receptionist',
  );
  await page.waitForLoadState('networkidle');
  expect(react()).toBe(false);
});

// One page per island: the home page's contact form is /contact's island.
const FORMS = [
  { path: '/contact', island: 'contact-form', first: 'First Name', second: 'Last Name' },
  {
    path: '/calculator',
    island: 'calculator',
    first: 'Your Name *',
    second: 'Company',
  },
  { path: '/verify', island: 'verify', first: 'Your Name', second: 'Email Address' },
] as const;

for (const form of FORMS) {
  test(`${form.path}: typing at once after load, as the island's code comes, keeps every character, focus and caret`, async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    // The island's code comes once the visitor is typing, as on a slow phone, whatever the
    // machine's speed: held until the first field is typed in, then let through while the second
    // one is.
    const code = await holdScripts(page, new RegExp(`/assets/${form.island}-island-[^/]*\\.js$`));
    await page.goto(form.path, { waitUntil: 'load' });
    const island = page.locator(`[data-island="${form.island}"]`);
    const first = island.getByLabel(form.first, { exact: form.path === '/calculator' });
    const second = island.getByLabel(form.second, { exact: form.path === '/calculator' });
    // A tap, then typing at a quick typist's pace: the island wakes meanwhile.
    await first.click();
    await page.keyboard.type('Ann Roofer', { delay: 15 });
    await expect(island).toHaveAttribute('data-island-state', 'waking');
    code.release();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Acme Roofing Co', { delay: 15 });
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(island).toHaveAttribute('data-island-state', 'awake');
    await page.keyboard.type('-');
    await expect(first).toHaveValue('Ann Roofer');
    await expect(second).toHaveValue('Acme Roofing -Co');
    await expect(second).toBeFocused();
    errors.assertClean();
  });
}

// A press on Send while the form's island wakes is held and replayed: home.spec.ts (its code held
// back) and contact.spec.ts (before the page's script ran).
test.describe('the header’s menu on a phone @mobile-only', () => {
  test('opens by keyboard before and after its island wakes', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto('/privacy');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const header = page.locator('[data-island="site-header"]');
    await expect(header).not.toHaveAttribute('data-island-state', /./);
    // Tab to it: the focus wakes the island; Enter before it is awake is held, then replayed.
    for (let presses = 0; presses < 10; presses += 1) {
      if (await toggle.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(header).toHaveAttribute('data-island-state', 'awake');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    errors.assertClean();
  });
});

test.describe('an island whose code does not come', () => {
  test('a stalled chunk: the visitor is told at the deadline after pressing Send, and the form works once it arrives', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const contactCode = await holdScripts(page, CONTACT_CODE);
    // The deadline runs on the page's clock, which the test moves on: its rule (counted from the
    // press, one per press, none while nobody waits) is wake-islands.test.ts's.
    await page.clock.install();
    await page.goto('/contact');
    const email = uniqueEmail('islands-stalled');
    const form = await fillContactForm(page, email);
    const send = form.getByRole('button', { name: 'Send Message' });
    // Stopped from the press on, so that the deadline is counted on the test's steps alone.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await send.click();
    const island = page.locator('[data-island="contact-form"]');
    await expect(island).toHaveAttribute('data-island-state', 'waking');
    const notice = page.getByRole('alert');
    await page.clock.runFor(WAKE_DEADLINE_MS - 1);
    await expect(notice).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(notice).toHaveText(WAKE_FAILED);
    await page.clock.resume();
    await expect(island).toHaveAttribute('data-island-state', 'waking');
    expect(new URL(page.url()).search).toBe('');

    // The chunk comes after all: the island wakes, the notice goes, nothing was sent behind the
    // visitor's back, and what they typed is still there to send.
    contactCode.release();
    await expect(island).toHaveAttribute('data-island-state', 'awake');
    await expect(notice).toHaveCount(0);

    await expect(form.getByLabel('Email')).toHaveValue(email);
    await send.click();
    await expect(
      page.getByText('Thank you! Your message has been sent successfully.'),
    ).toBeVisible();
    await waitForDelivery('contact', (body) => body.email === email);
    errors.assertClean([WAKE_FAILED_LOG]);
  });

  test('a chunk that failed to load is fetched again on the next press', async ({ page }) => {
    const errors = watchPageErrors(page);
    let offline = true;
    const fetches: string[] = [];
    await page.route(CONTACT_CODE, async (route) => {
      fetches.push(offline ? 'failed' : 'loaded');
      if (offline) await route.abort('connectionreset');
      else await route.continue();
    });
    await page.goto('/contact');
    const email = uniqueEmail('islands-failed');
    // Typing wakes the island: its fetch fails, quietly (nothing was pressed).
    const form = await fillContactForm(page, email);
    await expect(page.getByRole('alert')).toHaveCount(0);
    const send = form.getByRole('button', { name: 'Send Message' });
    await send.click();
    await expect(page.getByRole('alert')).toHaveText(WAKE_FAILED);
    expect(fetches.filter((fetch) => fetch === 'failed').length).toBeGreaterThanOrEqual(2);

    offline = false;
    await send.click();
    await expect(
      page.getByText('Thank you! Your message has been sent successfully.'),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(fetches.at(-1)).toBe('loaded');
    await waitForDelivery('contact', (body) => body.email === email);
    errors.assertClean([WAKE_FAILED_LOG, /Failed to load resource/]);
  });
});

// An outreach link's visitor (src/prefill/*.ts): what the query fills in is in the page's first
// frame, written by a small inline script; React comes only when they reach into the form.
const PREFILLED = [
  {
    path: '/calculator/?name=Ann%20Lee&company=Acme%20Roofing&email=ann%40acme.test&phone=555-0100',
    island: 'calculator',
    heading: 'Missed Call Calculator for Acme Roofing',
    title: /^Missed Call Calculator for \u2068Acme Roofing\u2069 \| /,
    fields: { name: 'Ann Lee', company: 'Acme Roofing', email: 'ann@acme.test', phone: '555-0100' },
    prefilledLabels: 4,
    typeInto: 'callsPerMonth',
  },
  {
    path: '/verify/?name=Ann%20Lee&email=ann%40acme.test&company=Acme%20Roofing&city=Austin&state=TX&lostRevenueAnnual=291600',
    island: 'verify',
    heading: 'Verify Your Information',
    title: /^Verify Your Information \| /,
    fields: {
      name: 'Ann Lee',
      email: 'ann@acme.test',
      company: 'Acme Roofing',
      address: 'Austin, TX',
    },
    prefilledLabels: 0,
    typeInto: 'address',
    line: 'Missed calls may be costing Acme Roofing $291,600 a year.',
  },
] as const;

/** What a frame showing the island showed, read before that frame painted. */
interface FirstFrame {
  heading: string;
  title: string;
  fields: Record<string, string>;
  prefilledLabels: number;
  line: string | null;
}

for (const prefilled of PREFILLED) {
  test(`${prefilled.island} from an outreach link: the query's values in the first frame, no React before a touch`, async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const react = watchReact(page);
    // Each frame's callbacks run before it paints: every frame until the page has loaded that
    // shows the island records what it shows.
    await page.addInitScript((island) => {
      const frames: unknown[] = [];
      Reflect.set(window, '__islandFrames', frames);
      const look = () => {
        const element = document.querySelector(`[data-island="${island}"]`);
        const form = element?.querySelector('form');
        const firstInput = form?.querySelector('input');
        if (form && firstInput && getComputedStyle(firstInput).visibility !== 'hidden') {
          const fields: Record<string, string> = {};
          for (const input of form.querySelectorAll('input'))
            if (input.value && input.type !== 'number') fields[input.name] = input.value;
          frames.push({
            heading: document.querySelector('h1')?.textContent ?? '',
            title: document.title,
            fields,
            prefilledLabels: form.querySelectorAll('.org-field__prefilled').length,
            line: document.querySelector('[data-testid="annual-loss"]')?.textContent ?? null,
          });
        }
        if (document.readyState !== 'complete' || frames.length === 0) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    }, prefilled.island);
    await page.goto(prefilled.path);
    await page.waitForLoadState('networkidle');
    const frames = (await page.evaluate(() =>
      Reflect.get(window, '__islandFrames'),
    )) as FirstFrame[];
    expect(frames.length).toBeGreaterThan(0);
    // No frame showed the island otherwise than the first did.
    for (const frame of frames) expect(frame).toEqual(frames[0]);
    const first = frames[0] as FirstFrame;
    expect(first.heading).toBe(prefilled.heading);
    expect(first.title).toMatch(prefilled.title);
    expect(first.fields).toEqual(prefilled.fields);
    expect(first.prefilledLabels).toBe(prefilled.prefilledLabels);
    if ('line' in prefilled) expect(first.line).toBe(prefilled.line);
    expect(react()).toBe(false);
    await expect(page.locator(`[data-island="${prefilled.island}"]`)).not.toHaveAttribute(
      'data-island-state',
      /./,
    );
    errors.assertClean();
  });

  test(`${prefilled.island} from an outreach link: a throttled visitor who types at once keeps every character and every prefilled value`, async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(prefilled.path, { waitUntil: 'load' });
    const island = page.locator(`[data-island="${prefilled.island}"]`);
    const form = island.locator('form');
    // Typed into a field of their own and at the end of a prefilled one, at once, while the
    // island's code comes and React hydrates.
    await form.locator(`input[name="${prefilled.typeInto}"]`).click();
    await page.keyboard.type('120', { delay: 10 });
    await form.locator('input[name="name"]').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Jr', { delay: 10 });
    await expect(island).toHaveAttribute('data-island-state', 'awake');
    await expect(form.locator(`input[name="${prefilled.typeInto}"]`)).toHaveValue(
      // After the default of the calls per month (60), or the address the query gave.
      prefilled.typeInto === 'address' ? 'Austin, TX120' : '60120',
    );
    for (const [name, value] of Object.entries(prefilled.fields)) {
      if (name === prefilled.typeInto) continue;
      await expect(form.locator(`input[name="${name}"]`)).toHaveValue(
        name === 'name' ? `${value} Jr` : value,
      );
    }
    // The fields the visitor left alone are still marked prefilled.
    if (prefilled.prefilledLabels > 0) {
      for (const name of ['company', 'email', 'phone']) {
        await expect(
          form.locator('.org-field', { has: page.locator(`input[name="${name}"]`) }),
        ).toHaveAttribute('data-prefilled', 'true');
      }
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(prefilled.heading);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    errors.assertClean();
  });
}
