import type { Logger } from '@org/voice-client';

/**
 * The developer log of /demo: the browser console. The visitor is never shown these failures
 * (spec section 8: a failed start returns silently to idle, a failed summary send just closes);
 * they are warnings, not errors, because they are expected outcomes such as a denied microphone.
 */
export const demoLog: Logger = {
  warn(message, detail) {
    console.warn(`[demo] ${message}`, detail);
  },
  error(message, detail) {
    console.error(`[demo] ${message}`, detail);
  },
};
