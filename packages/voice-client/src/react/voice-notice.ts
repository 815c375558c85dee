import type { DailyEventObjectCameraError } from '@daily-co/daily-js';
import type { CallRequirement } from '../call-support';

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
 * microphone. daily-js does not reject `join()` for either: it emits `camera-error` with an
 * `error` of type `permissions` or `not-found` (see `DailyCamPermissionsError` and
 * `DailyCamDeviceNotFoundError` in its `index.d.ts`) and goes on joining, so a call the visitor
 * cannot speak in would follow.
 */
export function noticeFromCameraError(event: DailyEventObjectCameraError): VoiceNotice | null {
  const { error, errorMsg } = event;
  if (error?.type === 'not-found') {
    const missing = Array.isArray(error.missingMedia) && error.missingMedia.includes('audio');
    return missing || errorMsg?.audioOk === false ? { kind: 'microphone-missing' } : null;
  }
  if (error?.type !== 'permissions') return null;
  // Typed as required, but read defensively: the event comes from outside at run time.
  const audioBlocked =
    (Array.isArray(error.blockedMedia) && error.blockedMedia.includes('audio')) ||
    errorMsg?.audioOk === false;
  if (!audioBlocked) return null;
  return {
    kind: 'microphone-blocked',
    blockedBy: error.blockedBy === 'browser' ? 'browser' : 'user',
  };
}
