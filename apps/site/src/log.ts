import type { Logger } from '@org/voice-client';

/**
 * The site's one logger: the developer's browser console. Site code logs through
 * {@link siteLog} (or a {@link scopedLog}), never through `console` directly, so there is one
 * place that decides where developer messages go. The visitor never sees these; failures the
 * visitor must know of are shown by the page itself.
 */
export const siteLog: Logger = {
  warn(message, detail) {
    console.warn(message, detail);
  },
  error(message, detail) {
    console.error(message, detail);
  },
};

/**
 * A {@link siteLog} whose messages start with `[scope]`, e.g. `[demo] …`.
 *
 * @example
 * ```ts
 * scopedLog('calculator').warn('The calculator results could not be sent.', error);
 * ```
 */
export function scopedLog(scope: string): Logger {
  return {
    warn: (message, detail) => siteLog.warn(`[${scope}] ${message}`, detail),
    error: (message, detail) => siteLog.error(`[${scope}] ${message}`, detail),
  };
}
