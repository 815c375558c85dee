#!/usr/bin/env node
// `pnpm --filter @org/site og-image`: draws the link-preview picture (src/og-card.tsx, styled by
// @org/ui/styles.css and src/og-card.css) in Chromium at OG_IMAGE's size (src/og-image.ts) and
// writes public/og-image.png, which the build copies to the site's root. The picture is kept in
// the repository, so a build needs no browser; run this after changing the card, its words or
// the design tokens (build @org/ui first: its stylesheet is read from its dist). Type and
// antialiasing come from this machine's system-ui font, as the site's text does.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { runnerImport } from 'vite';
import { chromiumLaunchOptions } from './chromium.mjs';
import { readPngHeader } from './png-header.mjs';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const output = fileURLToPath(new URL('../public/og-image.png', import.meta.url));

/** A module of the site's source (TypeScript, JSX), loaded through Vite without its config. */
async function sourceModule(path) {
  const { module } = await runnerImport(fileURLToPath(new URL(path, import.meta.url)), {
    configFile: false,
    root: siteDir,
    logLevel: 'warn',
  });
  return module;
}

async function uiStylesheet() {
  const path = fileURLToPath(import.meta.resolve('@org/ui/styles.css'));
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new Error(
      `${path} is missing: build @org/ui first (pnpm exec turbo run build --filter=@org/ui).`,
      { cause: error },
    );
  }
}

const { OG_IMAGE } = await sourceModule('../src/og-image.ts');
const { renderOgCard } = await sourceModule('../src/og-card.tsx');
const logo = await readFile(new URL('../public/favicon.svg', import.meta.url));
const css = `${await uiStylesheet()}\n${await readFile(new URL('../src/og-card.css', import.meta.url), 'utf8')}`;
const markup = renderOgCard(`data:image/svg+xml;base64,${logo.toString('base64')}`);
const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><style>${css}</style></head><body style="margin:0">${markup}</body></html>`;

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const context = await browser.newContext({
    viewport: { width: OG_IMAGE.width, height: OG_IMAGE.height },
    deviceScaleFactor: 1,
    // The tokens' light values: the site's default look.
    colorScheme: 'light',
    // The end state of the call illustration's pulse, not a moment of it.
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ type: 'png', animations: 'disabled' });
  const { width, height } = readPngHeader(png);
  if (width !== OG_IMAGE.width || height !== OG_IMAGE.height) {
    throw new Error(`The picture is ${width}×${height}, not ${OG_IMAGE.width}×${OG_IMAGE.height}.`);
  }
  await writeFile(output, png);
  process.stdout.write(`Wrote ${output}: ${width}×${height}, ${png.length} bytes.\n`);
} finally {
  await browser.close();
}
