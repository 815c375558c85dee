/**
 * The stages of a call start, in order. `reconnect()` skips `web-call-creation`: it reuses a
 * web call created earlier. What each does is the start plan's (start-plan.ts).
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
