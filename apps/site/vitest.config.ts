import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.ts';
import { buildDateDefine } from './src/build-date.ts';

export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    // Unit tests read the same configuration as `npm start`: the local services.
    mode: 'loopback',
    define: buildDateDefine(),
    test: { include: ['src/**/*.test.{ts,tsx}'] },
  }),
);
