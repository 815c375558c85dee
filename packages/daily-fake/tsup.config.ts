import { defineConfig } from 'tsup';

// The browser init script (see src/browser.ts): one self-contained file, no module syntax,
// because Playwright's `addInitScript` runs it as a classic script before the page's own.
export default defineConfig({
  entry: { browser: 'src/browser.ts' },
  format: ['iife'],
  platform: 'browser',
  target: 'es2022',
  outDir: 'dist',
  clean: true,
  minify: false,
  sourcemap: false,
});
