import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { CrossPage } from '../engine';
import type { Check } from '../suite';
import { waitUntil } from '../wait';
import { settle } from './support';

/** The line /demo shows at once when Start is pressed in a browser that cannot make a web call. */
const CANNOT_CALL = "This browser can't make voice calls.";

/** How many web calls the build's mock provider has created (its log: `POST /call/web -> 201`). */
function webCallsCreated(providerLog: string): number {
  return readFileSync(providerLog, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('POST /call/web ')).length;
}

/**
 * Watches, on the page's clock, for the first click and for the first text that starts with
 * `line` (a typographic apostrophe read as a plain one): `__cannotCall` holds both moments.
 */
function watchCannotCall(line: string): void {
  const moments: { click?: number; shown?: number } = {};
  Reflect.set(window, '__cannotCall', moments);
  document.addEventListener(
    'click',
    () => {
      moments.click ??= performance.now();
    },
    true,
  );
  const look = () => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\u2019/g, "'").trim();
      if (text.startsWith(line) && (node as Element).getClientRects().length > 0) {
        moments.shown ??= performance.now();
        return;
      }
    }
  };
  new MutationObserver(look).observe(document.body, {
    subtree: true,
    childList: true,
    characterData: true,
  });
}

function cannotCallMoments(page: CrossPage) {
  return page.evaluate(
    () => Reflect.get(window, '__cannotCall') as { click?: number; shown?: number },
  );
}

/**
 * WebKitGTK has no RTCPeerConnection, so no web call can be made in it. Pressing /demo's Start
 * must say so at once (within a second of the click, on the page's clock) and must not create a
 * web call at the provider, which would be a call the visitor can never join.
 */
export const noWebRtcChecks: Check[] = [
  {
    title: "/demo's Start says at once that this browser can't call, and creates no web call",
    async run(page, { site, providerLog }) {
      await page.goto(`${site}/demo?agent=demo-agent&company=Acme%20Roofing`);
      expect(await page.evaluate(() => typeof RTCPeerConnection)).toBe('undefined');
      const before = webCallsCreated(providerLog);
      await page.evaluate(watchCannotCall, CANNOT_CALL);
      await page.click({ css: 'section.org-voice button', text: 'Start Voice Chat' });
      const moments = await waitUntil(
        `a line starting "${CANNOT_CALL}"`,
        () => cannotCallMoments(page),
        (seen) => seen.shown !== undefined,
        5_000,
      );
      expect((moments.shown ?? 0) - (moments.click ?? 0), 'ms from the click').toBeLessThan(1_000);
      await settle(page);
      expect(webCallsCreated(providerLog), 'web calls created at the provider').toBe(before);
    },
  },
];
