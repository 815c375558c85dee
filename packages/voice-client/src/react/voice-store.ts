import { createStore, type StoreApi } from 'zustand/vanilla';
import { RECENT_MESSAGES_DEFAULT } from '../constants';
import type { ServerMessage } from '../server-message';
import type { StartParams } from '../start-params';
import type { VoiceClient } from '../voice-client';
import { messageOf, VoiceClientError } from '../voice-client-error';
import { addTranscript, finalLines, type TranscriptLine } from './transcript';
import { noticeFromCameraError, type VoiceNotice } from './voice-notice';

/**
 * The voice widget's state (spec section 4):
 *
 * ```text
 * idle ──start──► connecting ──'listening'──► active ──call-end──► ended
 *   ▲                 │                                             │
 *   └──error/stop─────┘◄──────────────────start─────────────────────┘
 * ```
 * - `idle`: no call; the start button is enabled. A refused microphone also returns here, with
 *   a `notice` saying so.
 * - `connecting`: a start is in flight ("Connecting to assistant...").
 * - `active`: the assistant is listening; mute works.
 * - `ended`: the call is over; the summary button shows.
 */
export type WidgetStatus = 'idle' | 'connecting' | 'active' | 'ended';

/** What the widget shows. */
export interface VoiceWidgetState {
  status: WidgetStatus;
  muted: boolean;
  /** The assistant's loudness, 0 to 1. */
  volume: number;
  /** Whether the assistant is speaking. */
  speaking: boolean;
  /** The most recent server messages, oldest first. */
  messages: readonly ServerMessage[];
  /** Why the last start or call failed; `null` after a clean start. */
  error: VoiceClientError | null;
  /**
   * What the visitor should be told about the return to `idle` (a refused microphone); `null`
   * otherwise. Every other failure is silent, as the spec wants; the next start clears it.
   */
  notice: VoiceNotice | null;
  /**
   * The conversation of the current or last call, for captions: final lines in order, plus the
   * line each speaker is still saying. Once the call has ended only the final lines remain;
   * the next start clears it.
   */
  transcript: readonly TranscriptLine[];
}

/** What the widget can do. */
export interface VoiceWidgetActions {
  /**
   * Starts a call; a failure returns the widget to `idle` with `error` set. A refused
   * microphone (Daily's `camera-error` of type `permissions`) ends the call and returns to
   * `idle` with `notice` set.
   */
  start(params: StartParams): Promise<void>;
  /** Ends the call, or cancels a start. */
  stop(): Promise<void>;
  /** Mutes or unmutes; only while `active`. */
  toggleMute(): void;
}

/** The state and actions the store holds. */
export type VoiceStoreState = VoiceWidgetState & VoiceWidgetActions;

/** The client methods the store uses. */
export type VoiceStoreClient = Pick<VoiceClient, 'on' | 'start' | 'stop' | 'setMuted' | 'isMuted'>;

/** A zustand store of the widget's state, fed by a client's events once attached. */
export interface VoiceStore extends StoreApi<VoiceStoreState> {
  /**
   * Subscribes the store to the client's events and returns the function that detaches. Safe to
   * call more than once (StrictMode's effects, two components sharing a store): the store
   * subscribes once, so no message or transcript line is counted twice; each call returns its
   * own detach (calling it again does nothing), and the last one unsubscribes.
   */
  attach(): () => void;
}

/** Options of {@link createVoiceStore}. */
export interface VoiceStoreOptions {
  /** How many recent messages to keep. Default 20. */
  maxMessages?: number;
}

const IDLE: VoiceWidgetState = {
  status: 'idle',
  muted: false,
  volume: 0,
  speaking: false,
  messages: [],
  error: null,
  notice: null,
  transcript: [],
};

const toError = (error: unknown): VoiceClientError =>
  error instanceof VoiceClientError
    ? error
    : new VoiceClientError('start-method-error', messageOf(error), { cause: error });

/**
 * Creates the widget's store for `client`. Call `attach()` (in an effect) to follow the
 * client's events, and the returned function to stop; attaching twice subscribes once.
 * @example
 * ```ts
 * const store = createVoiceStore(client);
 * const detach = store.attach();
 * await store.getState().start({ assistant: 'assistant-id' });
 * ```
 */
export function createVoiceStore(
  client: VoiceStoreClient,
  options: VoiceStoreOptions = {},
): VoiceStore {
  const maxMessages = options.maxMessages ?? RECENT_MESSAGES_DEFAULT;
  const store = createStore<VoiceStoreState>()((set, get) => ({
    ...IDLE,
    async start(params) {
      const { status } = get();
      if (status === 'connecting' || status === 'active') return;
      set({ ...IDLE, status: 'connecting' });
      try {
        await client.start(params);
      } catch (error) {
        const failure = toError(error);
        // A cancelled start was the visitor's own stop: no error to show.
        if (get().status === 'connecting') {
          set({ ...IDLE, error: failure.code === 'cancelled' ? null : failure });
        }
      }
    },
    async stop() {
      // Idle at once: the client's stop is bounded, but it may still be waiting on daily-js.
      if (get().status === 'connecting') set({ ...IDLE });
      await client.stop();
    },
    toggleMute() {
      if (get().status !== 'active') return;
      client.setMuted(!get().muted);
      set({ muted: client.isMuted() });
    },
  }));
  const subscribe = () => [
    client.on('call-start', () => set({ status: 'active' })),
    client.on('call-end', () => {
      if (get().status !== 'idle')
        set({
          status: 'ended',
          speaking: false,
          volume: 0,
          muted: false,
          transcript: finalLines(get().transcript),
        });
    }),
    client.on('call-start-failed', ({ error }) => set({ ...IDLE, error })),
    client.on('error', ({ error, fatal }) => {
      if (fatal) set({ ...IDLE, error });
    }),
    client.on('volume-level', (volume) => set({ volume })),
    client.on('speech-start', () => set({ speaking: true })),
    client.on('speech-end', () => set({ speaking: false })),
    client.on('message', (message) => {
      const { status, messages, transcript } = get();
      const live = status === 'connecting' || status === 'active';
      set({
        messages: [...messages, message].slice(-maxMessages),
        ...(live && message.type === 'transcript'
          ? { transcript: addTranscript(transcript, message) }
          : {}),
      });
    }),
    client.on('camera-error', (event) => {
      const notice = noticeFromCameraError(event);
      const { status } = get();
      if (!notice || (status !== 'connecting' && status !== 'active')) return;
      // Idle first: the stop cancels the start (whose rejection then finds the widget no
      // longer connecting) or ends the call (whose call-end finds it idle), and the notice
      // stays.
      set({ ...IDLE, notice });
      void client.stop();
    }),
  ];
  // One subscription however many attach() calls hold it: a second set of listeners would
  // add every message and transcript line twice.
  let subscription: { detachers: (() => void)[]; holders: number } | null = null;
  const attach = () => {
    subscription ??= { detachers: subscribe(), holders: 0 };
    subscription.holders += 1;
    let held = true;
    return () => {
      if (!held || !subscription) return;
      held = false;
      subscription.holders -= 1;
      if (subscription.holders > 0) return;
      for (const detach of subscription.detachers) detach();
      subscription = null;
    };
  };
  const { getState: get, setState: set } = store;
  return { ...store, attach };
}
