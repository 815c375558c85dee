import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from './fixtures';
import { layoutShifts, recordLayoutShifts, SITE_URL } from './support';

// A page's HTML can arrive in pieces (a slow network, or a busy machine whose parser yields), and
// Chromium paints what it has parsed so far. Whatever is laid out from the right or the centre
// then moves when the rest arrives, unless its box is whole once its start tag is: the header's
// menu button once grew from its icon to icon and label, a layout shift on every page at phone
// widths. This serves the site's HTML through a proxy that lets the header trickle in, a pause
// after each of its start tags, and asserts nothing moved.

/** The pause after each piece: several frames, so each piece is painted before the next. */
const PAUSE_MS = 100;

let server: Server;
let proxyUrl: string;
/** The byte offsets after which the proxy pauses the HTML documents it serves. */
let splits: number[] = [];

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
    for (const split of splits) {
      response.write(body.subarray(sent, split));
      sent = split;
      await sleep(PAUSE_MS);
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
  test(`${path}: the header never moves while the page arrives in pieces`, async ({ page }) => {
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
    // 'commit', then the load: the page never hydrates here.
    await page.goto(`${proxyUrl}${path}`, { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A frame after the whole page, so its last shift, if any, is recorded.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await layoutShifts(page)).toEqual([]);
  });
}
