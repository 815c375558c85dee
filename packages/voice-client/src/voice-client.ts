import type { CreateCallObject, VoiceCallObject } from './call-object';
import type { CallOptions } from './call-options';
import type { CallState } from './call-state';
import { type CallSupport, callSupport } from './call-support';
import { showCall } from './call-view';
import type { ClientMessage } from './client-message';
import type { ConnectionState } from './connection-watch';
import { currentCall } from './current-call';
import { type Detach, Emitter, EventStream, type Listener } from './emitter';
import { engineChunk } from './engine-chunk';
import type { StartResult, VoiceClientEventName, VoiceClientEvents } from './events';
import { LazyEngine } from './lazy-engine';
import { type Logger, silentLogger } from './logger';
import { assertRule, validateAppMessage, validateOutputVolume } from './rules';
import { parseServerMessage } from './server-message';
import type { SessionEvents } from './session-events';
import type { StartRequest } from './session-host';
import type { CallStatus } from './session-phase';
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
export interface VoiceClientBaseOptions extends CallOptions {
  /** Creates the Daily call object; by default daily-js, loaded on the first start. */
  createCallObject?: CreateCallObject;
  /** The clock, in milliseconds, for durations and timestamps. Default `Date.now`. */
  now?: () => number;
  /** Where listener errors and failed clean-ups go. Default: silent. */
  logger?: Logger;
  /** The timers to use. Default: the global ones, looked up at call time. */
  timers?: TimerApi;
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
  /**
   * `false`: this call joins without a microphone, whatever the client's `audioSource`. Nothing
   * asks for one, so no browser prompt shows; the visitor takes part by text
   * ({@link VoiceClient.sendUserMessage}). Default `true`.
   */
  microphone?: boolean;
}

/**
 * A browser voice-call client for AI assistants, built on daily-js.
 *
 * ```text
 * idle ──start()──► starting ──joined──► joined ──'listening'──► listening ──end──► ended
 *                      │                                                  ▲
 *                      └────────stop()/abort/failure/fatal error──────────┘
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
  /** The engine's stream, which this face maps to its events (and the call aids read). */
  readonly #engineEvents: EventStream<SessionEvents>;
  readonly #engine: LazyEngine;
  readonly #options: VoiceClientOptions;
  readonly #now: () => number;
  #disposed = false;

  /**
   * @throws {VoiceClientError} `invalid-argument` when a `timeouts` value is not a whole number
   * of milliseconds from 1 to 2 147 483 647.
   */
  constructor(options: VoiceClientOptions) {
    const timeouts = resolveTimeouts(options.timeouts);
    const logger = options.logger ?? silentLogger;
    this.#options = options;
    this.#events = new Emitter(logger);
    this.#engineEvents = new EventStream(logger);
    const now = options.now ?? Date.now;
    this.#now = () => now();
    this.#engine = new LazyEngine({
      options,
      timeouts,
      // One provider client per instance, made on the first start and reused by every start.
      createWebCall:
        'createWebCall' in options ? options.createWebCall : createWebCallFunction(options),
      ...(options.createCallObject ? { createCallObject: options.createCallObject } : {}),
      now: this.#now,
      timers: options.timers ?? globalTimers,
      logger,
      events: this.#engineEvents,
      chunk: engineChunk,
      wantsLocalLevels: () => this.#engineEvents.listenerCount('local-level') > 0,
    });
    this.#mapEngineEvents();
    // For the call aids and the controls (call-view.ts): not part of this class's public type.
    showCall(this, this.#engine.view);
  }

  /** Turns the engine's stream into this face's events (see {@link VoiceClientEvents}). */
  #mapEngineEvents(): void {
    const on = this.#engineEvents.on.bind(this.#engineEvents);
    const emit = this.#events.emit.bind(this.#events);
    on('status', (to, from) => {
      emit('status-change', to, from);
      if (to === 'listening') emit('call-start');
    });
    on('state-change', (to, from) => emit('state-change', to, from));
    on('stage', (report, goesOn) => {
      const { stage, at, metadata = {} } = report;
      const progress = (status: 'started' | 'completed' | 'failed', duration: number, more = {}) =>
        emit('progress', {
          stage,
          status,
          duration,
          timestamp: at,
          metadata: { ...metadata, ...more },
        });
      if (report.status === 'started') progress('started', 0);
      else if (report.status === 'skipped') {
        progress('started', 0);
        // Reported as a stage that ran and had nothing to do, as long as its listeners took.
        const end = this.#now();
        emit('progress', {
          stage,
          status: 'completed',
          duration: end - at,
          timestamp: end,
          metadata: { ...metadata, ...report.outcome },
        });
      } else if (report.status === 'completed')
        progress('completed', report.duration, report.outcome);
      else {
        const { error } = report;
        progress('failed', report.duration, { error: error.message, code: error.code });
        if (goesOn) emit('error', { error, fatal: false });
      }
    });
    on('start-success', ({ webCall, totalDuration, timestamp }) =>
      emit('call-start-success', { totalDuration, callId: webCall.id, timestamp }),
    );
    on('start-failed', (event) => emit('call-start-failed', event));
    on('call-end', (ended, reason) => {
      emit('call-end', { reason });
      if (ended) emit('message', ended);
    });
    on('connection', (to, from) => emit('connection-change', to, from));
    on('app-message', (data) => emit('message', parseServerMessage(data)));
    on('fatal', (error, during) => {
      if (during === 'call') emit('error', { error, fatal: true });
    });
    on('trouble', (trouble) => {
      if (trouble.kind === 'audio-processor' || trouble.kind === 'playback') {
        emit('error', { error: trouble.error, fatal: false });
      } else if (trouble.kind === 'local-level-observer') {
        this.#options.logger?.warn("Daily's microphone level observer failed", trouble.cause);
      }
    });
    on('volume-level', (volume) => emit('volume-level', volume));
    on('speech-start', () => emit('speech-start'));
    on('speech-end', () => emit('speech-end'));
    on('participant-updated', (participant) => emit('participant-updated', participant));
    on('video', (track) => emit('video', track));
    on('camera-error', (event) => emit('camera-error', event));
    on('forward', (name, event) => {
      if (name === 'network-quality-change' || name === 'network-connection') {
        emit(name, event as never);
      }
    });
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
    return this.#engine.started;
  }

  /** Where the current (or last) call is: see {@link CallStatus}; `idle` before the first. */
  get status(): CallStatus {
    return this.#engine.status;
  }

  /** The call library's state for the current (or last) call. */
  get callState(): CallState {
    return this.#engine.callState;
  }

  /** The current call's connection (see `connection-change`); `ok` without a call. */
  get connection(): ConnectionState {
    return this.#engine.connection;
  }

  /**
   * Whether this browser can make this client's calls ({@link callSupport}): ask before
   * `start()`, which does not check, so that nothing is created at the provider for a call that
   * cannot run. Always supported with a `createCallObject` of your own, which needs none of the
   * browser's call APIs (a simulated call, say).
   */
  callSupport(): CallSupport {
    return this.#options.createCallObject ? { supported: true } : callSupport();
  }

  /** The Daily call object of the current call, or `null`. */
  getCallObject(): VoiceCallObject | null {
    return this.#engine.call;
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
    return this.#run(
      {
        kind: 'start',
        body: buildWebCallRequest(params),
        ...(options.microphone === false ? { withoutMicrophone: true } : {}),
      },
      options,
    );
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
    if (this.#engine.started) {
      this.#events.emit('progress', {
        stage: 'validation',
        status: 'failed',
        duration: 0,
        timestamp: this.#now(),
        metadata: { reason: 'already-started' },
      });
      return Promise.resolve(null);
    }
    return this.#engine.start(request, options.signal);
  }

  /**
   * Leaves the call, or cancels a start in flight (which then rejects with `cancelled`). A
   * joined call reports `call-end` during `stop()`; after it resolves, nothing is emitted and
   * every timer, listener, `<audio>` element and the call object are gone.
   */
  stop(): Promise<void> {
    return this.#engine.stop();
  }

  /** Asks the assistant to end the call, then leaves it (see `stop()`). */
  async end(): Promise<void> {
    if (this.#engine.callState === 'joined') this.#engine.send({ type: 'end-call' });
    await this.stop();
  }

  /** Stops any call and removes every listener; the client cannot start again. */
  async dispose(): Promise<void> {
    this.#disposed = true;
    await this.stop();
    this.#events.removeAllListeners();
  }

  /**
   * Mutes or unmutes the microphone.
   * @throws {VoiceClientError} `invalid-state` unless the call is active.
   */
  setMuted(muted: boolean): void {
    currentCall(this, 'Muting', true).port.setMuted(muted);
  }

  /** Whether the microphone is muted; `false` without a call, and while joining. */
  isMuted(): boolean {
    return this.#engine.session?.port?.muted ?? false;
  }

  /**
   * Sends a live call-control message to the assistant.
   * @throws {VoiceClientError} `invalid-state` unless active; `invalid-argument` when too large.
   */
  send(message: ClientMessage): void {
    assertRule(validateAppMessage(JSON.stringify(message)));
    currentCall(this, 'Sending a message', true);
    this.#engine.send(message);
  }

  /**
   * Sends what the visitor typed to the assistant as their turn of the conversation (Vapi's
   * `add-message` with `role: 'user'`); the assistant answers it as it answers speech. The text
   * is trimmed. It works with or without a microphone in the call.
   * @throws {VoiceClientError} `invalid-state` unless the call is active; then
   * `invalid-argument` when `text` is empty, longer than 1000 characters or holds a control
   * character (a line break or a tab included).
   * @example
   * ```ts
   * client.sendUserMessage('What are your opening hours?');
   * ```
   */
  sendUserMessage(text: string): void {
    this.#engine.sendUserMessage(text);
  }

  /**
   * Sets how loud the assistant plays, 0 to 1; kept for later calls too.
   * @throws {VoiceClientError} `invalid-argument` when out of range.
   */
  setOutputVolume(volume: number): void {
    assertRule(validateOutputVolume(volume));
    this.#engine.setOutputVolume(volume);
  }

  /**
   * Plays the assistant's audio after the browser's autoplay policy refused it (an `error` event
   * with code `audio-playback-error` whose `cause` is a `NotAllowedError`). Call it from a click
   * or a tap: the browser allows playback within a gesture. Resolves once each refused track was
   * tried again (a new refusal is a new `error` event); does nothing when nothing was refused.
   */
  async resumeAudio(): Promise<void> {
    await this.#engine.resumeAudio();
  }
}
