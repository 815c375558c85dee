import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { buildDateDefine } from './src/build-date.ts';
import { parseSiteConfig } from './src/config.ts';

export default defineConfig(({ mode }) => {
  // Fail here, naming the variable, rather than ship a site whose forms post nowhere.
  const result = parseSiteConfig(loadEnv(mode, import.meta.dirname, 'VITE_'));
  if (!result.ok) {
    throw new Error(
      `The site's configuration is invalid (mode "${mode}"):\n  ${result.errors.join('\n  ')}`,
    );
  }
  if (mode === 'production' && result.config.testSeams) {
    throw new Error('VITE_TEST_SEAMS=true is refused in production builds.');
  }
  return {
    plugins: [react()],
    define: buildDateDefine(),
    // One stylesheet for every route: the prerendered HTML links only the entry's CSS, so a page
    // chunk's own CSS (the /demo layout) would otherwise arrive after first paint and shift it.
    build: { target: 'es2022', manifest: true, cssCodeSplit: false },
    // Workspace packages are bundled into the prerender build too, so their CSS imports resolve.
    ssr: { noExternal: [/^@org\//] },
  };
});
