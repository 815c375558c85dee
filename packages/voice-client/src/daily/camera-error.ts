import type { DailyEventObjectCameraError } from '@daily-co/daily-js';

/**
 * The readers of daily-js's `camera-error`, whose shape is loose (index.d.ts types fields as
 * required that a call machine may leave out, and `errorMsg` as text where it is an object): the
 * port's translation (events.ts) and `./react`'s notice use these, and nothing else reads it.
 */

/**
 * What a `camera-error` says of the microphone: refused (by the visitor or by the browser or
 * device) or missing. daily-js does not reject `join()` for either: it emits `camera-error` with
 * an `error` of type `permissions` or `not-found` (`DailyCamPermissionsError` and
 * `DailyCamDeviceNotFoundError` in its index.d.ts) and goes on joining.
 */
export type MicrophoneProblem =
  | { readonly kind: 'blocked'; readonly by: 'user' | 'browser' }
  | { readonly kind: 'missing' };

/** The microphone's problem a `camera-error` reports, or `null` when it is not about it. */
export function microphoneProblemOf(event: DailyEventObjectCameraError): MicrophoneProblem | null {
  const { error, errorMsg } = event;
  if (error?.type === 'not-found') {
    const missing = Array.isArray(error.missingMedia) && error.missingMedia.includes('audio');
    return missing || errorMsg?.audioOk === false ? { kind: 'missing' } : null;
  }
  if (error?.type !== 'permissions') return null;
  // Typed as required, but read defensively: the event comes from outside at run time.
  const audioBlocked =
    (Array.isArray(error.blockedMedia) && error.blockedMedia.includes('audio')) ||
    errorMsg?.audioOk === false;
  if (!audioBlocked) return null;
  return { kind: 'blocked', by: error.blockedBy === 'browser' ? 'browser' : 'user' };
}

/**
 * The text of a camera error: its `error.msg`, else the text daily-js puts in `errorMsg`
 * (an object there, whose own `errorMsg` is the text; index.d.ts `DailyEventObjectCameraError`).
 */
export function cameraErrorMessage(event: DailyEventObjectCameraError): string {
  const inner = event.error as { msg?: unknown } | undefined;
  if (typeof inner?.msg === 'string' && inner.msg) return inner.msg;
  const outer = event.errorMsg as { errorMsg?: unknown } | string | undefined;
  if (typeof outer === 'string') return outer;
  return typeof outer?.errorMsg === 'string' ? outer.errorMsg : 'The microphone is not available.';
}
