import type { CreateCallObject } from '@org/voice-client';

/**
 * The global a test installs with `page.addInitScript` before the page loads. Only loopback
 * builds (`VITE_TEST_SEAMS=true`) read it; production builds do not contain this name at all.
 */
export const DEMO_TEST_SEAM_GLOBAL = '__orgDemoTestSeam';

/** What a test may replace in the demo's voice client. */
export interface DemoTestSeam {
  /** A scripted stand-in for Daily's call object, so a whole call runs without a network. */
  createCallObject?: CreateCallObject;
}

function readSeam(value: unknown): DemoTestSeam {
  if (typeof value !== 'object' || value === null || !('createCallObject' in value)) return {};
  const { createCallObject } = value;
  return typeof createCallObject === 'function'
    ? { createCallObject: createCallObject as CreateCallObject }
    : {};
}

/**
 * The test seam's options for the voice client, or none. The check is static on purpose: Vite
 * replaces `import.meta.env.VITE_TEST_SEAMS` with its build-time value, so in a production
 * build the condition is constant false and the bundler drops this branch, global name and all
 * (`test/production-build.test.ts` checks the built files).
 */
export function demoTestSeam(): DemoTestSeam {
  if (import.meta.env.VITE_TEST_SEAMS === 'true') {
    return readSeam(Reflect.get(globalThis, DEMO_TEST_SEAM_GLOBAL));
  }
  return {};
}
