// What the checks do to a page beyond the engines' few primitives, written once on top of them.
import type { Delivery, WebhookName } from '../../e2e/support';
import type { CrossPage, Target } from '../engine';
import { loadedResources, locate } from '../in-page';
import { describeTarget } from '../target';
import { waitUntil } from '../wait';

/** Whether `target` is on the page, visible. */
export function isShown(page: CrossPage, target: Target): Promise<boolean> {
  return page.evaluate(locate, { target, want: 'shown' }) as Promise<boolean>;
}

/** Waits until `target` is on the page, visible. */
export async function waitForShown(page: CrossPage, target: Target, timeout?: number) {
  await waitUntil(
    `${describeTarget(target)} to show`,
    () => isShown(page, target),
    Boolean,
    timeout,
  );
}

/** Clicks `field` and types `text` over what it held. */
export async function fill(page: CrossPage, field: Target, text: string): Promise<void> {
  await page.click(field);
  await page.evaluate(() => {
    const element = document.activeElement;
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      element.select();
    }
  });
  await page.type(text);
}

/** Presses Tab until `target` has focus, as a keyboard user would; fails if it never does. */
export async function tabTo(page: CrossPage, target: Target, maxPresses = 40): Promise<void> {
  for (let presses = 0; presses <= maxPresses; presses += 1) {
    if (await page.evaluate(locate, { target, want: 'focused' })) return;
    await page.press('Tab');
  }
  throw new Error(`${maxPresses} presses of Tab never reached ${describeTarget(target)}`);
}

/**
 * Waits until the page has loaded nothing new for half a second (the chunks of /demo's widget and
 * the calculator's results come after the load), at most 10 s.
 */
export async function settle(page: CrossPage): Promise<void> {
  let last = -1;
  let since = Date.now();
  await waitUntil(
    'the page to stop loading resources',
    async () => {
      const count = await page.evaluate(loadedResources);
      if (count !== last) {
        last = count;
        since = Date.now();
      }
      return Date.now() - since;
    },
    (quietFor) => quietFor >= 500,
  );
}

/** A value no other check uses, to find this check's delivery among all of them. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Waits until the receiver has a delivery of `webhook` whose body `matches`, and returns it. */
export function waitForDelivery(
  receiver: string,
  webhook: WebhookName,
  matches: (body: Record<string, unknown>) => boolean,
): Promise<Delivery> {
  return waitUntil(
    `the receiver to get a ${webhook} delivery`,
    async () => {
      const response = await fetch(`${receiver}/__deliveries?webhook=${webhook}`);
      const { deliveries } = (await response.json()) as { deliveries: Delivery[] };
      return deliveries.find((delivery) => matches(delivery.body));
    },
    (found) => found !== undefined,
  ) as Promise<Delivery>;
}
