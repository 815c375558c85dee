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
 * How both faces recover from daily-js's `audio-processor-error`: noise cancellation off (the
 * audio processor `none`), then the microphone back on through `enableMicrophone`, since the
 * error leaves it off. Rejects with what either step threw.
 */
export function recoverFromAudioProcessorError(
  call: { updateInputSettings(settings: DailyInputSettings): Promise<unknown> },
  enableMicrophone: () => void,
): Promise<void> {
  return call
    .updateInputSettings({ audio: { processor: { type: 'none' } } })
    .then(() => enableMicrophone());
}
