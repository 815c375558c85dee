import { loadEnv } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.ts';
import { buildDateDefine } from './src/build-date.ts';

export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    // No simulated calls in unit tests, as in a build (src/env.d.ts).
    define: { ...buildDateDefine(), __SIMULATED_CALLS__: 'false' },
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      // Unit tests read the same configuration as `npm start`: the local services. (A top-level
      // `mode` is ignored by Vitest, which runs in mode 'test': the loopback mode's files are
      // loaded here instead.)
      env: loadEnv('loopback', import.meta.dirname, 'VITE_'),
    },
  }),
);
