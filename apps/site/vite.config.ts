import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { buildDateDefine } from './src/build-date.ts';
import { parseSiteConfig } from './src/config.ts';

const packagesDir = fileURLToPath(new URL('../../packages/', import.meta.url));

/**
 * Each `@org/*` entry the site imports, mapped to its source module. The dev server alone follows
 * these (`npm start`), so an edit to a package reaches the running site through HMR without a
 * rebuild; builds keep importing the packages' published `dist`, the code users install.
 */
const WORKSPACE_SOURCES: Record<string, string> = {
  '@org/calculator-core/form': 'calculator-core/src/form.ts',
  '@org/calculator-core/funnel': 'calculator-core/src/funnel.ts',
  '@org/calculator-core': 'calculator-core/src/index.ts',
  '@org/provider-api': 'provider-api/src/index.ts',
  '@org/ui/styles.css': 'ui/src/styles/index.css',
  '@org/ui': 'ui/src/index.ts',
  '@org/voice-client/react': 'voice-client/src/react.ts',
  '@org/voice-client/simulated': 'voice-client/src/simulated/index.ts',
  '@org/voice-client/vapi': 'voice-client/src/vapi.ts',
  '@org/voice-client': 'voice-client/src/index.ts',
  '@org/webhooks/rules': 'webhooks/src/rules.ts',
  '@org/webhooks': 'webhooks/src/index.ts',
};

const workspaceSourceAliases = Object.entries(WORKSPACE_SOURCES).map(([entry, source]) => ({
  // Exact matches: `@org/ui` must not catch `@org/ui/styles.css`. Names hold only [a-z/.-].
  find: new RegExp(`^${entry.replaceAll('.', '\\.')}$`),
  replacement: join(packagesDir, source),
}));

export default defineConfig(({ command, mode }) => {
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
    resolve: { alias: command === 'serve' ? workspaceSourceAliases : [] },
    // `npm test` builds into these while `npm start` runs: the dev page must not reload for it.
    server: { watch: { ignored: ['**/dist/**', '**/dist-bench/**', '**/.test-report/**'] } },
    // Calls are simulated where the dev server serves, never in a build (src/env.d.ts).
    define: { ...buildDateDefine(), __SIMULATED_CALLS__: JSON.stringify(command === 'serve') },
    // One stylesheet for every route: the prerendered HTML links only the entry's CSS, so a page
    // chunk's own CSS (the /demo layout) would otherwise arrive after first paint and shift it.
    build: { target: 'es2022', manifest: true, cssCodeSplit: false },
    // Workspace packages are bundled into the prerender build too, so their CSS imports resolve.
    ssr: { noExternal: [/^@org\//] },
  };
});
