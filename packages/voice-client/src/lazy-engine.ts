import type { CallEngine, EngineConfig } from './call-engine';
import type { VoiceCallObject } from './call-object';
import type { CallSession } from './call-session';
import type { CallState } from './call-state';
import type { CallView } from './call-view';
import type { Chunk } from './chunk';
import type { ClientMessage } from './client-message';
import type { ConnectionState } from './connection-watch';
import type { Detach, EventStream, Listener } from './emitter';
import { awaitEngine, beginEarly, type EngineModule } from './engine-loader';
import { microphoneToAsk } from './platform';
import type { SessionEventName, SessionEvents } from './session-events';
import type { StartRequest } from './session-host';
import type { CallStatus } from './session-phase';
import type { StartStage } from './stages';
import { cancelledError } from './timers';
import { isVoiceClientError, messageOf, VoiceClientError } from './voice-client-error';
import type { WebCall } from './web-call';

/** What a face gives the engine it runs on: the engine's settings, and where its stream goes. */
export interface LazyEngineConfig<M extends EngineModule>
  extends Omit<EngineConfig, 'emit' | 'status' | 'startFailed' | 'outputVolume'> {
  /** The engine's stream, which the face maps to its own events (and the call aids read). */
  events: EventStream<SessionEvents>;
  /** The chunk the face loads the engine from (with what the face adds, for the drop-in). */
  chunk: Chunk<M>;
  /** Called once the chunk has come, before the engine starts its first call. */
  arrived?: (module: M) => void;
}

/**
 * What each face (`VoiceClient` and the `./vapi` drop-in) holds of the call engine, which loads
 * as a chunk of its own (engine-loader.ts), so that importing either face costs its API only.
 * It asks for the engine as the face is made, so that it is there by the click; a start that
 * comes sooner begins at once what must not wait for it (the microphone prompt and the web call,
 * see `beginEarly`), and runs on the engine once it has come, within `timeouts.callMachine`.
 * It is the one writer of the face's {@link CallStatus} and of `start-failed` (an import-graph
 * rule, one-writer.test.ts, holds it so): from the click, before any session exists, and then as
 * the call's session reports them (`SessionHost.status`, `SessionHost.startFailed`).
 */
export class LazyEngine<M extends EngineModule = EngineModule> {
  readonly #config: LazyEngineConfig<M>;
  readonly #events: EventStream<SessionEvents>;
  #engine: CallEngine | null = null;
  /** A start waiting for the engine to load; `stop()` aborts it. */
  #loading: AbortController | null = null;
  #status: CallStatus = 'idle';
  #outputVolume = 1;
  /** When the current (or last) start was called: a failed start's `totalDuration` counts from it. */
  #begin = 0;
  /** The last `stop()`, which resolves once everything it stopped is released. */
  #stopping: Promise<void> = Promise.resolve();

  constructor(config: LazyEngineConfig<M>) {
    this.#config = config;
    this.#events = config.events;
    // Loads now, after the page, so that it is there at the click: the start then runs in the
    // click's task. A failure is retried by the start.
    config.chunk.load().catch(() => {});
  }

  /**
   * What the call aids and the controls see of the face (call-view.ts): this engine itself, which
   * has all of it, rather than an object of getters that would repeat it.
   */
  get view(): CallView {
    return this;
  }

  /** Adds a listener to the engine's stream (the face's view). */
  on<K extends SessionEventName>(event: K, listener: Listener<SessionEvents, K>): Detach {
    return this.#events.on(event, listener);
  }

  /** How many listeners the engine's stream has for `event` (or all events). */
  listenerCount(event?: SessionEventName): number {
    return this.#events.listenerCount(event);
  }

  /** The one writer of the face's status: emits `status` once, when it changes. */
  #setStatus(to: CallStatus): void {
    const from = this.#status;
    if (to === from) return;
    this.#status = to;
    this.#events.emit('status', to, from);
  }

  /** The one writer of `start-failed`: the session's failed start, or an engine that never came. */
  #startFailed(stage: StartStage, error: VoiceClientError): void {
    const end = this.#config.now();
    this.#events.emit('start-failed', {
      stage,
      error,
      totalDuration: end - this.#begin,
      timestamp: end,
    });
  }

  /** The engine, made on the first start after its chunk loaded. */
  #engineFrom(module: M): CallEngine {
    if (this.#engine) return this.#engine;
    const { chunk: _chunk, arrived, events, ...config } = this.#config;
    arrived?.(module);
    this.#engine = new module.CallEngine({
      ...config,
      // The stream's other events go straight to it: the session emits them itself.
      emit: events.emit.bind(events),
      status: (to) => this.#setStatus(to),
      startFailed: (stage, error) => this.#startFailed(stage, error),
      outputVolume: () => this.#outputVolume,
    });
    return this.#engine;
  }

  /** Whether a start (waiting for the engine, or running) or a call is in progress. */
  get started(): boolean {
    return this.#loading !== null || this.session !== null;
  }

  /** The status of the current (or last) call; `idle` before the first. */
  get status(): CallStatus {
    return this.#status;
  }

  /** The current call's connection; `ok` without a call. */
  get connection(): ConnectionState {
    return this.session?.connection ?? 'ok';
  }

  /** The call library's state for the current (or last) call. */
  get callState(): CallState {
    return this.#engine?.callState ?? 'new';
  }

  /** The current call's session, from its start to its end. */
  get session(): CallSession | null {
    return this.#engine?.session ?? null;
  }

  /** The Daily call object of the current call, or `null`. */
  get call(): VoiceCallObject | null {
    return this.session?.call ?? null;
  }

  /** The last `stop()`: resolves once everything it stopped is released. */
  get stopped(): Promise<void> {
    return this.#stopping;
  }

  /**
   * Starts `request` (the face has checked that nothing is started): at once, in the caller's
   * task, when the engine has loaded; else once it has, within `timeouts.callMachine`, the web
   * call and the microphone prompt begun at the click meanwhile. An engine that failed to load or
   * ran out of time fails the start in `initialization` (`start-failed`); `stop()` or `signal`
   * end the wait.
   * @throws {VoiceClientError} as the session's start; the load's failure or `timeout`;
   * `cancelled`.
   */
  start(request: StartRequest, signal?: AbortSignal): Promise<WebCall> {
    this.#begin = this.#config.now();
    this.#setStatus('starting');
    const module = this.#config.chunk.loaded();
    if (module) return this.#engineFrom(module).start(request, signal);
    const config = this.#config;
    const { options, timeouts, timers } = config;
    const loading = new AbortController();
    this.#loading = loading;
    const cancel = () => loading.abort(cancelledError());
    signal?.addEventListener('abort', cancel, { once: true });
    if (signal?.aborted) cancel();
    const early =
      request.kind === 'start' && request.body.ok
        ? beginEarly({
            createWebCall: config.createWebCall,
            body: request.body.body,
            microphone:
              options.warmUp === false || request.withoutMicrophone
                ? false
                : microphoneToAsk(options),
            webCallMs: timeouts.webCall,
            timers,
            cancel: loading.signal,
            now: () => config.now(),
          })
        : null;
    const done = () => {
      signal?.removeEventListener('abort', cancel);
      if (this.#loading === loading) this.#loading = null;
    };
    return awaitEngine(config.chunk, timeouts.callMachine, timers, loading.signal).then(
      (arrived) => {
        done();
        const started = this.#engineFrom(arrived).start(
          request.kind === 'start' && early ? { ...request, early } : request,
          signal,
        );
        // The web call is the session's from here: it ends it with the start.
        void started.catch(cancel);
        return started;
      },
      (cause: unknown) => {
        done();
        early?.release();
        cancel();
        const error = isVoiceClientError(cause)
          ? cause
          : new VoiceClientError('start-method-error', messageOf(cause), {
              cause,
              stage: 'initialization',
            });
        this.#setStatus('ended');
        if (error.code !== 'cancelled') this.#startFailed(error.stage ?? 'initialization', error);
        throw error;
      },
    );
  }

  /**
   * Leaves the call, or cancels a start (waiting for the engine, or running); resolves once
   * everything is released and the call object destroyed.
   */
  stop(): Promise<void> {
    this.#loading?.abort(cancelledError());
    this.#loading = null;
    this.#stopping = this.#engine ? this.#engine.stop() : Promise.resolve();
    return this.#stopping;
  }

  /** Sends a live call-control message to the assistant; nothing without a call. */
  send(message: ClientMessage): void {
    this.session?.send(message);
  }

  /**
   * Sends what the visitor typed (either face's `sendUserMessage`) through the engine, whose
   * chunk holds the message's rule (user-message.ts), so that neither face carries it on import.
   * @throws {VoiceClientError} `invalid-state` unless the call is active, checked first; then as
   * {@link CallEngine.sendUserMessage}.
   */
  sendUserMessage(text: string): void {
    const engine = this.#engine;
    if (engine?.callState !== 'joined') {
      throw new VoiceClientError('invalid-state', 'No call is active.');
    }
    engine.sendUserMessage(text);
  }

  /** Sets the assistant's playback volume (0 to 1) now and for later calls. */
  setOutputVolume(volume: number): void {
    this.#outputVolume = volume;
    this.session?.media.output.setVolume(volume);
  }

  /** Plays the assistant's audio the browser refused; call it from a gesture. */
  async resumeAudio(): Promise<void> {
    await this.session?.resume();
  }
}
