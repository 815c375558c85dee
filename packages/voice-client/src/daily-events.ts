import type { DailyEvent, DailyEventObject } from '@daily-co/daily-js';

/** The Daily events a call listens to. */
export type ListenedDailyEvent = Extract<
  DailyEvent,
  | 'joining-meeting'
  | 'joined-meeting'
  | 'left-meeting'
  | 'error'
  | 'nonfatal-error'
  | 'camera-error'
  | 'app-message'
  | 'remote-participants-audio-level'
  | 'local-audio-level'
  | 'available-devices-updated'
  | 'track-started'
  | `participant-${'joined' | 'updated' | 'left'}`
  | `network-${'quality-change' | 'connection'}`
  | `recording-${'started' | 'stopped' | 'stats' | 'error' | 'upload-completed'}`
>;

/**
 * What a face does with each Daily event it listens to, typed by the event: the one owner of
 * daily-js's listeners ({@link listenToDaily}, {@link afterRecordingStarts}) registers them. Both
 * faces (`CallSession` and the `./vapi` drop-in), and the call aids, hear their call object only
 * this way.
 */
export type DailyHandlers = {
  [K in ListenedDailyEvent]?: (event: DailyEventObject<K>) => void;
};

/** The part of a call object listened on: daily-js's `DailyCall` has it, as do the fakes. */
export interface DailyEventSource {
  on<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): unknown;
  once<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): unknown;
  off<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): unknown;
}

type AnyHandler = (event?: DailyEventObject) => void;
/** The source with its handlers untyped: {@link DailyHandlers} types each event's handler. */
type LooseSource = {
  on(event: string, handler: AnyHandler): unknown;
  once(event: string, handler: AnyHandler): unknown;
  off(event: string, handler: AnyHandler): unknown;
};

/**
 * Listens on `call` with `handlers`, in their order (one `on` per event: the drop-in registers
 * them in `@vapi-ai/web`'s order). daily-js passes every event its object (`{ action, … }`).
 * Returns the detach (one `off` per event).
 */
export function listenToDaily(call: DailyEventSource, handlers: DailyHandlers): () => void {
  const source = call as unknown as LooseSource;
  const attached = Object.entries(handlers) as [string, AnyHandler][];
  for (const [name, handler] of attached) source.on(name, handler);
  return () => {
    for (const [name, handler] of attached) source.off(name, handler);
  };
}

/**
 * Calls `then` once, on the call's first `recording-started` (with a meeting token the recording
 * can start while `join()` is still in flight, so this is attached before the join; the
 * assistant's first message waits for it), through daily-js's `once`, as `@vapi-ai/web` does.
 * Returns the detach.
 */
export function afterRecordingStarts(call: DailyEventSource, then: () => void): () => void {
  const source = call as unknown as LooseSource;
  source.once('recording-started', then);
  return () => source.off('recording-started', then);
}
