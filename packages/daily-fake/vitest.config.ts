import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.ts';

// `e2e/` holds Playwright's conformance test against the real daily-js (`playwright test`).
export default mergeConfig(
  sharedTestConfig,
  defineConfig({ test: { include: ['src/**/*.test.ts'] } }),
);
