import type { Page } from '@playwright/test';
import { demoUrl, installFakeDaily } from './demo-support';
import { expect, test } from './fixtures';
import { PROVIDER_URL } from './support';

const AGENT = 'demo-agent';
const MAX_COMPANY_CODE_POINTS = 256;

/**
 * Opens /demo with `query`, presses Start and returns the body of the `POST /call/web` it sent.
 * The provider answers 500 at once: the body is all this spec is about, and the widget returns
 * to idle without a Daily room (the Daily fake stands in for daily-js's warm-up).
 */
async function webCallBody(page: Page, query: Record<string, string>): Promise<unknown> {
  await installFakeDaily(page);
  const bodies: unknown[] = [];
  await page.route(`${PROVIDER_URL}/call/web`, (route, request) => {
    bodies.push(request.postDataJSON());
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ message: 'Not in this test' }),
    });
  });
  await page.goto(demoUrl(query));
  const widget = page.getByRole('region', { name: 'AI Voice Assistant' });
  await widget.getByRole('button', { name: 'Start Voice Chat' }).click();
  await expect.poll(() => bodies.length).toBe(1);
  await expect(widget).toHaveAttribute('data-state', 'idle');
  return bodies[0];
}

/** The company /demo's heading shows (its isolated prefix), or `null` when it shows none. */
async function shownCompany(page: Page): Promise<string | null> {
  const slot = page.getByRole('heading', { level: 1 }).locator('bdi');
  return (await slot.count()) === 0 ? null : slot.textContent();
}

test.describe('/demo sends the company as the assistant variable', () => {
  test('with a company: variableValues.company is the company the page shows', async ({ page }) => {
    const body = await webCallBody(page, { agent: AGENT, company: '  Acme Roofing & Sons ' });
    expect(await shownCompany(page)).toBe('Acme Roofing & Sons');
    expect(body).toEqual({
      assistantId: AGENT,
      assistantOverrides: { variableValues: { company: 'Acme Roofing & Sons' } },
    });
  });

  test('a 10,000-character company is sent cut to 256 code points, as the page shows it', async ({
    page,
  }) => {
    // ASCII, so the address stays within what the static server accepts (about 10 kB).
    const company = `Acme ${'x'.repeat(9_995)}`;
    expect(company).toHaveLength(10_000);
    const body = (await webCallBody(page, { agent: AGENT, company })) as {
      assistantOverrides?: { variableValues?: { company?: unknown } };
    };
    const sent = body.assistantOverrides?.variableValues?.company;
    expect(typeof sent).toBe('string');
    expect(Array.from(sent as string)).toHaveLength(MAX_COMPANY_CODE_POINTS);
    expect(sent).toBe(Array.from(company).slice(0, MAX_COMPANY_CODE_POINTS).join(''));
    expect(await shownCompany(page)).toBe(sent);
  });
});
