import type { DailyAdvancedConfig } from '@daily-co/daily-js';
import type { AudioOutput } from './audio-output';
import type { CreateCallObject, VoiceCallObject } from './call-object';
import { CallSession, type SessionHost, type StartRequest } from './call-session';
import { callSlotFor } from './call-slot';
import type { CallState } from './call-state';
import type { ClientMessage } from './client-message';
import { loadDaily } from './daily-loader';
import { type Detach, Emitter, type Listener } from './emitter';
import type { StartResult, VoiceClientEventName, VoiceClientEvents } from './events';
import { type Logger, silentLogger } from './logger';
import { assertRule, validateAppMessage, validateOutputVolume } from './rules';
import { buildWebCallRequest, type StartParams } from './start-params';
import { type CallTimeouts, resolveTimeouts } from './timeouts';
import { globalTimers, type TimerApi } from './timers';
import { VoiceClientError } from './voice-client-error';
import {
  type CreateWebCall,
  createWebCallFunction,
  type ProviderOptions,
  type WebCall,
} from './web-call';

/** Options every {@link VoiceClient} takes; each is also a seam for tests. */
export interface VoiceClientBaseOptions {
  /** Creates the Daily call object; by default daily-js, loaded on the first start. */
  createCallObject?: CreateCallObject;
  /** The clock, in milliseconds, for durations and timestamps. Default `Date.now`. */
  now?: () => number;
  /** Where listener errors and failed clean-ups go. Default: silent. */
  logger?: Logger;
  /** The timers to use. Default: the global ones, looked up at call time. */
  timers?: TimerApi;
  /** Whether to wait 1 s for a mobile permission prompt. Default: from the user agent. */
  isMobile?: boolean | (() => boolean);
  /**
   * Passed to Daily as `dailyConfig`, over this client's default `{ avoidEval: true }`: daily-js
   * then loads its call machine with a `<script>` element instead of `eval`, so a
   * Content-Security-Policy without `'unsafe-eval'` works (see the README). Set
   * `avoidEval: false` only if your policy allows `'unsafe-eval'`.
   */
  dailyConfig?: DailyAdvancedConfig;
  /** The microphone: a device id, a track, or `true` for the default. Default `true`. */
  audioSource?: string | MediaStreamTrack | boolean;
  /** Join with the microphone off. */
  startAudioOff?: boolean;
  /**
   * Whether a failure of the optional stages after the join (video recording, audio observer,
   * noise cancellation) fails the start and ends the call. Default `false`: their failure is a
   * `progress` `failed` and a non-fatal `error` event, and the call goes on, as with
   * `@vapi-ai/web` (noise cancellation, for one, fails to load on some browsers and devices).
   */
  strictStages?: boolean;
  /**
   * Whether a start prepares the call while the web call is being created, as LiveKit's
   * `prepareConnection()` and Pipecat's `initDevices()` do: it asks for the microphone at once
   * (the browser's prompt appears at the click), imports daily-js, creates the call object and
   * loads Daily's call machine, so that the join only signals. The stages still report in
   * their order. Default `true`; `false` does each step after the web call answers, in turn.
   */
  warmUp?: boolean;
  /**
   * How long a call waits on each party outside the page, in milliseconds; each one given
   * replaces its default (`webCall` 15 000, `callMachine` 20 000, `join` 20 000, `destroy`
   * 3 000; see {@link CallTimeouts}). A start that runs past one fails with code `timeout` in the
   * stage that was waiting; a stop never waits on daily-js longer than `destroy` (plus a second).
   */
  timeouts?: Partial<CallTimeouts>;
}

/**
 * How a {@link VoiceClient} is made: how to reach the provider API (`baseUrl` and `token`, with
 * an optional `fetch`), or a `createWebCall` function, plus {@link VoiceClientBaseOptions}.
 */
export type VoiceClientOptions = VoiceClientBaseOptions &
  (ProviderOptions | { createWebCall: CreateWebCall });

/** Options of one start. */
export interface StartOptions {
  /** Aborting it cancels the start, like `stop()`; it has no effect once the call is joined. */
  signal?: AbortSignal;
}

/**
 * What the functions of `@org/voice-client/controls` reach of a client's current call, through
 * {@link callOf}: its Daily call object, and of its session only the output device of the
 * assistant's `<audio>` elements and the call's clean-ups. The session is typed down to these, so
 * that the controls depend on them alone, whatever else the session becomes.
 * @internal
 */
export interface CurrentCall {
  /** The call's Daily call object. */
  readonly call: VoiceCallObject;
  /** The call's session, as far as the controls reach it. */
  readonly session: {
    /** Whether the call has ended: a clean-up handed to it then would never run. */
    readonly closed: boolean;
    /** The assistant's `<audio>` elements: `setSinkId(deviceId)` plays them on that speaker. */
    readonly audio: Pick<AudioOutput, 'setSinkId'>;
    /** Registers a clean-up to run when the call ends. */
    own(dispose: () => void): void;
  };
}

type CurrentCallAccess = (action: string, joined: boolean) => CurrentCall;

/**
 * The key of each client's accessor of its current call (see {@link callOf}). A registered
 * symbol rather than a `#private` member or a module-level `WeakMap`: those work only within the
 * copy of this module that made the client, and a page can hold two copies (the ESM and the
 * CommonJS build loaded side by side, or one entry bundled from the sources and another from
 * `dist`, as a dev server that aliases some entries does). tsup's splitting keeps one copy per
 * format (the `./controls` output imports the chunk that holds this class), but a client made by
 * either copy must still be reachable by the controls of the other.
 */
const CURRENT_CALL = Symbol.for('@org/voice-client/current-call');

/**
 * A browser voice-call client for AI assistants, built on daily-js.
 *
 * ```text
 * idle ──start()──► starting ──stages ok──► in call ──stop()/end()/hang-up──► idle
 *                      │                        │
 *                      └─stop()/abort/failure───┴──fatal error──────────────► idle
 * ```
 * One call at a time; every call's resources are released before the next can start.
 * @example
 * ```ts
 * const client = new VoiceClient({ baseUrl: 'https://api.example.com', token: PUBLIC_KEY });
 * client.on('call-start', () => console.log('listening'));
 * client.on('volume-level', (volume) => meter.set(volume));
 * await client.start({ assistant: 'assistant-id' });
 * client.setMuted(true);
 * await client.stop();
 * ```
 */
export class VoiceClient {
  readonly #events: Emitter<VoiceClientEvents>;
  readonly #host: SessionHost;
  readonly #closing = new Set<Promise<void>>();
  #session: CallSession | null = null;
  #lastState: CallState = 'new';
  #outputVolume = 1;
  #disposed = false;

  /**
   * @throws {VoiceClientError} `invalid-argument` when a `timeouts` value is not a whole number
   * of milliseconds from 1 to 2 147 483 647.
   */
  constructor(options: VoiceClientOptions) {
    const timeouts = resolveTimeouts(options.timeouts);
    const logger = options.logger ?? silentLogger;
    this.#events = new Emitter(logger);
    // One provider client per instance, made here and reused by every start.
    const createWebCall =
      'createWebCall' in options ? options.createWebCall : createWebCallFunction(options);
    const { createCallObject } = options;
    const loadFactory = createCallObject ? () => Promise.resolve(createCallObject) : loadDaily;
    const now = options.now ?? Date.now;
    const client = this;
    this.#host = {
      emit: (event, ...args) => this.#events.emit(event, ...args),
      now: () => now(),
      timers: options.timers ?? globalTimers,
      logger,
      get outputVolume() {
        return client.#outputVolume;
      },
      options,
      timeouts,
      createWebCall,
      loadFactory,
      slot: callSlotFor(createCallObject ?? loadDaily),
      ended: (session, closed) => this.#onSessionEnded(session, closed),
    };
    // Not a method, so that it stays out of the class's public type; found by its registered key.
    const access: CurrentCallAccess = (action, joined) => this.#call(action, joined);
    Object.defineProperty(this, CURRENT_CALL, { value: access });
  }

  /** Adds a listener; returns the function that removes it. */
  on<K extends VoiceClientEventName>(event: K, listener: Listener<VoiceClientEvents, K>): Detach {
    return this.#events.on(event, listener);
  }

  /** Adds a listener for the next `event` only; returns the function that removes it. */
  once<K extends VoiceClientEventName>(event: K, listener: Listener<VoiceClientEvents, K>): Detach {
    return this.#events.once(event, listener);
  }

  /** Removes a listener. */
  off<K extends VoiceClientEventName>(event: K, listener: Listener<VoiceClientEvents, K>): void {
    this.#events.off(event, listener);
  }

  /** Removes every listener of `event`, or of all events. */
  removeAllListeners(event?: VoiceClientEventName): void {
    this.#events.removeAllListeners(event);
  }

  /** How many listeners `event` (or every event) has. */
  listenerCount(event?: VoiceClientEventName): number {
    return this.#events.listenerCount(event);
  }

  /** Whether a call is starting or in progress. */
  get started(): boolean {
    return this.#session !== null;
  }

  /** The call library's state for the current (or last) call. */
  get callState(): CallState {
    return this.#session?.state ?? this.#lastState;
  }

  /** The Daily call object of the current call, or `null`. */
  getCallObject(): VoiceCallObject | null {
    return this.#session?.call ?? null;
  }

  /**
   * Starts a call: creates a web call for `params` and joins it, reporting each stage as a
   * `progress` event. Resolves with the web call once joined, or with `null` (and a `progress`
   * event with reason `already-started`) when a call is already started.
   * @throws {VoiceClientError} `validation-error` when `params` names no assistant, squad or
   * workflow; the code of the stage that failed (`web-call-creation-error`,
   * `daily-call-object-creation-error`, `daily-call-join-error`, `start-method-error`, a fatal
   * call-library code, …); `cancelled` when `stop()`, `dispose()` or `options.signal` ended it.
   * Everything the start created is released before it rejects.
   * @example
   * ```ts
   * const call = await client.start({ assistant: 'assistant-id' });
   * ```
   */
  start(params: StartParams, options: StartOptions = {}): Promise<StartResult> {
    return this.#run({ kind: 'start', body: buildWebCallRequest(params) }, options);
  }

  /**
   * Joins an existing web call again (after a dropped connection), through the same stages
   * and wiring as `start()` minus the web-call creation.
   * @throws {VoiceClientError} as `start()`; `validation-error` without a `webCallUrl`.
   */
  reconnect(webCall: WebCall, options: StartOptions = {}): Promise<StartResult> {
    return this.#run({ kind: 'reconnect', webCall }, options);
  }

  #run(request: StartRequest, options: StartOptions): Promise<StartResult> {
    if (this.#disposed) {
      return Promise.reject(new VoiceClientError('invalid-state', 'The client was disposed.'));
    }
    if (this.#session) {
      this.#events.emit('progress', {
        stage: 'validation',
        status: 'failed',
        duration: 0,
        timestamp: this.#host.now(),
        metadata: { reason: 'already-started' },
      });
      return Promise.resolve(null);
    }
    const session = new CallSession(this.#host);
    this.#session = session;
    return session.start(request, options.signal);
  }

  /** The session's one report of its end: it is no longer this client's call. */
  #onSessionEnded(session: CallSession, closed: Promise<void>): void {
    if (this.#session === session) this.#session = null;
    this.#lastState = session.state;
    this.#closing.add(closed);
    void closed.finally(() => this.#closing.delete(closed));
  }

  /**
   * Leaves the call, or cancels a start in flight (which then rejects with `cancelled`). A
   * joined call reports `call-end` during `stop()`; after it resolves, nothing is emitted and
   * every timer, listener, `<audio>` element and the call object are gone.
   */
  async stop(): Promise<void> {
    await this.#session?.stop();
    await Promise.all(this.#closing);
  }

  /** Asks the assistant to end the call, then leaves it (see `stop()`). */
  async end(): Promise<void> {
    const session = this.#session;
    if (session?.state === 'joined') session.send({ type: 'end-call' });
    await this.stop();
  }

  /** Stops any call and removes every listener; the client cannot start again. */
  async dispose(): Promise<void> {
    this.#disposed = true;
    await this.stop();
    this.#events.removeAllListeners();
  }

  #call(action: string, joined: boolean): { session: CallSession; call: VoiceCallObject } {
    const session = this.#session;
    const call = session?.call;
    if (!session || !call || (joined && session.state !== 'joined')) {
      throw new VoiceClientError(
        'invalid-state',
        `${action} is only possible while a call is ${joined ? 'active' : 'starting or active'}.`,
      );
    }
    return { session, call };
  }

  /**
   * Mutes or unmutes the microphone.
   * @throws {VoiceClientError} `invalid-state` unless the call is active.
   */
  setMuted(muted: boolean): void {
    this.#call('Muting', true).call.setLocalAudio(!muted);
  }

  /** Whether the microphone is muted; `false` without a call, and while joining. */
  isMuted(): boolean {
    // daily-js's localAudio() is null until the local participant exists (before the join).
    return this.#session?.call?.localAudio() === false;
  }

  /**
   * Sends a live call-control message to the assistant.
   * @throws {VoiceClientError} `invalid-state` unless active; `invalid-argument` when too large.
   */
  send(message: ClientMessage): void {
    const data = JSON.stringify(message);
    assertRule(validateAppMessage(data));
    this.#call('Sending a message', true).call.sendAppMessage(data, '*');
  }

  /**
   * Sets how loud the assistant plays, 0 to 1; kept for later calls too.
   * @throws {VoiceClientError} `invalid-argument` when out of range.
   */
  setOutputVolume(volume: number): void {
    assertRule(validateOutputVolume(volume));
    this.#outputVolume = volume;
    this.#session?.audio.setVolume(volume);
  }

  /**
   * Plays the assistant's audio after the browser's autoplay policy refused it (an `error` event
   * with code `audio-playback-error` whose `cause` is a `NotAllowedError`). Call it from a click
   * or a tap: the browser allows playback within a gesture. Resolves once each refused track was
   * tried again (a new refusal is a new `error` event); does nothing when nothing was refused.
   */
  async resumeAudio(): Promise<void> {
    await this.#session?.resume();
  }
}

/**
 * The current call of `client`, for the functions of `@org/voice-client/controls`: the one
 * coupling between them and the client's session. Exported from this module, not from the
 * package's main entry.
 * @param action What the caller is doing, for the error's message ('Sending DTMF').
 * @param joined Whether the call must be active (joined), rather than starting or active.
 * @throws {VoiceClientError} `invalid-state` unless the call is active (`joined`) or, with
 * `joined` false, starting or active; `invalid-argument` when `client` is not a `VoiceClient`.
 * @internal
 */
export function callOf(client: VoiceClient, action: string, joined: boolean): CurrentCall {
  const access: unknown = Reflect.get(Object(client), CURRENT_CALL);
  if (typeof access !== 'function') {
    throw new VoiceClientError('invalid-argument', `${action} needs a VoiceClient.`);
  }
  return (access as CurrentCallAccess)(action, joined);
}
