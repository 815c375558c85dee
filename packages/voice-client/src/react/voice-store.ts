import { createStore, type StoreApi } from 'zustand/vanilla';
import { RECENT_MESSAGES_DEFAULT } from '../constants';
import type { StartParams } from '../start-params';
import type { StartOptions, VoiceClient } from '../voice-client';
import { messageOf, VoiceClientError } from '../voice-client-error';
import { noticeFromCameraError } from './voice-notice';
import {
  IDLE_WIDGET_STATE,
  isCallUnderWay,
  type VoiceWidgetState,
  type WidgetEvent,
  widgetReducer,
} from './widget-state';

/** Options of {@link VoiceWidgetActions.start}. */
export type WidgetStartOptions = Pick<StartOptions, 'microphone'>;

/** What the widget can do. */
export interface VoiceWidgetActions {
  /**
   * Starts a call, to talk, or to type only with `{ microphone: false }` (`input: 'text'`: no
   * microphone is asked for). A failure returns the widget to `idle` with `error` set; a browser
   * that cannot call stays `idle` with `notice` set, and nothing starts. A microphone refused or
   * missing during the start (Daily's `camera-error`) does not end the call: it goes on by text
   * (`input: 'text'`), with `notice` saying why.
   */
  start(params: StartParams, options?: WidgetStartOptions): Promise<void>;
  /** Ends the call, or cancels a start. */
  stop(): Promise<void>;
  /** Mutes or unmutes; only while `active`. */
  toggleMute(): void;
  /**
   * Sends what the visitor typed to the assistant (the client's `sendUserMessage`) and adds it
   * to `transcript` at once, as their settled line (trimmed); the assistant's answer follows as
   * captions, as it does to speech.
   * @throws {VoiceClientError} `invalid-argument` when `text` is empty, too long or holds a
   * control character; `invalid-state` unless the call is active. Nothing changes then.
   */
  sendMessage(text: string): void;
}

/** The state and actions the store holds. */
export type VoiceStoreState = VoiceWidgetState & VoiceWidgetActions;

/**
 * The client methods the store uses. With `callSupport`, a Start in a browser that cannot call
 * starts nothing and says so (`notice`).
 */
export type VoiceStoreClient = Pick<
  VoiceClient,
  'on' | 'start' | 'stop' | 'setMuted' | 'isMuted' | 'sendUserMessage'
> &
  Partial<Pick<VoiceClient, 'callSupport'>>;

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
  /** How many starts the store has made: a late rejection of an earlier one is ignored. */
  let starts = 0;
  const store = createStore<VoiceStoreState>()((_set, get) => ({
    ...IDLE_WIDGET_STATE,
    async start(params, options = {}) {
      if (isCallUnderWay(get().status)) return;
      // Checked before anything is asked of the provider: a web call for a browser that cannot
      // join it would be a call nobody answers.
      const support = client.callSupport?.();
      if (support && !support.supported) {
        dispatch({ type: 'cannot-call', missing: support.missing });
        return;
      }
      dispatch({ type: 'start', input: options.microphone === false ? 'text' : 'voice' });
      const attempt = ++starts;
      try {
        await client.start(params, options);
      } catch (error) {
        // A start the visitor cancelled and then pressed again rejects late: the failure is
        // that earlier attempt's, not the one now connecting.
        if (attempt === starts) dispatch({ type: 'start-failed', error: toError(error) });
      }
    },
    async stop() {
      dispatch({ type: 'stop' });
      await client.stop();
    },
    toggleMute() {
      if (get().status !== 'active' || get().input === 'text') return;
      client.setMuted(!get().muted);
      dispatch({ type: 'muted', muted: client.isMuted() });
    },
    sendMessage(text) {
      if (get().status !== 'active') {
        throw new VoiceClientError('invalid-state', 'A message can be sent only during a call.');
      }
      client.sendUserMessage(text);
      dispatch({ type: 'typed', text: text.trim() });
    },
  }));
  /** The one writer of the widget's state: every change goes through {@link widgetReducer}. */
  function dispatch(event: WidgetEvent): void {
    const { getState, setState } = store;
    const current = getState();
    const next = widgetReducer(current, event);
    if (next !== current) setState(next);
  }
  const subscribe = () => [
    client.on('status-change', (to, from) => dispatch({ type: 'status', to, from })),
    client.on('call-start-failed', ({ error }) => dispatch({ type: 'start-failed', error })),
    client.on('error', ({ error, fatal }) => {
      if (fatal) dispatch({ type: 'fatal-error', error });
    }),
    client.on('connection-change', (to) => dispatch({ type: 'connection', to })),
    client.on('call-end', (end) => {
      // A client of before the reason (a test's, or an app's own) ends without one.
      if (end) dispatch({ type: 'call-end', reason: end.reason });
    }),
    client.on('volume-level', (volume) => dispatch({ type: 'volume-level', volume })),
    client.on('speech-start', () => dispatch({ type: 'speech', speaking: true })),
    client.on('speech-end', () => dispatch({ type: 'speech', speaking: false })),
    client.on('message', (message) => dispatch({ type: 'message', message, keep: maxMessages })),
    client.on('camera-error', (event) => {
      // daily-js goes on joining without the microphone: so does the call, by text.
      const notice = noticeFromCameraError(event);
      if (notice) dispatch({ type: 'no-microphone', notice });
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
  return { ...store, attach };
}
