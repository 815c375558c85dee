import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.ts';

export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    test: {
      setupFiles: ['test/vapi-engine-loaded.ts'],
      // One module graph and one environment per worker, not per file: a worker's start (Node,
      // the module runner, jsdom, the engines of test/vapi-engine-loaded.ts) costs about 1 s of
      // CPU under jsdom, and no file here leaves state behind for the next. The files that run
      // over test/vapi-diff's daily-js all `vi.mock` it with that one module; any other file that
      // loads daily-js, or replaces a module with one of its own making (`vi.doMock`), does so
      // on a fresh module graph (`vi.resetModules`) and leaves a fresh one. Was a project per
      // file for those: 36-42 s of CPU for the run with coverage, 14-15 s now (two cores).
      exclude: [...configDefaults.exclude, 'e2e/**'],
      isolate: false,
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
