import { expect, test } from './fixtures';
import { watchPageErrors } from './support';

// Query strings an attacker could put in a link to any page: markup, script URLs, broken
// percent-encoding, prototype-pollution keys, huge and repeated values. None may run script,
// crash the page or break its first heading.

const ROUTES = ['/', '/calculator', '/verify', '/contact', '/privacy', '/demo', '/no-such-page'];
/** The routes whose form's island has its prefill scripts beside it (src/islands/island.tsx). */
const PREFILLED_ROUTES = ['/calculator', '/verify'];
const MARKUP = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';

const HOSTILE_QUERIES: readonly { label: string; query: string }[] = [
  {
    label: 'markup in every known parameter',
    query: new URLSearchParams({
      name: MARKUP,
      company: `"><svg onload="window.__pwned=3">`,
      email: `a@b.c"onfocus="window.__pwned=4`,
      phone: '</title><script>window.__pwned=5</script>',
      address: MARKUP,
      city: '{{constructor.constructor("window.__pwned=6")()}}',
      state: ['$', '{window.__pwned=7}'].join(''), // a template placeholder, as text
      agent: 'javascript:window.__pwned=8',
    }).toString(),
  },
  {
    label: 'broken percent-encoding',
    query: 'name=%E0%A4%A&company=%&email=%ZZ&agent=%00%0A%0D&city=%C3%28&state=%uD800',
  },
  {
    label: 'prototype-pollution keys',
    query: '__proto__[polluted]=1&constructor[prototype][polluted]=1&__proto__.polluted=1&agent=a',
  },
  {
    label: 'a huge value and repeated parameters',
    // Long, but within the 8 kB request line that common hosts (and Node's server) accept.
    query: `company=${'A'.repeat(6_000)}&agent=a&agent=b&name=x&name=y&name=`,
  },
];

for (const route of ROUTES) {
  // One page per route, loaded afresh for each query (a full navigation: a new document, a new
  // window), which saves a browser context per query.
  test(`${route} with a hostile query`, async ({ page }) => {
    const errors = watchPageErrors(page);
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    for (const { label, query } of HOSTILE_QUERIES) {
      await test.step(label, async () => {
        await page.goto(`${route}?${query}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const state = await page.evaluate(() => ({
          pwned: Reflect.get(window, '__pwned'),
          polluted: Reflect.get({}, 'polluted'),
          injected: document.querySelectorAll('#root [onerror], #root [onload]').length,
          scripts: document.querySelectorAll('#root script').length,
        }));
        expect(state, label).toEqual({
          pwned: undefined,
          polluted: undefined,
          injected: 0,
          // Only the prerendered prefill scripts around /calculator's and /verify's form.
          scripts: PREFILLED_ROUTES.includes(route) ? 2 : 0,
        });
        expect(dialogs, label).toBe(0);
        // The markup, where a page shows it, is text.
        await expect(page.locator('#root img[src="x"]'), label).toHaveCount(0);
        // The unknown path answers 404 on purpose, and Chromium logs that status as an error.
        errors.assertClean(route === '/no-such-page' ? [/status of 404/] : []);
      });
    }
  });
}
