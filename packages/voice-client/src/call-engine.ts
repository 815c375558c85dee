import type { CreateCallObject } from './call-object';
import type { CallOptions } from './call-options';
import { CallSession } from './call-session';
import { callSlotFor } from './call-slot';
import type { CallState } from './call-state';
import { loadDaily } from './daily/loader';
import type { Logger } from './logger';
import type { SessionEmitted, SessionEvents } from './session-events';
import type { SessionHost, StartRequest } from './session-host';
import type { CallTimeouts } from './timeouts';
import type { TimerApi } from './timers';
import { userMessage } from './user-message';
import type { CreateWebCall, WebCall } from './web-call';

/** What a face gives the engine it runs its calls on. */
export interface EngineConfig {
  options: CallOptions;
  timeouts: CallTimeouts;
  createWebCall: CreateWebCall;
  /** The call-object factory; daily-js, loaded on the first start, when absent. */
  createCallObject?: CreateCallObject;
  now(): number;
  timers: TimerApi;
  logger: Logger;
  /** Where the engine's stream goes: the face maps it to its own events (see session-events.ts). */
  emit<K extends SessionEmitted>(event: K, ...args: SessionEvents[K]): void;
  /** The call's status changed, as its session's phase shows it (see `SessionHost.status`). */
  status: SessionHost['status'];
  /** A session's start failed (see `SessionHost.startFailed`). */
  startFailed: SessionHost['startFailed'];
  /** Whether anyone listens to the microphone's level (see `SessionHost.wantsLocalLevels`). */
  wantsLocalLevels(): boolean;
  /** The assistant's playback volume, 0 to 1, which the face keeps across calls. */
  outputVolume(): number;
}

/**
 * The call engine behind both faces (`VoiceClient` and the `./vapi` drop-in), loaded as a chunk
 * of its own (see lazy-engine.ts): one call at a time, each a {@link CallSession}, every one
 * released before the next can start. A face checks that nothing is started before
 * {@link start} (each reports a refused start its own way), speaks to the call through its
 * {@link session}, and maps the engine's stream (`config.emit`) to its own events.
 */
export class CallEngine {
  readonly #host: SessionHost;
  readonly #closing = new Set<Promise<void>>();
  #session: CallSession | null = null;
  /** The current or last call's session: its phase is the one record of the call's state. */
  #last: CallSession | null = null;

  constructor(config: EngineConfig) {
    const { createCallObject } = config;
    // The face's config is most of a session's host; the engine adds the page's call slot, the
    // call-object factory and its report of a session's end.
    this.#host = {
      ...config,
      loadFactory: createCallObject ? () => Promise.resolve(createCallObject) : loadDaily,
      slot: callSlotFor(createCallObject ?? loadDaily),
      ended: (session, closed) => this.#onSessionEnded(session, closed),
    };
  }

  /** The current call's session, from its start to its end. */
  get session(): CallSession | null {
    return this.#session;
  }

  /** The call library's state for the current (or last) call. */
  get callState(): CallState {
    return this.#last?.state ?? 'new';
  }

  /**
   * Starts a call (see {@link CallSession.start}); the face has checked that none is started.
   * @throws {VoiceClientError} as the session's start.
   */
  start(request: StartRequest, signal?: AbortSignal): Promise<WebCall> {
    const session = new CallSession(this.#host);
    this.#session = session;
    this.#last = session;
    return session.start(request, signal);
  }

  /** The session's one report of its end: it is no longer the engine's call. */
  #onSessionEnded(session: object, closed: Promise<void>): void {
    if (this.#session === session) this.#session = null;
    this.#closing.add(closed);
    void closed.finally(() => this.#closing.delete(closed));
  }

  /**
   * Leaves the call, or cancels a start in flight; resolves once every call this engine had is
   * released and its call object destroyed.
   */
  async stop(): Promise<void> {
    await this.#session?.stop();
    await Promise.all(this.#closing);
  }

  /**
   * Sends what the visitor typed as their turn ({@link userMessage}: the rule loads with the
   * engine, so that neither face carries it on import); the face has checked that the call is
   * active.
   * @throws {VoiceClientError} `invalid-argument` for a text the rule refuses.
   */
  sendUserMessage(text: string): void {
    this.#session?.send(userMessage(text));
  }
}
