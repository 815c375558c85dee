import { MISSED_CALL_WARNING_THRESHOLDS } from './constants';
import { MISSED_CALL_WARNING_MESSAGES } from './copy';

/**
 * The warning shown after a calculation when the missed-call percentage looks off:
 * `low` below {@link MISSED_CALL_WARNING_THRESHOLDS}.low, `high` above its `high`.
 */
export type MissedCallWarning =
  | { kind: 'low'; message: (typeof MISSED_CALL_WARNING_MESSAGES)['low'] }
  | { kind: 'high'; message: (typeof MISSED_CALL_WARNING_MESSAGES)['high'] };

/**
 * Picks the missed-call warning for a percentage: `low` strictly below 10, `high` strictly
 * above 60, otherwise `null` (10 and 60 themselves give no warning). `NaN` gives `null`.
 *
 * @example
 * ```ts
 * getMissedCallWarning(5)?.message; // 'Your missed call rate seems unusually low. …'
 * getMissedCallWarning(30); // null
 * ```
 */
export function getMissedCallWarning(missedCallPercentage: number): MissedCallWarning | null {
  if (missedCallPercentage < MISSED_CALL_WARNING_THRESHOLDS.low) {
    return { kind: 'low', message: MISSED_CALL_WARNING_MESSAGES.low };
  }
  if (missedCallPercentage > MISSED_CALL_WARNING_THRESHOLDS.high) {
    return { kind: 'high', message: MISSED_CALL_WARNING_MESSAGES.high };
  }
  return null;
}
