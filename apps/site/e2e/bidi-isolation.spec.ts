import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { clearFailures, failNext, uniqueEmail } from './support';

// Words from a link or a server are isolated where the page shows them: a right-to-left
// override (U+202E) in them reverses them alone, and the page's words after them stay in
// place. Measured as Chromium lays the text out, not read from the markup: where each word is.

const RLO = '\u202E';

test.afterEach(clearFailures);

/** The box of the first `word` inside `element`, as laid out. */
function wordEdges(element: Locator, word: string) {
  return element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at === -1) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const rect = range.getBoundingClientRect();
      return { left: rect.left, right: rect.right, top: rect.top };
    }
    throw new Error(`"${wanted}" is not in the element`);
  }, word);
}

/**
 * Asserts that `after`, the page's word, is laid out right of `untrusted` on the same line (a
 * line break between them would prove nothing, so it fails too).
 */
async function expectInReadingOrder(element: Locator, untrusted: string, after: string) {
  const first = await wordEdges(element, untrusted);
  const second = await wordEdges(element, after);
  expect(
    Math.abs(second.top - first.top),
    `"${untrusted}" and "${after}" on one line`,
  ).toBeLessThan(1);
  expect(second.left, `"${after}" right of "${untrusted}"`).toBeGreaterThanOrEqual(first.right);
}

test('/demo: an override in the company does not reverse the heading after it', async ({
  page,
}) => {
  await page.goto(`/demo?agent=bidi-agent&company=${encodeURIComponent(`${RLO}Acme`)}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(`${RLO}Acme: Meet`);
  await expectInReadingOrder(heading, 'Acme', 'Meet');
});

test('/verify: an override in the company does not reverse the annual figure', async ({ page }) => {
  await page.goto(`/verify?company=${encodeURIComponent(`${RLO}Acme`)}&lostRevenueAnnual=291600`);
  const line = page.getByTestId('annual-loss');
  await expect(line).toContainText('$291,600');
  await expectInReadingOrder(line, 'Acme', '$291,600');
});

test('/verify: an override in the server’s message does not reverse the page’s words', async ({
  page,
}) => {
  const email = uniqueEmail('bidi');
  await failNext('verify', { email }, { kind: 'status', status: 422, message: `${RLO}Bad` });
  await page.goto(`/verify?name=Ann&email=${encodeURIComponent(email)}&company=Acme`);
  await page.getByRole('button', { name: 'Confirm & Build Demo' }).click();
  const message = page.getByRole('alert').filter({ hasText: 'There was an error' });
  await expect(message).toContainText('Please try again.');
  await expectInReadingOrder(message, 'Bad', 'Please');
});
