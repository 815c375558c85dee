import type { DailyInputSettings } from '@daily-co/daily-js';

/**
 * The input settings that turn Daily's noise cancellation (Krisp) on: `updateInputSettings` with
 * the audio processor `noise-cancellation` (daily-js index.d.ts, `DailyInputSettings`). Both faces
 * ask for it once the call has joined. A new object each time: daily-js keeps what it is given.
 */
export function noiseCancellationOn(): DailyInputSettings {
  return { audio: { processor: { type: 'noise-cancellation' } } };
}

/**
 * The input settings that turn it off again (processor `none`): how both faces recover from
 * daily-js's `audio-processor-error`, after which they switch the microphone back on.
 */
export function noiseCancellationOff(): DailyInputSettings {
  return { audio: { processor: { type: 'none' } } };
}
