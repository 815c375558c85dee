import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, whose `page.goto` also waits until the page's module script runs
 * (`<html data-hydrated>`, set by src/entry-client.ts): from then on its islands are armed, and
 * a press in one that is not awake yet is held and replayed as it wakes. A test that wants the
 * page before that asks for `waitUntil: 'commit'` and gets it as it is.
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
