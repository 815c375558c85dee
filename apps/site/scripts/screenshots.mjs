#!/usr/bin/env node
// `pnpm screenshots`: a full-page PNG of every route (scripts/screenshots-routes.mjs) at 1280 and
// 375 px, light and dark, into apps/site/screenshots/ (git-ignored), to look at the whole site in
// a minute. It serves the built `dist` with the site's own static server on a free port, so it
// runs beside `npm start` and `npm test`; it starts no local services (the pages photographed
// call none before the visitor acts). Exits 1 on any page or console error, or a missing page.
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startStaticServer } from '../../../scripts/static-server.mjs';
import { chromiumLaunchOptions } from './chromium.mjs';
import { screenshotViewports } from './screenshots-routes.mjs';

const started = performance.now();
const root = fileURLToPath(new URL('../dist', import.meta.url));
const outDir = fileURLToPath(new URL('../screenshots', import.meta.url));
// Two pages at a time: the machines have two cores, and Chromium renders in its own processes.
const PARALLEL = 2;

/**
 * Photographs one viewport's shots (one width and scheme) one after the other in one page: a new
 * page's first load costs seconds, a navigation in an open one a fraction of that, and every
 * navigation is a full document load (the site keeps no state in storage). Prints one line per
 * file; returns how many failed (a page or console error, an unexpected status, a timeout).
 */
async function photograph(browser, baseUrl, { width, scheme, shots }) {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    colorScheme: scheme,
    // The end state of every transition, so the picture does not depend on timing.
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  let problems = [];
  let current = '';
  let expected = 200;
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium logs the not-found page's own 404 status, which is the point of that page.
    const ownStatus = expected === 404 && message.location().url === current;
    if (!ownStatus) problems.push(`console.error: ${message.text()}`);
  });
  let failed = 0;
  try {
    for (const { route, file } of shots) {
      problems = [];
      current = new URL(route.path, baseUrl).href;
      expected = route.name === 'not-found' ? 404 : 200;
      try {
        const response = await page.goto(current);
        if (response?.status() !== expected) {
          problems.push(`status ${response?.status()} (expected ${expected})`);
        }
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        if (route.ready) await page.locator(route.ready).first().waitFor();
        await page.evaluate(async () => {
          await document.fonts.ready;
          // The results scroll themselves into view; a full-page picture starts at the top, or
          // the sticky header is drawn across the middle of it.
          await new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(resolve)),
          );
          window.scrollTo({ top: 0, behavior: 'instant' });
        });
        await page.screenshot({ path: join(outDir, file), fullPage: true });
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error));
      }
      const where = `screenshots/${file} (${route.path})`;
      if (problems.length === 0) {
        process.stdout.write(`${where}\n`);
      } else {
        failed += 1;
        process.stdout.write(`${where}: FAILED\n${problems.map((p) => `  ${p}\n`).join('')}`);
      }
    }
  } finally {
    await context.close();
  }
  return failed;
}

if (!existsSync(join(root, 'index.html'))) {
  process.stderr.write(
    `No built site in ${root}: run \`pnpm screenshots\` at the root, which builds it first.\n`,
  );
  process.exit(1);
}
const server = await startStaticServer({ root, port: 0 }).catch((error) => {
  process.stderr.write(`Could not serve ${root}: ${error.message}\n`);
  process.exit(1);
});
let failed = 0;
let total = 0;
let browser;
try {
  browser = await chromium.launch(chromiumLaunchOptions());
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const queue = screenshotViewports();
  total = queue.reduce((sum, { shots }) => sum + shots.length, 0);
  const worker = async () => {
    for (let viewport = queue.shift(); viewport; viewport = queue.shift()) {
      failed += await photograph(browser, server.url, viewport);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `${total - failed} of ${total} screenshots in ${outDir}, ${failed} failed, ${seconds} s\n`,
  );
} catch (error) {
  failed += 1;
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
} finally {
  await browser?.close();
  await server.close();
}
process.exitCode = failed === 0 ? 0 : 1;
