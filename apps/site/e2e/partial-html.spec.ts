import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { layoutShifts, recordLayoutShifts, SITE_URL } from './support';

// A page's HTML can arrive in pieces (a slow network, or a busy machine whose parser yields), and
// Chromium paints what it has parsed so far. Whatever is laid out from the right or the centre
// then moves when the rest arrives, unless its box is whole once its start tag is: the header's
// menu button once grew from its icon to icon and label, a layout shift on every page at phone
// widths. This serves the site's HTML through a proxy that lets the header trickle in, each of
// its start tags painted before the next is sent, and asserts nothing moved.

let server: Server;
let proxyUrl: string;
/** The byte offsets after which the proxy pauses the HTML documents it serves. */
let splits: number[] = [];
/**
 * Resolves once the page has painted what the proxy has sent so far, the `pieces`-th piece's
 * element included; set by each test, before its page loads.
 */
let painted: (pieces: number) => Promise<void> = async () => {};

/**
 * Waits until `page` has parsed `elements` elements of its header (the header's own included),
 * then until a frame with them has been painted.
 */
async function headerPainted(page: Page, elements: number): Promise<void> {
  await page.waitForFunction(
    (count) => document.querySelectorAll('header, header *').length >= count,
    elements,
    { polling: 'raf' },
  );
  // The frame whose callbacks saw them is painted before the next frame's callbacks run.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

test.beforeAll(async () => {
  server = createServer(async (request, response) => {
    const upstream = await fetch(`${SITE_URL}${request.url ?? '/'}`);
    const headers = Object.fromEntries(
      [...upstream.headers].filter(
        ([name]) => !/^(content-(length|encoding)|transfer-encoding)$/i.test(name),
      ),
    );
    response.writeHead(upstream.status, headers);
    const body = Buffer.from(await upstream.arrayBuffer());
    if (!upstream.headers.get('content-type')?.startsWith('text/html')) {
      response.end(body);
      return;
    }
    let sent = 0;
    try {
      for (const [index, split] of splits.entries()) {
        response.write(body.subarray(sent, split));
        sent = split;
        await painted(index + 1);
      }
    } catch {
      // The page went before it painted (its test failed, and reports why): the rest at once.
    }
    response.end(body.subarray(sent));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

// The home page has the full header (a menu button at phone widths), the demo the minimal one.
for (const path of ['/', '/demo']) {
  test(`${path}: the header never moves while the page arrives in pieces`, {
    tag: '@layout',
  }, async ({ page }) => {
    // The page as parsed and painted, before any of its code runs: a shift there is the HTML's
    // and the stylesheet's alone (hydration's own are the other specs' concern).
    await page.route(/\.js$/, (route) => route.abort());
    // The header's own: the proxy splits it alone, and the parser may yield anywhere else on a
    // busy machine. (/demo's voice widget centres its rows in the room it reserves, so its rows
    // move as they arrive when the parser yields inside it, as once in CI.)
    await recordLayoutShifts(page, { within: 'header' });
    const html = await (await fetch(`${SITE_URL}${path}`)).text();
    const headerAt = html.indexOf('<header');
    const header = html.slice(headerAt, html.indexOf('</header>'));
    const start = Buffer.byteLength(html.slice(0, headerAt));
    // After each start tag inside the header: the element is there, what it holds is not yet
    // (byte offsets: the proxy splits bytes).
    splits = [...header.matchAll(/<[a-z][^>]*>/g)].map(
      (match) => start + Buffer.byteLength(header.slice(0, (match.index ?? 0) + match[0].length)),
    );
    expect(splits.length).toBeGreaterThan(4);
    painted = (pieces) => headerPainted(page, pieces);
    // 'commit', then the load: the page never hydrates here.
    await page.goto(`${proxyUrl}${path}`, { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A frame after the whole page, so its last shift, if any, is recorded.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await layoutShifts(page)).toEqual([]);
  });
}
