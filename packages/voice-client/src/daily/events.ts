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
import { VoiceClientError } from '../voice-client-error';
import { cameraErrorMessage } from './camera-error';
import { fatalErrorFromDaily } from './fatal-error';

/**
 * The one owner of daily-js's listeners. A call object speaks in Daily's events; a session hears
 * them only as {@link DailySignal}s, which this module makes: it is the only code that reads
 * Daily's event payloads and error shapes. Both faces (`VoiceClient` and the `./vapi` drop-in)
 * and the call aids hear their call this way, through the session.
 */

/**
 * The events whose payloads are handed on as they are (the faces forward them); the network's two
 * are read for the connection's state too (the `link` and `quality` signals carry them).
 */
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
 * - `link`: a link of the call (`network-connection`'s `type`) was interrupted or connected
 *   again (`up`);
 * - `quality`: Daily rated the connection's quality; `low` is its `low` or `very-low` threshold
 *   (or its newer `networkState` of `bad`);
 * - `forward`: an event the faces hand on to their listeners as daily-js sent it (`link` and
 *   `quality` carry theirs, to hand on too).
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
  | { type: 'track'; from: Participant; track: MediaStreamTrack }
  | {
      type: 'participant';
      change: 'joined' | 'updated' | 'left';
      who: Participant;
      /** daily-js's own object, for the faces to hand on (`participant-updated`). */
      participant: DailyParticipant;
    }
  | { type: 'camera-error'; message: string; event: DailyEventObjectCameraError }
  | {
      type: 'link';
      link: 'signaling' | 'sfu' | 'peer-to-peer';
      up: boolean;
      event: DailyEventObjectNetworkConnectionEvent;
    }
  | { type: 'quality'; low: boolean; event: DailyEventObjectNetworkQualityEvent }
  | { type: 'forward'; name: ForwardedDailyEvent; event: ForwardedPayload };

/** What the session reads of a participant: who it is. */
export interface Participant {
  /** Daily's `session_id`. */
  readonly id: string;
  readonly local: boolean;
  /** Daily's `user_name`: the provider's assistant joins as `Vapi Speaker`. */
  readonly name: string;
}

function participantOf(participant: DailyParticipant): Participant {
  return { id: participant.session_id, local: participant.local, name: participant.user_name };
}

/** The part of a call object listened on: daily-js's `DailyCall` has it, as do the fakes. */
export interface DailyEventSource {
  on<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): unknown;
  off<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): unknown;
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
      ? { type: 'track', from: participantOf(event.participant), track: event.track }
      : null,
  ...participantChanges(['joined', 'updated', 'left']),
  'network-quality-change': (event) =>
    event
      ? {
          type: 'quality',
          low:
            event.threshold === 'low' ||
            event.threshold === 'very-low' ||
            event.networkState === 'bad',
          event,
        }
      : null,
  'network-connection': (event) =>
    event ? { type: 'link', link: event.type, up: event.event === 'connected', event } : null,
  ...forwarding([
    'recording-started',
    'recording-stopped',
    'recording-stats',
    'recording-error',
    'recording-upload-completed',
  ]),
};

/** `participant-joined`, `-updated` and `-left`: who it is, and daily-js's object to hand on. */
function participantChanges(changes: readonly ('joined' | 'updated' | 'left')[]) {
  return Object.fromEntries(
    changes.map((change) => [
      `participant-${change}`,
      (event: { participant?: DailyParticipant } | undefined): DailySignal | null =>
        event?.participant
          ? {
              type: 'participant',
              change,
              who: participantOf(event.participant),
              participant: event.participant,
            }
          : null,
    ]),
  );
}

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
