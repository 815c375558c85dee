import type { StartErrorCode } from './voice-client-error';

/**
 * The stages of a call start, in order. `reconnect()` skips `web-call-creation`: it reuses a
 * web call created earlier.
 */
export const START_STAGES = [
  'validation',
  'initialization',
  'web-call-creation',
  'daily-call-object-creation',
  'mobile-permissions',
  'daily-call-join',
  'video-recording-setup',
  'audio-observer-setup',
  'audio-processing-setup',
] as const;

/** One stage of a call start. */
export type StartStage = (typeof START_STAGES)[number];

/**
 * The error code a failure in `stage` is reported with: `<stage>-error`, but for the stages that
 * have no code of their own (`initialization`, `mobile-permissions`: `start-method-error`).
 */
export function stageErrorCode(stage: StartStage): StartErrorCode {
  return stage === 'initialization' || stage === 'mobile-permissions'
    ? 'start-method-error'
    : `${stage}-error`;
}

/**
 * Stages that run after the join and only add to a call that already works. Their failure
 * fails the start like any other stage, unless `strictStages: false` asks to report it
 * (progress `failed` and a non-fatal `error`) and let the call go on.
 */
export const OPTIONAL_STAGES: ReadonlySet<StartStage> = new Set<StartStage>([
  'video-recording-setup',
  'audio-observer-setup',
  'audio-processing-setup',
]);
