import type { DailyEventObjectCameraError } from '@daily-co/daily-js';
import type { CallRequirement } from '../call-support';
import { microphoneProblemOf } from '../daily/camera-error';

/**
 * Something the visitor should be told, in one line, about why the widget is back to idle:
 * - `microphone-blocked`: the microphone was refused, by the visitor (`blockedBy: 'user'`) or by
 *   the browser or device (`'browser'`), so the call was ended.
 * - `microphone-missing`: the device has no microphone, so the call was ended.
 * - `browser-unsupported`: the browser cannot make a call (`callSupport()`, with what it lacks),
 *   so Start did nothing: no web call was created.
 */
export type VoiceNotice =
  | { kind: 'microphone-blocked'; blockedBy: 'user' | 'browser' }
  | { kind: 'microphone-missing' }
  | { kind: 'browser-unsupported'; missing: readonly CallRequirement[] };

/**
 * The notice for a `camera-error` event, or `null` when it is not about a refused or missing
 * microphone (read by the Daily port: daily/camera-error.ts). daily-js does not reject `join()` for
 * either: it goes on joining, so a call the visitor cannot speak in would follow.
 */
export function noticeFromCameraError(event: DailyEventObjectCameraError): VoiceNotice | null {
  const problem = microphoneProblemOf(event);
  if (!problem) return null;
  return problem.kind === 'missing'
    ? { kind: 'microphone-missing' }
    : { kind: 'microphone-blocked', blockedBy: problem.by };
}
