import { defineConfig } from 'tsup';
import { libraryBuild, libraryPreset } from '../../tsup.preset.ts';

export default defineConfig(
  libraryBuild(
    // Browser-safe clients, schemas and messages.
    libraryPreset({ entry: ['src/index.ts', 'src/rules.ts'] }),
    // Node-only: the local receiver library.
    libraryPreset({ entry: { receiver: 'src/receiver/index.ts' }, platform: 'node' }),
    // Node-only: the `org-webhook-receiver` bin, ESM with a shebang, no types.
    libraryPreset({
      entry: { cli: 'src/receiver/cli.ts' },
      platform: 'node',
      format: ['esm'],
      dts: false,
      banner: { js: '#!/usr/bin/env node' },
    }),
  ),
);
