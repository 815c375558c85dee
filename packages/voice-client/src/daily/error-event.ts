/**
 * The readers of daily-js's error events (`{ action, errorMsg, error: { type, msg } }`) that the
 * `./vapi` drop-in's reports need on import: a module of their own, with no imports, so that the
 * drop-in takes only these.
 */

/** Whether `value` is one of daily-js's event objects (each carries its `action`). */
export function isDailyEvent(value: unknown): value is { action: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { action?: unknown }).action === 'string'
  );
}

/** The `msg` of a Daily error event's `error` (`{ errorMsg, error: { type, msg } }`), if any. */
export function dailyErrorText(value: Record<string, unknown>): string | undefined {
  const inner = value.error;
  if (typeof inner !== 'object' || inner === null) return undefined;
  const text = (inner as { msg?: unknown }).msg;
  return typeof text === 'string' ? text : undefined;
}
