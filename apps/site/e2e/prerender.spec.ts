import { expect, test } from './fixtures';

const ROUTES = [
  { path: '/', heading: 'Never Miss a Job Again', indexed: true },
  { path: '/calculator', heading: 'See What Missed Calls Are Costing You', indexed: true },
  // Made for one visitor: kept out of search by the prerendered page itself.
  { path: '/verify', heading: 'Verify Your Information', indexed: false },
  { path: '/contact', heading: 'Get in touch', indexed: true },
  { path: '/privacy', heading: 'Privacy Policy', indexed: true },
];

test.describe('prerendered routes', () => {
  for (const { path, heading, indexed } of ROUTES) {
    test(`${path} has its content before any script runs`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^http/);
      await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(
        indexed ? 0 : 1,
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        /^http.*\/og-image\.png$/,
      );
      await context.close();
    });
  }

  test('an unknown path answers 404 with a helpful page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
