import { SILENT_MICROPHONE_MS } from '@org/voice-client/call-aids';
import type { Locator, Page } from '@playwright/test';
import axe from 'axe-core';
import { refuseAutoplayOutsideGestures } from './autoplay-policy';
import {
  emitDailyEvent,
  installFakeDaily,
  setLocalLevel,
  setMicrophones,
  startAssistantAudio,
} from './demo-support';
import { expect, test } from './fixtures';
import { uniqueEmail, waitForDelivery, watchPageErrors } from './support';

// axe on every route at both widths (1280 and 375 px: what axe judges is the page as rendered,
// which differs by width) in the light and the dark colour scheme, and the demo's call done with
// the keyboard alone (the forms' flows by keyboard are keyboard.spec.ts's). Each page is loaded
// once and measured at both widths by resizing it in place, as no-sideways-scroll.spec.ts does:
// the site's layout follows the width through CSS alone (no script reads the viewport), so a
// resized page is the page a phone loads. So these tests set their own widths and run in the
// desktop project only; a load per width cost a browser context and a page load per page.

/**
 * Runs axe on the page as it is, every rule it runs by default or only `rules`: its violations,
 * one line per rule with the elements that break it, and the rules that ran. Evaluated
 * through the DevTools protocol, which the page's CSP does not govern; a script tag would be
 * blocked, as it should be. Injected once per page load: later passes reuse it.
 */
async function axeRun(
  page: Page,
  rules?: readonly string[],
): Promise<{ violations: string[]; ran: string[] }> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (only) =>
      (window as unknown as { axe: typeof axe }).axe.run(
        document,
        // Violations in full; the other result types cut to one node per rule, so axe skips
        // building a selector and an HTML snippet for each element that passed (axe's own
        // advice for large pages), and the result the page hands back stays small.
        {
          resultTypes: ['violations'],
          ...(only ? { runOnly: { type: 'rule', values: only } } : {}),
        },
      ),
    rules ? [...rules] : null,
  );
  const ran = [
    ...results.passes,
    ...results.violations,
    ...results.incomplete,
    ...results.inapplicable,
  ].map((result) => result.id);
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  return { violations, ran };
}

/**
 * The rules that judge colours (axe's `cat.color`: contrast, links told apart by colour). The
 * dark scheme changes the colour tokens and nothing else (@org/ui's tokens.css: its dark block
 * sets colour roles only), so in the dark scheme these are the rules whose verdict can change.
 */
const COLOUR_RULES = new Set(axe.getRules(['cat.color']).map((rule) => rule.ruleId));

const PAGES: readonly { label: string; url: string }[] = [
  { label: '/', url: '/' },
  { label: '/calculator', url: '/calculator' },
  {
    label: '/calculator prefilled',
    url: '/calculator?name=Ann&company=Acme%20Roofing&email=ann@example.com',
  },
  {
    // A report's share link opens with the results: the figures, the funnel and the copy button.
    label: '/calculator report',
    url: '/calculator?name=Ann&company=Acme%20Roofing&email=ann%40example.com&callsPerMonth=60&missedCallPercentage=30&bookingRate=50&closeRate=30&averageJobValue=9000&grossMargin=35',
  },
  { label: '/verify', url: '/verify' },
  { label: '/verify from the calculator', url: '/verify?company=Acme&lostRevenueAnnual=291600' },
  { label: '/contact', url: '/contact' },
  { label: '/privacy', url: '/privacy' },
  { label: '/demo with an assistant', url: '/demo?agent=a11y-agent&company=Acme%20Roofing' },
  { label: '/demo without an assistant', url: '/demo' },
  { label: 'the 404 page', url: '/no-such-page' },
];

/** The page's background as the browser computed it, to tell which colour scheme is in force. */
function bodyBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

/**
 * Waits for the CSS transitions a scheme switch starts (a button's colours ease over 0.15 s), so
 * axe measures the contrast the visitor is left with, not a colour halfway between the schemes.
 */
function transitionsEnded(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        // A transition below the first screen, in a section `content-visibility: auto` skips
        // (src/site.css), does not run until the section is shown: it has nothing to wait for.
        .filter((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return target?.checkVisibility({ contentVisibilityAuto: true }) ?? false;
        })
        .map((animation) => animation.finished),
    ),
  );
}

/** The page background each colour scheme's tokens give, to tell which scheme is in force. */
const SCHEME_BACKGROUND = { light: 'rgb(255, 255, 255)', dark: 'rgb(11, 17, 32)' } as const;

/** The desktop and the phone layout: the widths (and heights) of the site's two projects. */
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
] as const;

/** Switches the colour scheme in place, as a visitor's system setting would, and checks it took. */
async function useScheme(page: Page, colorScheme: keyof typeof SCHEME_BACKGROUND): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await transitionsEnded(page);
  // The tokens' dark values must be the ones in force, else the dark pass checks light twice.
  expect(await bodyBackground(page)).toBe(SCHEME_BACKGROUND[colorScheme]);
}

/**
 * axe on the page as it is, at each width: every default rule in the light scheme, then, in the
 * dark one (the page follows prefers-color-scheme live), those of the default rules that judge
 * colour, the only verdicts the dark scheme can change.
 */
async function expectNoViolations(page: Page): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await test.step(`${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await useScheme(page, 'light');
      const light = await axeRun(page);
      expect(light.violations, `${viewport.width} px, light scheme`).toEqual([]);
      const colourRules = light.ran.filter((rule) => COLOUR_RULES.has(rule));
      // color-contrast at least: an empty list would make the dark pass run every rule.
      expect(colourRules).toContain('color-contrast');
      await useScheme(page, 'dark');
      const dark = await axeRun(page, colourRules);
      expect(dark.violations, `${viewport.width} px, dark scheme`).toEqual([]);
    });
  }
}

test.describe('axe at both widths, light and dark scheme', () => {
  test.use({ colorScheme: 'light' });
  for (const { label, url } of PAGES) {
    test(`${label} has no violations`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page);
    });
  }
});

test.describe('axe at both widths, light and dark scheme, during a call', () => {
  test.use({ colorScheme: 'light' });
  test('/demo with every call aid shown has no violations', async ({ page }) => {
    // The tap-to-hear button, the silent-microphone line and the microphone list at once.
    await refuseAutoplayOutsideGestures(page);
    await installFakeDaily(page);
    // The silent-microphone line's 4 s pass on the page's clock, moved on by the test.
    await page.clock.install();
    await page.goto('/demo?agent=a11y-agent&company=Acme%20Roofing');
    await setMicrophones(page, [
      ['default', 'Default - USB Microphone'],
      ['usb', 'USB Microphone'],
      ['headset', ''],
    ]);
    const voice = page.getByRole('region', { name: 'AI Voice Assistant' });
    // Pressed by script, so the browser refuses the assistant's audio (autoplay-policy.ts).
    await voice.getByRole('button', { name: 'Start Voice Chat' }).dispatchEvent('click');
    await emitDailyEvent(page, 'app-message', { data: 'listening', fromId: 'assistant' });
    await startAssistantAudio(page);
    await setLocalLevel(page, 0);
    await page.clock.runFor(SILENT_MICROPHONE_MS + 200);
    await expect(voice.getByRole('button', { name: 'Tap to hear the assistant' })).toBeVisible();
    await expect(voice.getByRole('combobox', { name: 'Microphone' })).toBeVisible();
    await expect(voice.getByText('We can’t hear you.', { exact: false })).toBeVisible();
    await expectNoViolations(page);
  });
});

/** Presses Tab until `target` has the focus; fails if it is not reached in `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test.describe('keyboard only', () => {
  test('demo: start and end a call, then ask for the summary by SMS', async ({ page }) => {
    const errors = watchPageErrors(page);
    await installFakeDaily(page);
    // Its own company, to tell its summary from the other viewport's, which may run beside it.
    const company = `Keys Roofing ${uniqueEmail('a11y').split('@')[0]}`;
    await page.goto(`/demo?agent=keys-agent&company=${encodeURIComponent(company)}`);
    const start = page.getByRole('button', { name: 'Start Voice Chat' });
    await expect(start).toBeEnabled();
    await tabTo(page, start);
    await page.keyboard.press('Enter');
    // Joined, the assistant says it is listening: the call is active.
    await emitDailyEvent(page, 'app-message', { data: 'listening', fromId: 'assistant' });
    const end = page.getByRole('button', { name: 'End Call' });
    await expect(end).toBeVisible({ timeout: 10_000 });
    await tabTo(page, end);
    await page.keyboard.press('Enter');
    const summary = page.getByRole('button', { name: 'Get Call Summary' });
    await expect(summary).toBeVisible();
    await tabTo(page, summary);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Send Call Summary' });
    await expect(dialog).toBeVisible();
    await typeInto(page, dialog.getByLabel('Phone Number'), '5551234567');
    await tabTo(page, dialog.getByRole('button', { name: 'Send Summary' }), 10);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await waitForDelivery(
      'call-summary',
      (body) => body.company === company && body.phoneNumber === '5551234567',
    );
    errors.assertClean();
  });
});
