import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.ts';
import { buildDateDefine } from './src/build-date.ts';

/**
 * The test files that replace a module (`vi.mock`): each needs a module graph of its own, as a
 * mock applies only to modules imported after it. The others share one worker's graph and jsdom.
 */
const MOCKING_FILES = readdirSync(join(import.meta.dirname, 'src'), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) =>
    readFileSync(join(import.meta.dirname, 'src', file), 'utf8').includes('vi.mock('),
  )
  .map((file) => `src/${file.replaceAll('\\', '/')}`);

export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    // No simulated calls in unit tests, as in a build (src/env.d.ts).
    define: { ...buildDateDefine(), __SIMULATED_CALLS__: 'false' },
    test: {
      // Unit tests read the same configuration as `npm start`: the local services. (A top-level
      // `mode` is ignored by Vitest, which runs in mode 'test': the loopback mode's files are
      // loaded here instead.)
      env: loadEnv('loopback', import.meta.dirname, 'VITE_'),
      // One worker process runs the files in turn, on one module graph: a fresh one for each
      // file made the run cost 25.5 s of CPU, against 14.3-16.4 s.
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: MOCKING_FILES,
            isolate: false,
          },
        },
        { extends: true, test: { name: 'unit, module mocks', include: MOCKING_FILES } },
      ],
    },
  }),
);
