import { defineConfig, type Options } from 'tsup';
import { importOwnEntry, libraryBuild, libraryPreset } from '../../tsup.preset.ts';

/**
 * The local-service rules (`@org/loopback-http`) are a private workspace package: the Node-only
 * bundles carry them, so the published files never import it.
 */
const bundledWorkspace = ['@org/loopback-http'];

/**
 * The Node-only bundles import the error class from the main entry instead of carrying a copy,
 * so that `instanceof ProviderApiError` holds whichever entry threw it.
 */
const errorFromMainEntry: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'error-from-main-entry',
  setup(build) {
    build.onResolve({ filter: /\/provider-api-error(\.ts)?$/ }, () => ({
      path: '@org/provider-api',
      external: true,
    }));
  },
};

export default defineConfig(
  libraryBuild(
    // Browser-safe main entry.
    libraryPreset({ entry: { index: 'src/index.ts' } }),
    // Node-only: the mock provider (`@org/provider-api/mock`) and its CLI (`org-mock-provider`).
    libraryPreset({
      entry: { mock: 'src/mock/index.ts' },
      platform: 'node',
      noExternal: bundledWorkspace,
      esbuildPlugins: [errorFromMainEntry],
    }),
    // The CLI imports the mock as the built `./mock` entry (by self-reference) instead of
    // carrying a copy.
    libraryPreset({
      entry: { cli: 'src/mock/cli.ts' },
      platform: 'node',
      format: ['esm'],
      dts: false,
      noExternal: bundledWorkspace,
      esbuildPlugins: [
        errorFromMainEntry,
        importOwnEntry('src/mock/index.ts', '@org/provider-api/mock'),
      ],
    }),
  ),
);
