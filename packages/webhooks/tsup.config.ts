import { defineConfig } from 'tsup';
import { importOwnEntry, libraryBuild, libraryPreset } from '../../tsup.preset.ts';

/**
 * The local-service rules (`@org/loopback-http`) are a private workspace package: the Node-only
 * bundles carry them, so the published files never import it.
 */
const bundledWorkspace = ['@org/loopback-http'];

export default defineConfig(
  libraryBuild(
    // Browser-safe clients, schemas and messages.
    libraryPreset({ entry: ['src/index.ts', 'src/rules.ts'] }),
    // Node-only: the local receiver library.
    libraryPreset({
      entry: { receiver: 'src/receiver/index.ts' },
      platform: 'node',
      noExternal: bundledWorkspace,
    }),
    // Node-only: the `org-webhook-receiver` bin, ESM with a shebang, no types. It imports the
    // receiver as the built `./receiver` entry (by self-reference) instead of carrying a copy.
    libraryPreset({
      entry: { cli: 'src/receiver/cli.ts' },
      platform: 'node',
      format: ['esm'],
      dts: false,
      noExternal: bundledWorkspace,
      esbuildPlugins: [importOwnEntry('src/receiver/index.ts', '@org/webhooks/receiver')],
      banner: { js: '#!/usr/bin/env node' },
    }),
  ),
);
