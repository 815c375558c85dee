import type {
  DailyEvent,
  DailyEventObject,
  DailyParticipant,
  DailyParticipantsAudioLevel,
} from '@daily-co/daily-js';

/**
 * The one owner of daily-js's listeners: both faces (`CallSession` and the `./vapi` drop-in)
 * hear their call object only through {@link listenToDaily} and {@link afterRecordingStarts},
 * as this small typed stream. Each event keeps the part of Daily's payload a face reads or
 * forwards as it came (the error, network and recording events are forwarded whole).
 */
export type DailyCallEvent =
  | { type: 'joining' }
  | { type: 'joined' }
  | { type: 'left' }
  /** daily-js's `error`: the call is over (its `error.type` says why). */
  | { type: 'fatal'; event: DailyEventObject<'error'> }
  | { type: 'nonfatal'; event: DailyEventObject<'nonfatal-error'> }
  | { type: 'camera-error'; event: DailyEventObject<'camera-error'> }
  | { type: 'app-message'; data: unknown }
  /** The remote participants' levels, while the remote observer runs. */
  | { type: 'remote-levels'; levels: DailyParticipantsAudioLevel }
  /** The microphone's level, while the local observer runs. */
  | { type: 'local-level'; level: number }
  | { type: 'track-started'; participant: DailyParticipant | null; track: MediaStreamTrack }
  | {
      type: 'participant';
      change: 'joined' | 'updated' | 'left';
      participant: DailyParticipant;
    }
  | { [N in NetworkEvent]: { type: 'network'; name: N; event: DailyEventObject<N> } }[NetworkEvent]
  | {
      [N in RecordingEvent]: { type: 'recording'; name: N; event: DailyEventObject<N> };
    }[RecordingEvent];

type NetworkEvent = 'network-quality-change' | 'network-connection';
type RecordingEvent =
  | 'recording-started'
  | 'recording-stopped'
  | 'recording-stats'
  | 'recording-error'
  | 'recording-upload-completed';

const network =
  <N extends NetworkEvent>(name: N) =>
  (event: DailyEventObject<N>) =>
    ({ type: 'network', name, event }) as DailyCallEvent;
const recording =
  <N extends RecordingEvent>(name: N) =>
  (event: DailyEventObject<N>) =>
    ({ type: 'recording', name, event }) as DailyCallEvent;

/** How each Daily event a call listens to becomes a {@link DailyCallEvent}. */
const TRANSLATE = {
  'joining-meeting': () => ({ type: 'joining' }),
  'joined-meeting': () => ({ type: 'joined' }),
  'left-meeting': () => ({ type: 'left' }),
  error: (event) => ({ type: 'fatal', event }),
  'nonfatal-error': (event) => ({ type: 'nonfatal', event }),
  'camera-error': (event) => ({ type: 'camera-error', event }),
  'app-message': (event) => ({ type: 'app-message', data: event.data }),
  'remote-participants-audio-level': (event) => ({
    type: 'remote-levels',
    levels: event.participantsAudioLevel,
  }),
  'local-audio-level': (event) => ({ type: 'local-level', level: event.audioLevel }),
  'track-started': (event) => ({
    type: 'track-started',
    participant: event.participant ?? null,
    track: event.track,
  }),
  'participant-joined': (event) => ({
    type: 'participant',
    change: 'joined',
    participant: event.participant,
  }),
  'participant-updated': (event) => ({
    type: 'participant',
    change: 'updated',
    participant: event.participant,
  }),
  'participant-left': (event) => ({
    type: 'participant',
    change: 'left',
    participant: event.participant,
  }),
  'network-quality-change': network('network-quality-change'),
  'network-connection': network('network-connection'),
  'recording-started': recording('recording-started'),
  'recording-stopped': recording('recording-stopped'),
  'recording-stats': recording('recording-stats'),
  'recording-error': recording('recording-error'),
  'recording-upload-completed': recording('recording-upload-completed'),
} satisfies { [K in DailyEvent]?: (event: DailyEventObject<K>) => DailyCallEvent };

/** A Daily event a call can listen to. */
export type ListenedDailyEvent = keyof typeof TRANSLATE;

/** The part of a call object listened on: daily-js's `DailyCall` has it, as do the fakes. */
export interface DailyEventSource {
  on<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): unknown;
  off<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): unknown;
  once?<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): unknown;
}

type AnyHandler = (event?: DailyEventObject) => void;
/** The source with its handlers untyped: the table above types each event's translation. */
type LooseSource = {
  on(event: string, handler: AnyHandler): unknown;
  off(event: string, handler: AnyHandler): unknown;
  once?(event: string, handler: AnyHandler): unknown;
};

/**
 * Listens to `events` on `call`, in that order (one `on` per event: the drop-in registers them in
 * `@vapi-ai/web`'s order), and hands each as a {@link DailyCallEvent} to `onEvent`. daily-js
 * passes every event an object (`{ action, … }`); a call without one is not daily-js's and is
 * dropped. Returns the detach (one `off` per event).
 */
export function listenToDaily(
  call: DailyEventSource,
  events: readonly ListenedDailyEvent[],
  onEvent: (event: DailyCallEvent) => void,
): () => void {
  const source = call as unknown as LooseSource;
  const handlers = events.map((name) => {
    const translate = TRANSLATE[name] as (event: DailyEventObject) => DailyCallEvent;
    const handler: AnyHandler = (event) => {
      if (event) onEvent(translate(event));
    };
    source.on(name, handler);
    return [name, handler] as const;
  });
  return () => {
    for (const [name, handler] of handlers) source.off(name, handler);
  };
}

/**
 * Calls `then` once, on the call's first `recording-started` (with a meeting token the recording
 * can start while `join()` is still in flight, so this is attached before the join; the
 * assistant's first message waits for it). Uses daily-js's `once` where the call object has it,
 * as `@vapi-ai/web` does. Returns the detach.
 */
export function afterRecordingStarts(call: DailyEventSource, then: () => void): () => void {
  const source = call as unknown as LooseSource;
  const name = 'recording-started';
  if (source.once) {
    const handler: AnyHandler = () => then();
    source.once(name, handler);
    return () => source.off(name, handler);
  }
  const handler: AnyHandler = () => {
    source.off(name, handler);
    then();
  };
  source.on(name, handler);
  return () => source.off(name, handler);
}
