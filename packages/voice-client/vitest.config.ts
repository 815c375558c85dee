import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.ts';

/** The test files that `vi.mock` a module (daily-js, mostly, with test/vapi-diff's fake). */
const MOCKS_DAILY = [
  'src/both-faces.test.ts',
  'src/call-aids/call-aids-vapi.test.ts',
  'src/compat/vapi-client.test.ts',
  'src/compat/vapi-differential-ours.test.ts',
  'src/compat/vapi-differential.test.ts',
  'src/daily-loader.test.ts',
  'src/engine-loader.test.ts',
  'src/voice-client-warmup.test.ts',
  'src/voice-client.test.ts',
];

export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    test: {
      setupFiles: ['test/vapi-engine-loaded.ts'],
      projects: [
        {
          // One module graph and one jsdom per worker, not per file: setting up jsdom for each
          // of 50 files took most of the run (63 s alone, 177 s of 520 s beside the rest of
          // npm test), and no file here leaves state behind for the next.
          extends: true,
          test: {
            name: 'shared',
            exclude: [...configDefaults.exclude, 'e2e/**', ...MOCKS_DAILY],
            isolate: false,
          },
        },
        {
          // `vi.mock` replaces a module for the whole module graph it runs in: these files get
          // one of their own.
          extends: true,
          test: { name: 'isolated', include: MOCKS_DAILY },
        },
      ],
      coverage: {
        provider: 'v8',
        include: ['src/**/*.ts'],
        // Tests, type-only modules and the re-export-only entry points have no code of their own.
        exclude: [
          'src/**/*.test.ts',
          'src/**/*.test.tsx',
          'src/index.ts',
          'src/vapi.ts',
          'src/react.ts',
          'src/call-object.ts',
          'src/events.ts',
          'src/client-message.ts',
        ],
        reporter: ['text-summary'],
        thresholds: { lines: 90 },
      },
    },
  }),
);
