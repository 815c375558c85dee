import type {
  DailyEvent,
  DailyEventObject,
  DailyEventObjectCameraError,
  DailyEventObjectFatalError,
  DailyEventObjectNetworkConnectionEvent,
  DailyEventObjectNetworkQualityEvent,
  DailyEventObjectNonFatalError,
  DailyParticipant,
} from '@daily-co/daily-js';
import { type FatalErrorCode, VoiceClientError } from './voice-client-error';

/**
 * The one owner of daily-js's listeners. A call object speaks in Daily's events; a session hears
 * them only as {@link DailySignal}s, which this module makes: it is the only code that reads
 * Daily's event payloads and error shapes. Both faces (`VoiceClient` and the `./vapi` drop-in)
 * and the call aids hear their call this way, through the session.
 */

/** The events whose payloads are handed on as they are (the faces forward them). */
export type ForwardedDailyEvent =
  | 'network-quality-change'
  | 'network-connection'
  | `recording-${'started' | 'stopped' | 'stats' | 'error' | 'upload-completed'}`;

/** What a forwarded event carries: daily-js's own object. */
export type ForwardedPayload =
  | DailyEventObjectNetworkQualityEvent
  | DailyEventObjectNetworkConnectionEvent
  | DailyEventObject;

/**
 * What happened to a call object, in the order daily-js reported it:
 * - `joining` / `joined` / `left`: the meeting's state (`left` also when a leave or a cancelled
 *   load ended it);
 * - `fatal`: the meeting failed (daily-js's `error`), typed as a {@link VoiceClientError} whose
 *   `cause` is Daily's event;
 * - `audio-processor-error`: noise cancellation broke (the microphone is left off);
 * - `nonfatal`: another of Daily's non-fatal errors, by its `type`;
 * - `app-message`: a participant's app message, its `data` as sent;
 * - `remote-levels` / `local-level`: the audio-level observers' samples;
 * - `devices`: the browser's media devices changed;
 * - `track`: a remote or local track started playing (daily-js's `track-started`, with its
 *   participant);
 * - `participant`: a participant joined, changed or left;
 * - `camera-error`: the browser refused or lacks the microphone (the call goes on without it);
 * - `forward`: an event the faces hand on to their listeners as daily-js sent it.
 */
export type DailySignal =
  | { type: 'joining' }
  | { type: 'joined' }
  | { type: 'left' }
  | { type: 'fatal'; error: VoiceClientError }
  | { type: 'audio-processor-error'; error: VoiceClientError }
  | { type: 'nonfatal'; kind: string; event: DailyEventObjectNonFatalError }
  | { type: 'app-message'; data: unknown }
  | { type: 'remote-levels'; levels: Readonly<Record<string, number>> }
  | { type: 'local-level'; level: number }
  | { type: 'devices'; devices: readonly MediaDeviceInfo[] }
  | { type: 'track'; participant: DailyParticipant; track: MediaStreamTrack }
  | {
      type: 'participant';
      change: 'joined' | 'updated' | 'left';
      participant: DailyParticipant;
    }
  | { type: 'camera-error'; message: string; event: DailyEventObjectCameraError }
  | { type: 'forward'; name: ForwardedDailyEvent; event: ForwardedPayload };

/** The part of a call object listened on: daily-js's `DailyCall` has it, as do the fakes. */
export interface DailyEventSource {
  on<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): unknown;
  off<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): unknown;
}

const FATAL_MESSAGES: Readonly<Record<FatalErrorCode, string>> = {
  'connection-error': 'The connection to the call failed.',
  ejected: 'You were removed from the call.',
  'exp-room': 'The call room has expired.',
  'exp-token': 'The call token has expired.',
  'nbf-room': 'The call room is not available yet.',
  'nbf-token': 'The call token is not valid yet.',
  'meeting-full': 'The call is full.',
  'not-allowed': 'You are not allowed to join this call.',
  'no-room': 'The call room does not exist.',
  'end-of-life': 'This version of the call library is no longer supported.',
  'daily-error': 'The call library reported a fatal error.',
};

/** The parts of Daily's `error` event the mapping reads (index.d.ts `DailyEventObjectFatalError`). */
export interface DailyFatalErrorLike {
  errorMsg?: string;
  error?: { type?: string; msg?: string } | undefined;
}

function isFatalCode(type: unknown): type is FatalErrorCode {
  // Own keys only: `in` would also take `constructor` or `toString` from Object's prototype.
  return typeof type === 'string' && Object.hasOwn(FATAL_MESSAGES, type);
}

/** Daily's fatal `error` event as a typed {@link VoiceClientError}, keeping the event as `cause`. */
export function fatalErrorFromDaily(event: DailyFatalErrorLike): VoiceClientError {
  const type = event.error?.type;
  const code: FatalErrorCode = isFatalCode(type) ? type : 'daily-error';
  const message = event.error?.msg || event.errorMsg || FATAL_MESSAGES[code];
  return new VoiceClientError(code, message, { cause: event });
}

/**
 * The text of a camera error: its `error.msg`, else the text daily-js puts in `errorMsg`
 * (an object there, whose own `errorMsg` is the text; index.d.ts `DailyEventObjectCameraError`).
 */
function cameraErrorMessage(event: DailyEventObjectCameraError): string {
  const inner = event.error as { msg?: unknown } | undefined;
  if (typeof inner?.msg === 'string' && inner.msg) return inner.msg;
  const outer = event.errorMsg as { errorMsg?: unknown } | string | undefined;
  if (typeof outer === 'string') return outer;
  return typeof outer?.errorMsg === 'string' ? outer.errorMsg : 'The microphone is not available.';
}

const AUDIO_PROCESSOR_MESSAGE = 'The audio processor failed; noise cancellation was switched off.';

type AnyHandler = (event?: DailyEventObject) => void;
/** The source with its handlers untyped: the table below types each event's payload itself. */
type LooseSource = {
  on(event: string, handler: AnyHandler): unknown;
  off(event: string, handler: AnyHandler): unknown;
};

/**
 * What each listened Daily event becomes, keyed by daily-js's event name; `null` drops an event
 * that carries nothing to act on (daily-js can emit some without their object).
 */
const TRANSLATIONS: {
  [K in DailyEvent]?: (event: DailyEventObject<K>) => DailySignal | null;
} = {
  'joining-meeting': () => ({ type: 'joining' }),
  'joined-meeting': () => ({ type: 'joined' }),
  'left-meeting': () => ({ type: 'left' }),
  error: (event: DailyEventObjectFatalError) => ({
    type: 'fatal',
    error: fatalErrorFromDaily(event),
  }),
  'nonfatal-error': (event) =>
    event.type === 'audio-processor-error'
      ? {
          type: 'audio-processor-error',
          error: new VoiceClientError(
            'audio-processor-error',
            event.errorMsg || AUDIO_PROCESSOR_MESSAGE,
            { cause: event },
          ),
        }
      : { type: 'nonfatal', kind: event.type, event },
  'camera-error': (event) => ({ type: 'camera-error', message: cameraErrorMessage(event), event }),
  'app-message': (event) => (event ? { type: 'app-message', data: event.data } : null),
  'remote-participants-audio-level': (event) =>
    event ? { type: 'remote-levels', levels: event.participantsAudioLevel } : null,
  'local-audio-level': (event) => (event ? { type: 'local-level', level: event.audioLevel } : null),
  'available-devices-updated': (event) =>
    event ? { type: 'devices', devices: event.availableDevices } : null,
  'track-started': (event) =>
    event?.participant && event.track
      ? { type: 'track', participant: event.participant, track: event.track }
      : null,
  'participant-joined': (event) =>
    event?.participant
      ? { type: 'participant', change: 'joined', participant: event.participant }
      : null,
  'participant-updated': (event) =>
    event?.participant
      ? { type: 'participant', change: 'updated', participant: event.participant }
      : null,
  'participant-left': (event) =>
    event?.participant
      ? { type: 'participant', change: 'left', participant: event.participant }
      : null,
  ...forwarding([
    'network-quality-change',
    'network-connection',
    'recording-started',
    'recording-stopped',
    'recording-stats',
    'recording-error',
    'recording-upload-completed',
  ]),
};

function forwarding(names: readonly ForwardedDailyEvent[]) {
  return Object.fromEntries(
    names.map((name) => [
      name,
      (event: ForwardedPayload | undefined): DailySignal | null =>
        event ? { type: 'forward', name, event } : null,
    ]),
  );
}

/** The Daily events a call object is listened to for, in the order they are registered. */
export const LISTENED_DAILY_EVENTS = Object.keys(TRANSLATIONS) as readonly DailyEvent[];

/**
 * Listens to every event of {@link LISTENED_DAILY_EVENTS} on `call` (one `on` each, in that
 * order) and hands each on to `onSignal` as a {@link DailySignal}. Returns the detach (one `off`
 * each); a signal that arrives after it is dropped.
 */
export function listenToCall(
  call: DailyEventSource,
  onSignal: (signal: DailySignal) => void,
): () => void {
  const source = call as unknown as LooseSource;
  let listening = true;
  const handlers = Object.entries(TRANSLATIONS).map(([name, translate]): [string, AnyHandler] => [
    name,
    (event) => {
      if (!listening) return;
      const signal = (translate as (event: unknown) => DailySignal | null)(event);
      if (signal) onSignal(signal);
    },
  ]);
  for (const [name, handler] of handlers) source.on(name, handler);
  return () => {
    listening = false;
    for (const [name, handler] of handlers) source.off(name, handler);
  };
}
