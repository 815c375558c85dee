import type { DailyAdvancedConfig, DailyFactoryOptions } from '@daily-co/daily-js';

/**
 * How a face's calls are made, as the engine reads them: Daily's factory options, the phone
 * test, the optional stages and the warm-up. `VoiceClientOptions` documents each for the native
 * face; the `./vapi` drop-in sets them from Vapi's constructor arguments.
 */
export interface CallOptions {
  /** Whether to wait 1 s for a mobile permission prompt. Default: from the user agent. */
  isMobile?: boolean | (() => boolean);
  /**
   * Passed to Daily as `dailyConfig`, over the default `{ avoidEval: true }`: daily-js then loads
   * its call machine with a `<script>` element instead of `eval`, so a Content-Security-Policy
   * without `'unsafe-eval'` works (see the README). Set `avoidEval: false` only if your policy
   * allows `'unsafe-eval'`.
   */
  dailyConfig?: DailyAdvancedConfig;
  /** The microphone: a device id, a track, or `true` for the default. Default `true`. */
  audioSource?: string | MediaStreamTrack | boolean;
  /** Join with the microphone off. */
  startAudioOff?: boolean;
  /**
   * Whether a failure of the optional stages after the join (video recording, audio observer,
   * noise cancellation) fails the start and ends the call. Default `false`: their failure is a
   * `progress` `failed` and a non-fatal `error` event, and the call goes on, as with
   * `@vapi-ai/web` (noise cancellation, for one, fails to load on some browsers and devices).
   */
  strictStages?: boolean;
  /**
   * Whether a start prepares the call while the web call is being created, as LiveKit's
   * `prepareConnection()` and Pipecat's `initDevices()` do: it asks for the microphone at once
   * (the browser's prompt appears at the click), imports daily-js, creates the call object and
   * loads Daily's call machine, so that the join only signals. The stages still report in
   * their order. Default `true`; `false` does each step after the web call answers, in turn.
   */
  warmUp?: boolean;
}

/**
 * Daily's factory options for a call made with `options`: the microphone this start asked for
 * (`audioSource`, else the options'), video only for a recording (the one option the web call
 * decides), and `avoidEval` unless the options turn it off.
 */
export function dailyFactoryOptions(
  options: CallOptions,
  audioSource: CallOptions['audioSource'] | undefined,
  recording: boolean,
): DailyFactoryOptions {
  return {
    audioSource: audioSource ?? options.audioSource ?? true,
    videoSource: recording,
    dailyConfig: { avoidEval: true, ...options.dailyConfig },
    ...(options.startAudioOff ? { startAudioOff: true } : {}),
  };
}
