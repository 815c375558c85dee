import type { StartErrorCode } from './voice-client-error';

/**
 * The stages of a call start, in order (spec section 4). `reconnect()` skips
 * `web-call-creation`: it reuses a web call created earlier.
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

/** The error code a failure in each stage is reported with. */
export const STAGE_ERROR_CODES: Readonly<Record<StartStage, StartErrorCode>> = {
  validation: 'validation-error',
  initialization: 'start-method-error',
  'web-call-creation': 'web-call-creation-error',
  'daily-call-object-creation': 'daily-call-object-creation-error',
  'mobile-permissions': 'start-method-error',
  'daily-call-join': 'daily-call-join-error',
  'video-recording-setup': 'video-recording-setup-error',
  'audio-observer-setup': 'audio-observer-setup-error',
  'audio-processing-setup': 'audio-processing-setup-error',
};

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
