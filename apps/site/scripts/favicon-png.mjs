#!/usr/bin/env node
// `pnpm --filter @org/site favicon`: draws public/favicon.svg in Chromium at FAVICON_PX square and
// writes public/favicon.png, the icon every page links to. An SVG icon costs each page load an SVG
// document in the renderer (a task of 50-90 ms on a phone's CPU, traced at 4x slowdown); a PNG of
// this size decodes in well under a millisecond. The PNG is kept in the repository, so a build
// needs no browser: run this after changing the SVG (the link-preview picture draws it too).
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
import { FAVICON_PX } from './favicon-size.mjs';
import { readPngHeader } from './png-header.mjs';

const svg = await readFile(new URL('../public/favicon.svg', import.meta.url));
const output = new URL('../public/favicon.png', import.meta.url);
const html = `<!DOCTYPE html><html><body style="margin:0;background:transparent"><img alt="" width="${FAVICON_PX}" height="${FAVICON_PX}" style="display:block" src="data:image/svg+xml;base64,${svg.toString('base64')}"></body></html>`;

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage({
    viewport: { width: FAVICON_PX, height: FAVICON_PX },
    deviceScaleFactor: 1,
  });
  await page.setContent(html, { waitUntil: 'load' });
  const png = await page.screenshot({ type: 'png', omitBackground: true });
  const { width, height } = readPngHeader(png);
  if (width !== FAVICON_PX || height !== FAVICON_PX) {
    throw new Error(`The icon is ${width}×${height}, not ${FAVICON_PX}×${FAVICON_PX}.`);
  }
  await writeFile(output, png);
  process.stdout.write(`Wrote ${output.pathname}: ${width}×${height}, ${png.length} bytes.\n`);
} finally {
  await browser.close();
}
