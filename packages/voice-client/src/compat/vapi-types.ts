// biome-ignore-all lint/suspicious/noExplicitAny: payloads as wide as `@vapi-ai/web`'s, so handlers written for it compile.
import type {
  DailyEventObjectNoPayload,
  DailyEventObjectRecordingError,
  DailyEventObjectRecordingStarted,
  DailyEventObjectRecordingStopped,
  DailyParticipant,
} from '@daily-co/daily-js';
import type { ControlMessage, EndCallMessage, SayMessage } from '../client-message';

/**
 * The public types of `@vapi-ai/web` 2.7.1's vapi.ts, under its names. Vapi exports the four
 * message interfaces; the rest are exported here too, so code can name them.
 */

// The call-control messages are one wire contract, owned by ../client-message; Vapi's names for
// them are aliases. Only `add-message` differs: Vapi types its message as loosely as openai's.
export type { EndCallMessage, SayMessage } from '../client-message';
/** Controls the assistant (Vapi's name for {@link ControlMessage}). */
export type ControlMessages = ControlMessage;

/**
 * A chat message added to the conversation (Vapi's `ChatCompletionMessageParam` from `openai`,
 * which its published types cannot resolve, so it reads as `any` there).
 */
export type ChatCompletionMessageParam = { role: string; [key: string]: any };

/** Adds a message to the conversation. */
export interface AddMessageMessage {
  type: 'add-message';
  message: ChatCompletionMessageParam;
  triggerResponseEnabled?: boolean;
}

/** A live call-control message (`send()`). */
export type VapiClientToServerMessage =
  | AddMessageMessage
  | ControlMessages
  | SayMessage
  | EndCallMessage;

/** Every event a Vapi client emits. */
export type VapiEventNames =
  | 'call-end'
  | 'call-start'
  | 'volume-level'
  | 'local-volume-level'
  | 'local-audio-level-observer-error'
  | 'speech-start'
  | 'speech-end'
  | 'message'
  | 'video'
  | 'audio'
  | 'error'
  | 'camera-error'
  | 'network-quality-change'
  | 'network-connection'
  | 'daily-participant-updated'
  | 'call-start-progress'
  | 'call-start-success'
  | 'call-start-failed'
  | 'recording-started'
  | 'recording-stopped'
  | 'recording-stats'
  | 'recording-error'
  | 'recording-upload-completed';

/** A start stage's progress (`call-start-progress`). */
export interface CallStartProgressEvent {
  stage: string;
  status: 'started' | 'completed' | 'failed';
  duration?: number;
  timestamp: string;
  metadata?: Record<string, any>;
}

/** `call-start-success`. */
export interface CallStartSuccessEvent {
  totalDuration: number;
  callId?: string;
  timestamp: string;
}

/** `call-start-failed`. */
export interface CallStartFailedEvent {
  stage: string;
  totalDuration: number;
  error: string;
  errorStack?: string;
  timestamp: string;
  context: Record<string, any>;
}

/** Each event's listener. */
export type VapiEventListeners = {
  'call-end': () => void;
  'call-start': () => void;
  'volume-level': (volume: number) => void;
  'local-volume-level': (volume: number) => void;
  'local-audio-level-observer-error': (error: any) => void;
  'speech-start': () => void;
  'speech-end': () => void;
  video: (track: MediaStreamTrack) => void;
  audio: (player: HTMLAudioElement) => void;
  message: (message: any) => void;
  error: (error: any) => void;
  'camera-error': (error: any) => void;
  'network-quality-change': (event: any) => void;
  'network-connection': (event: any) => void;
  'daily-participant-updated': (participant: DailyParticipant) => void;
  'call-start-progress': (event: CallStartProgressEvent) => void;
  'call-start-success': (event: CallStartSuccessEvent) => void;
  'call-start-failed': (event: CallStartFailedEvent) => void;
  'recording-started': (event: DailyEventObjectRecordingStarted) => void;
  'recording-stopped': (event: DailyEventObjectRecordingStopped) => void;
  'recording-stats': (event: DailyEventObjectNoPayload) => void;
  'recording-error': (event: DailyEventObjectRecordingError) => void;
  'recording-upload-completed': (event: DailyEventObjectNoPayload) => void;
};

/** `start()`'s options. */
export type StartCallOptions = {
  /**
   * Whether the room is deleted, and every participant removed, once the user leaves; `false`
   * keeps it for `reconnect()`. Default `true`.
   */
  roomDeleteOnUserLeaveEnabled?: boolean;
};

/** The web call `reconnect()` joins again (what `start()` resolved with). */
export type WebCall = {
  /** The Daily room URL (`call.webCallUrl`). */
  webCallUrl: string;
  id?: string;
  artifactPlan?: { videoRecordingEnabled?: boolean };
  assistant?: { voice?: { provider?: string } };
  /** With video recording, the Daily meeting token that starts the recording on join. */
  transport?: { callToken?: string };
};

/** The call `start()` resolves with: the API's answer to `POST /call/web`. */
export type Call = { id: string; webCallUrl?: string; [key: string]: any };
