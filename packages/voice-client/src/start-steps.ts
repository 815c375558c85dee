import type { DailyFactoryOptions } from '@daily-co/daily-js';
import { type BoundedWait, waitDeadline, within } from './bounded-wait';
import { dailyFactoryOptions } from './call-options';
import type { CallSignals } from './call-signals';
import { ConnectionWarmup, callObjectForStart } from './connection-warmup';
import { AUDIO_LEVEL_INTERVAL_MS, MOBILE_PERMISSION_WAIT_MS } from './constants';
import { destroyCallObject } from './daily/destroy';
import type { DailyPort } from './daily/port';
import type { ProgressMetadata } from './events';
import type { SessionEmitted, SessionEvents } from './session-events';
import type { SessionHost, StartRequest } from './session-host';
import type { nextPhase } from './session-phase';
import type { StageRunner } from './stage-runner';
import type { StartStage } from './stages';
import { type StartFacts, type StartSteps, type WebCallNeeds, webCallNeeds } from './start-plan';
import type { TimerScope } from './timers';
import { VoiceClientError } from './voice-client-error';

/** What a start's steps ask of their session (call-session.ts). */
export interface StartingSession {
  emit<K extends SessionEmitted>(event: K, ...args: SessionEvents[K]): void;
  /** Changes the session's phase (see session-phase.ts). */
  change(change: Parameters<typeof nextPhase>[1]): void;
  /** Registers a clean-up to run when the session ends. */
  own(dispose: () => void): void;
  /** Takes the call object over: the session destroys it with the rest of the call. */
  adopt(port: DailyPort): void;
  /** Listens to the call object: the first thing released at the end. */
  hear(port: DailyPort): void;
}

/** Destroys a call object within the `destroy` bound of `host` (see {@link destroyCallObject}). */
export function destroyPort(host: SessionHost, port: DailyPort): Promise<void> {
  return destroyCallObject(port.call, {
    timers: host.timers,
    timeoutMs: host.timeouts.destroy,
    logger: host.logger,
  });
}

/**
 * The work of one start's stages (the plan is start-plan.ts): validating the request, taking
 * the page's call slot, the web call (or the one begun at the click), the call object (the
 * warm-up's, or a new one), the phone's wait, the join with its bounds, the recording, the
 * audio observer and noise cancellation; and the warm-up beside the web call. One per start,
 * made by the session, whose abort `signal` ends every wait.
 */
export class StartRun {
  readonly #session: StartingSession;
  readonly #host: SessionHost;
  readonly #signals: CallSignals;
  readonly #request: StartRequest;
  readonly #facts: StartFacts;
  readonly #signal: AbortSignal;
  readonly #timers: TimerScope;
  readonly #stages: StageRunner<StartStage, VoiceClientError, ProgressMetadata>;
  #port: DailyPort | null = null;
  #needs: WebCallNeeds = webCallNeeds(null);
  /** The call's preparation beside the web call (see `warmUp`), ended with the session. */
  #warmup: ConnectionWarmup | null = null;
  /** Whether the call object is the warm-up's, whose call machine the warm-up loads. */
  #warmed = false;

  constructor(
    session: StartingSession,
    host: SessionHost,
    signals: CallSignals,
    request: StartRequest,
    facts: StartFacts,
    signal: AbortSignal,
    timers: TimerScope,
    stages: StageRunner<StartStage, VoiceClientError, ProgressMetadata>,
  ) {
    this.#session = session;
    this.#host = host;
    this.#signals = signals;
    this.#request = request;
    this.#facts = facts;
    this.#signal = signal;
    this.#timers = timers;
    this.#stages = stages;
  }

  /** What the web call asks of the call, once known. */
  get needs(): WebCallNeeds {
    return this.#needs;
  }

  /** Ends the warm-up: its microphone capture, and a call object no start took. */
  dispose(): Promise<void> | undefined {
    return this.#warmup?.dispose();
  }

  /** The work of each stage of the plan (see start-plan.ts). */
  steps(): StartSteps {
    const host = this.#host;
    const request = this.#request;
    const facts = this.#facts;
    return {
      validation: () => {
        if (request.kind === 'reconnect') {
          if (request.webCall.webCallUrl) return;
          throw new VoiceClientError('validation-error', 'A webCallUrl is required to reconnect.', {
            stage: 'validation',
          });
        }
        if (!request.body.ok) {
          throw new VoiceClientError('validation-error', request.body.message, {
            stage: 'validation',
          });
        }
      },
      initialization: () => {
        // Daily refuses a second call object while one lives, on the whole page: wait for an
        // earlier call (of any client) to be gone, and refuse while another one is live.
        const waiting = host.slot.claim(this.#session, this.#signal);
        if (!waiting) {
          this.#beginWarmUp();
          return undefined;
        }
        this.#session.emit('awaiting-previous-call');
        return waiting.then(() => this.#beginWarmUp());
      },
      'web-call-creation': async () => {
        const early = request.kind === 'start' ? request.early : undefined;
        const body = facts.body;
        // The request itself ends at the deadline (or the stop), not just the wait; one sent
        // before the session existed was bounded from when it was sent.
        const result = await (early
          ? early.webCall
          : this.#within('webCall', (signal) =>
              host.createWebCall(body as NonNullable<typeof body>, { signal }),
            ));
        if ('error' in result) {
          const { status, message } = result.error;
          throw new VoiceClientError(
            'web-call-creation-error',
            `The web call could not be created (${status}): ${message}`,
            { cause: result.error, stage: 'web-call-creation' },
          );
        }
        facts.webCall = result.data;
        return result.data;
      },
      'daily-call-object-creation': async () => {
        const needs = webCallNeeds(facts.webCall);
        this.#needs = needs;
        const warm = this.#warmup;
        const created = await callObjectForStart(
          warm,
          () => (warm ? warm.factory() : this.#within('callMachine', () => host.loadFactory())),
          this.#factoryOptions(needs.recording),
          this.#signal,
        );
        this.#warmed = created.warmed;
        // Owned by the session at once, in the same task: a stop() from any listener after this
        // point destroys it with the rest of the call.
        const port = created.port;
        this.#port = port;
        this.#session.adopt(port);
        if (this.#needs.recording) {
          // With a meeting token the recording does not stop by itself when the visitor leaves.
          this.#session.own(() => port.stopRecording());
        }
        return port.call;
      },
      listen: () => this.#session.hear(this.#port as DailyPort),
      'mobile-permissions': () => this.#timers.sleep(MOBILE_PERMISSION_WAIT_MS, this.#signal),
      'daily-call-join': () => this.#join(),
      'video-recording-setup': () => {
        this.#signals.askedForRecording();
        this.#port?.startRecording();
      },
      'audio-observer-setup': async () => {
        await this.#port?.startRemoteLevels(AUDIO_LEVEL_INTERVAL_MS);
      },
      'audio-processing-setup': async () => {
        await this.#port?.noiseCancellationOn();
      },
    };
  }

  /**
   * The join: once the warm-up's call machine is ready (daily-js restarts a call-machine load in
   * flight when `join()` comes), the call machine loaded within its own bound (a call object the
   * warm-up did not prepare), then `join()` within the join's bound.
   */
  async #join(): Promise<void> {
    const port = this.#port as DailyPort;
    const warm = this.#warmup;
    // Rejects when the call machine did not start in time.
    await warm?.ready();
    this.#signal.throwIfAborted();
    // Loaded on its own, so that the call machine and the join each have their own bound
    // (join() would load it first itself, the same way): unless the warm-up loaded it.
    const load = this.#warmed && warm?.loaded ? null : port.load();
    if (load) {
      await this.#within('callMachine', () => load);
      this.#signal.throwIfAborted();
    }
    const { callToken } = this.#needs;
    const url = this.#facts.webCall?.webCallUrl;
    this.#signals.askedForRecording();
    this.#session.change({ state: 'joining' });
    // With a meeting token the recording starts on join, so the start asks for none.
    await this.#within('join', () => port.join(url, callToken));
    // A join that resolves after the start was aborted (a fatal error, a stop) changes
    // nothing: the session is failing or has ended.
    if (this.#signal.aborted) return;
    this.#session.change({ state: 'joined' });
    // Daily holds the microphone now: the page's own capture, if still held, can go.
    void warm?.dispose();
  }

  /** Daily's factory options for this call; only a recording's video depends on the web call. */
  #factoryOptions(recording: boolean): DailyFactoryOptions {
    return dailyFactoryOptions(this.#host.options, this.#facts.audioSource, recording);
  }

  /**
   * Starts preparing the call while the web call is created, unless the face said not to. A
   * reconnect knows its web call; a start does not yet, so its warm call object is the
   * audio-only one, which a recording's start replaces (see {@link ConnectionWarmup.take}).
   */
  #beginWarmUp(): void {
    const request = this.#request;
    if (this.#host.options.warmUp === false) return;
    const host = this.#host;
    const recording = request.kind === 'reconnect' && webCallNeeds(request.webCall).recording;
    const microphone = request.kind === 'start' ? request.early?.microphone : null;
    this.#warmup = new ConnectionWarmup({
      load: () => host.loadFactory(),
      factoryOptions: this.#factoryOptions(recording),
      // The request the face made at the click, taken over.
      ...(microphone ? { getUserMedia: () => microphone } : {}),
      deadline: () => waitDeadline(this.#timers, 'callMachine', host.timeouts.callMachine),
      destroy: (call) => destroyPort(this.#host, call),
      logger: host.logger,
    });
  }

  /**
   * Runs `work` within the bound for `kind` (among the session's timers) or until the start is
   * aborted, handing it a signal that aborts with either; a timeout names the stage it ended.
   */
  #within<T>(kind: BoundedWait, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const stage = this.#stages.current ?? undefined;
    return within(this.#timers, kind, this.#host.timeouts[kind], work, this.#signal, stage);
  }
}
