import type {
  DailyEventObjectCameraError,
  DailyEventObjectNetworkConnectionEvent,
  DailyEventObjectNetworkQualityEvent,
  DailyParticipant,
} from '@daily-co/daily-js';
import type { CallState } from './call-state';
import type { ConnectionState } from './connection-watch';
import type { ServerMessage } from './server-message';
import type { CallEndReason, CallStatus } from './session-phase';
import type { StartStage } from './stages';
import type { VoiceClientError, VoiceClientErrorCode } from './voice-client-error';
import type { WebCall } from './web-call';

/** What a progress event adds about its stage. Every field is optional. */
export interface ProgressMetadata {
  /** Why the stage failed without an error: a start while a call is already started. */
  reason?: 'already-started';
  /**
   * What the stage did, when it did not do its usual work: waited for a phone's permission
   * prompt, had nothing to do, found the recording started by the web call's meeting token, or
   * had no microphone to process (a start with `microphone: false`).
   */
  action?:
    | 'permissions-wait'
    | 'skipped-not-mobile'
    | 'skipped-not-enabled'
    | 'skipped-no-microphone'
    | 'auto-started-via-meeting-token';
  /** The failure's message and code, on `failed`. */
  error?: string;
  code?: VoiceClientErrorCode;
  /** `initialization`: what the start was given. */
  hasAssistant?: boolean;
  hasSquad?: boolean;
  hasWorkflow?: boolean;
  /** `initialization`: whether this is `reconnect()`. */
  reconnect?: boolean;
  /** `web-call-creation`, on `completed`. */
  callId?: string;
  videoRecordingEnabled?: boolean;
  voiceProvider?: string;
  /** `mobile-permissions`. */
  isMobile?: boolean;
  /**
   * `daily-call-object-creation`: the microphone and camera asked of Daily, whether the web call
   * records video, and whether the assistant is a video avatar.
   */
  audioSource?: string | boolean | MediaStreamTrack;
  videoSource?: boolean;
  isVideoRecordingEnabled?: boolean;
  isVideoEnabled?: boolean;
}

/** One stage of a call start began, completed or failed. */
export interface ProgressEvent {
  stage: StartStage;
  status: 'started' | 'completed' | 'failed';
  /** Milliseconds the stage took; 0 on `started`. */
  duration: number;
  /** When it happened, in milliseconds since the epoch (from the `now` option). */
  timestamp: number;
  metadata: ProgressMetadata;
}

/** A start completed: the call is joined. */
export interface CallStartSuccessEvent {
  totalDuration: number;
  callId: string;
  timestamp: number;
}

/**
 * A start failed in `stage`. The call has ended before this event: it emits nothing more, its
 * timers and listeners are gone, and its call object is being destroyed (the start's promise
 * rejects once it is, within `timeouts.destroy`).
 */
export interface CallStartFailedEvent {
  stage: StartStage;
  /** Milliseconds from the `start()` call, the wait for the call engine's chunk included. */
  totalDuration: number;
  error: VoiceClientError;
  timestamp: number;
}

/** A joined call ended: why (see {@link CallEndReason}). */
export interface CallEndEvent {
  reason: CallEndReason;
}

/** An error during a call. `fatal` errors ended the call; others were recovered from. */
export interface VoiceErrorEvent {
  error: VoiceClientError;
  fatal: boolean;
}

/**
 * The events of {@link VoiceClient}, name → listener arguments:
 * - `call-start`: the assistant is listening (its `listening` app message).
 * - `call-end`: the call is over, for its `reason` (`connection-lost`: the visitor's connection
 *   dropped); once per call.
 * - `connection-change`: the call's {@link ConnectionState} changed: `reconnecting` once an
 *   interruption has lasted a second (or at once when the browser goes offline), `weak` after a
 *   few seconds of low quality, `ok` again when both are over.
 * - `speech-start` / `speech-end`: the assistant started / stopped speaking.
 * - `volume-level`: the assistant's loudness, 0 to 1, every 100 ms.
 * - `message`: a message from the assistant's server.
 * - `error`: something failed during the call.
 * - `progress`, `call-start-success`, `call-start-failed`: the stages of a start.
 * - `status-change`: the call's {@link CallStatus} changed (`call-start` and `call-end` follow
 *   its moves to `listening` and, from `joined` or `listening`, to `ended`).
 * - `state-change`: the call library's state changed.
 * - `participant-updated`, `video`, `camera-error`, `network-quality-change`,
 *   `network-connection`: forwarded from Daily.
 */
export type VoiceClientEvents = {
  'call-start': [];
  'call-end': [end: CallEndEvent];
  'connection-change': [to: ConnectionState, from: ConnectionState];
  'speech-start': [];
  'speech-end': [];
  'volume-level': [volume: number];
  message: [message: ServerMessage];
  error: [event: VoiceErrorEvent];
  progress: [event: ProgressEvent];
  'call-start-success': [event: CallStartSuccessEvent];
  'call-start-failed': [event: CallStartFailedEvent];
  'status-change': [to: CallStatus, from: CallStatus];
  'state-change': [to: CallState, from: CallState];
  'participant-updated': [participant: DailyParticipant];
  video: [track: MediaStreamTrack];
  'camera-error': [event: DailyEventObjectCameraError];
  'network-quality-change': [event: DailyEventObjectNetworkQualityEvent];
  'network-connection': [event: DailyEventObjectNetworkConnectionEvent];
};

/** The name of one {@link VoiceClientEvents} event. */
export type VoiceClientEventName = keyof VoiceClientEvents;

/** What `start()` resolves to: the web call, or `null` when a call was already started. */
export type StartResult = WebCall | null;
