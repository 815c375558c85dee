import type { DailyEventObjectCameraError, DailyParticipant } from '@daily-co/daily-js';
import type { CallState } from './call-state';
import type { ConnectionState } from './connection-watch';
import type { ForwardedDailyEvent, ForwardedPayload } from './daily/events';
import type { ProgressMetadata } from './events';
import type { StatusUpdateMessage } from './server-message';
import type { CallEndReason, CallStatus } from './session-phase';
import type { StageReport } from './stage-runner';
import type { StartStage } from './stages';
import type { VoiceClientError } from './voice-client-error';
import type { WebCall } from './web-call';

/** A start stage's report, as a session hands it to its face. */
export type StartStageReport = StageReport<StartStage, VoiceClientError, ProgressMetadata>;

/**
 * Something that went wrong during a call without ending it:
 * - `audio-processor`: noise cancellation broke; the session switches it off and the microphone
 *   back on;
 * - `audio-processor-recovery`: switching it off failed (`cause`);
 * - `playback`: the browser refused to play the assistant (`resume()` plays it from a gesture);
 * - `local-level-observer`: Daily's microphone level observer failed to start or stopped.
 */
export type CallTrouble =
  | { kind: 'audio-processor'; error: VoiceClientError }
  | { kind: 'audio-processor-recovery'; cause: unknown }
  | { kind: 'playback'; error: VoiceClientError }
  | { kind: 'local-level-observer'; cause: unknown };

/**
 * What the engine tells a face, name → listener arguments: the one stream both faces (and the
 * call aids) map to what their own listeners hear. A session emits nothing once it has ended.
 * - `status` / `state-change`: the call's status and the call library's state changed
 *   (`call-start` is `status` becoming `listening`).
 * - `stage`: a start stage's report; for a `failed` one, `goesOn` says whether the start carries
 *   on without the stage (an optional stage, `strictStages` off); `start-success` /
 *   `start-failed`: how the start ended.
 * - `call-end`: a joined call ended, for `reason`; `ended` is the visitor's `status-update`
 *   `ended` the face reports after it, or `null` when the server sent its own.
 * - `connection`: the call's connection changed (connection-watch.ts).
 * - `app-message`: a participant's app message other than `listening`, as sent.
 * - `fatal`: Daily's fatal error, during the start (which then fails) or the call (which ends).
 * - `trouble`: see {@link CallTrouble}.
 * - `volume-level`, `speech-start`, `speech-end`: the assistant's loudness and speech.
 * - `local-level`: the microphone's level (while Daily's local observer runs, see
 *   `SessionHost.wantsLocalLevels`); `devices`: the browser's media devices changed.
 * - `participant-updated`, `camera-error`, `forward`: Daily's events, handed on.
 * - `video` / `audio`: the assistant's video track started / its audio element plays.
 * - `recording-started`: a recorded call's recording started, `delaySeconds` after it was
 *   asked for; the assistant was told to speak first.
 * - `awaiting-previous-call`: the start waits for an earlier call object of the page to be
 *   destroyed (daily-js allows one at a time).
 */
export type SessionEvents = {
  status: [to: CallStatus, from: CallStatus];
  'state-change': [to: CallState, from: CallState];
  stage: [report: StartStageReport, goesOn: boolean];
  'start-success': [event: { webCall: WebCall; totalDuration: number; timestamp: number }];
  'start-failed': [
    event: { stage: StartStage; error: VoiceClientError; totalDuration: number; timestamp: number },
  ];
  'call-end': [ended: StatusUpdateMessage | null, reason: CallEndReason];
  connection: [to: ConnectionState, from: ConnectionState];
  'app-message': [data: unknown];
  fatal: [error: VoiceClientError, during: 'start' | 'call'];
  trouble: [trouble: CallTrouble];
  'volume-level': [volume: number];
  'speech-start': [];
  'speech-end': [];
  'local-level': [level: number];
  devices: [devices: readonly MediaDeviceInfo[]];
  'participant-updated': [participant: DailyParticipant];
  video: [track: MediaStreamTrack];
  audio: [player: HTMLAudioElement];
  'camera-error': [event: DailyEventObjectCameraError, message: string];
  forward: [name: ForwardedDailyEvent, event: ForwardedPayload];
  'recording-started': [delaySeconds: number];
  'awaiting-previous-call': [];
};

/** The name of one {@link SessionEvents} event. */
export type SessionEventName = keyof SessionEvents;

/**
 * The events a session emits itself: all but the call's status and a start's failure, whose one
 * writer is the face's engine holder (lazy-engine.ts), which also reports them before a session
 * exists (while the engine's chunk loads); a session tells it through `SessionHost.status` and
 * `SessionHost.startFailed`.
 */
export type SessionEmitted = Exclude<SessionEventName, 'status' | 'start-failed'>;
