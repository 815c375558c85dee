import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, whose `page.goto` also waits until React has hydrated the page
 * (`<html data-hydrated>`, set by the app): on a slow machine the load event can come before
 * hydration, and a click then would meet a page whose buttons do nothing yet. A test that wants
 * the page before hydration asks for `waitUntil: 'commit'` and gets it as it is.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') {
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      }
      return response;
    };
    await use(page);
  },
});
