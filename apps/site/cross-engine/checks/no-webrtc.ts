import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { dailyFiles, readManifest } from '../../scripts/bench/asset-sizes.mjs';
import { CROSS_ENGINE_DIR } from '../cross-engine-build';
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
 * Watches for the first click and for the first text that starts with `line` (a typographic
 * apostrophe read as a plain one): `__cannotCall` says whether it showed, and whether before a
 * task the page queued as the click's dispatch ended (a message posted from the last listener,
 * on the window, bubbling). Shown before that task, the line waited on nothing the press set off
 * (a download, a timer, a later task), whatever the machine's load.
 */
function watchCannotCall(line: string): void {
  const moments: {
    clicked?: boolean;
    taskAfterClick?: boolean;
    shown?: boolean;
    before?: boolean;
  } = {};
  Reflect.set(window, '__cannotCall', moments);
  addEventListener('click', () => {
    if (moments.clicked) return;
    moments.clicked = true;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      moments.taskAfterClick = true;
    };
    channel.port2.postMessage(null);
  });
  const look = () => {
    if (moments.shown) return;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\u2019/g, "'").trim();
      if (text.startsWith(line) && (node as Element).getClientRects().length > 0) {
        moments.shown = true;
        moments.before = moments.clicked === true && moments.taskAfterClick !== true;
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

/**
 * The build's files of the call's engine chunk and of daily-js (the bench's `dailyFiles`), from
 * its manifest: what a browser that cannot call has no use for. Throws when either is missing, so
 * the check cannot pass on a renamed chunk.
 */
async function callFiles(): Promise<string[]> {
  const manifest = await readManifest(join(CROSS_ENGINE_DIR, 'dist'));
  const engine = manifest['src/demo/demo-call-engine.tsx'];
  const daily = [...dailyFiles(manifest)];
  if (!engine || daily.length === 0) {
    throw new Error("The build's manifest names no call engine or daily-js");
  }
  return [engine.file, ...daily].map((file) => `/${file}`);
}

/** The paths of every resource the page has loaded. */
function loadedPaths(page: CrossPage): Promise<string[]> {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
}

function cannotCallMoments(page: CrossPage) {
  return page.evaluate(
    () =>
      Reflect.get(window, '__cannotCall') as {
        clicked?: boolean;
        taskAfterClick?: boolean;
        shown?: boolean;
        before?: boolean;
      },
  );
}

/**
 * WebKitGTK has no RTCPeerConnection, so no web call can be made in it. Pressing /demo's Start
 * must say so at once (before any task queued after the press: an order, not a stopwatch, which
 * a loaded machine cannot blur) and must not create a web call at the provider, which would be a
 * call the visitor can never join. Nor does it load
 * the call's engine or daily-js, on the press or on the hover before it: the line waits on no
 * download, only on the widget's island waking.
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
        (seen) => seen.shown === true,
        5_000,
      );
      expect(moments, 'the line, before any task queued after the press').toMatchObject({
        clicked: true,
        shown: true,
        before: true,
      });
      await settle(page);
      expect(webCallsCreated(providerLog), 'web calls created at the provider').toBe(before);
      const loaded = await loadedPaths(page);
      expect(
        loaded.some((path) => path.endsWith('.js')),
        'the page loaded its scripts',
      ).toBe(true);
      for (const file of await callFiles()) {
        expect(loaded, 'what the page loaded').not.toContain(file);
      }
    },
  },
];
