import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.ts';

export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    // Unit tests read the same configuration as `npm start`: the local services.
    mode: 'loopback',
    test: { include: ['src/**/*.test.{ts,tsx}'] },
  }),
);
