import { expect, test } from './fixtures';
import { SITE_URL, watchPageErrors } from './support';

test.describe('shared layout', () => {
  test('header links lead to their pages and mark the active link', { tag: '@layout' }, async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (test.info().project.name === 'mobile')
      await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Calculator' }).click();
    await expect(page).toHaveURL(/\/calculator\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'See What Missed Calls Are Costing You' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('See What Missed Calls Are Costing You | CallKeeper');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE_URL}/calculator/`,
    );
    if (test.info().project.name === 'mobile')
      await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav.getByRole('link', { name: 'Calculator' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    errors.assertClean();
  });

  // The toggle shows on small screens only: the desktop project leaves out @mobile-only tests.
  test('the mobile menu opens with its toggle and closes when a link is chosen @mobile-only', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Contact' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/contact');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('every route change scrolls to the top', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the footer shows the links and the visitor’s current year', async ({ page }) => {
    await page.clock.install({ time: new Date('2031-02-03T10:00:00') });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy/',
    );
    await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/contact/',
    );
    await expect(footer).toContainText('© 2031');
  });

  test('/privacy has ten sections and shows the visitor’s today as last updated', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await page.clock.install({ time: new Date('2030-03-04T09:00:00') });
    await page.goto('/privacy');
    await expect(page.getByText('Last updated: March 4, 2030')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(10);
    await expect(
      page.getByRole('heading', { level: 2, name: '8. Children Under 13' }),
    ).toBeVisible();
    errors.assertClean();
  });

  test('the 404 page helps the visitor on', async ({ page }) => {
    const response = await page.goto('/roofing-tips');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Missed call calculator' }).click();
    await expect(page).toHaveURL(/\/calculator\/$/);
  });

  test('each route has its own title, description, canonical link and Open Graph tags', async ({
    request,
  }) => {
    for (const [path, title] of [
      ['/', 'Never Miss a Job Again | CallKeeper'],
      ['/contact', 'Get in touch | CallKeeper'],
      ['/verify', 'Verify Your Information | CallKeeper'],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      // The page's folder with its trailing slash: the URL a static host serves without a
      // redirect (DEPLOYMENT.md), however the page was asked for.
      const canonical = path === '/' ? `${SITE_URL}/` : `${SITE_URL}${path}/`;
      expect(html).toContain(`<link rel="canonical" href="${canonical}"`);
      expect(html).toContain(`<meta property="og:title" content="${title}"`);
      expect(html).toContain(`<meta property="og:url" content="${canonical}"`);
    }
    const home = await (await request.get('/')).text();
    expect(home).toContain(
      '<link rel="icon" href="/favicon.png" type="image/png" sizes="48x48" />',
    );
    // The pictures the head names are served as what they are (a chat app fetching the link
    // preview's picture goes by its content-type; test/build-output.test.ts checks the files).
    for (const picture of ['/favicon.png', '/og-image.png']) {
      const response = await request.get(picture);
      expect(response.status(), picture).toBe(200);
      expect(response.headers()['content-type'], picture).toBe('image/png');
    }
  });
});
