import type { DailyFactoryOptions, DailyParticipant } from '@daily-co/daily-js';
import { AudioOutput } from './audio-output';
import { type BoundedWait, waitDeadline, within } from './bounded-wait';
import type { CreateCallObject, VoiceCallObject } from './call-object';
import type { CallSlot } from './call-slot';
import { type CallState, transition } from './call-state';
import { type ClientMessage, sayFirstMessage } from './client-message';
import { ConnectionWarmup, callObjectForStart } from './connection-warmup';
import {
  AUDIO_LEVEL_INTERVAL_MS,
  LISTENING_MESSAGE,
  MOBILE_PERMISSION_WAIT_MS,
  PLAYABLE_MESSAGE,
  videoRecordingOptions,
} from './constants';
import { afterRecordingStarts, listenToDaily } from './daily-events';
import { destroyCallObject } from './destroy-call-object';
import type { ProgressMetadata, VoiceClientEventName, VoiceClientEvents } from './events';
import { fatalErrorFromDaily } from './fatal-error';
import type { Logger } from './logger';
import { noiseCancellationOn, recoverFromAudioProcessorError } from './noise-cancellation';
import { isMobileBrowser } from './platform';
import { customerEndedStatus, isEndedStatus, parseServerMessage } from './server-message';
import { SpeechDetector } from './speech-detector';
import { StageRunner } from './stage-runner';
import { OPTIONAL_STAGES, type StartStage, stageErrorCode } from './stages';
import type { WebCallRequestResult } from './start-params';
import type { CallTimeouts } from './timeouts';
import { cancelledError, type TimerApi, TimerScope } from './timers';
import type { VoiceClientBaseOptions } from './voice-client';
import { messageOf, VoiceClientError } from './voice-client-error';
import type { CreateWebCall, CreateWebCallRequest, WebCall } from './web-call';

/** What a session needs from the client that owns it. */
export interface SessionHost {
  emit<K extends VoiceClientEventName>(event: K, ...args: VoiceClientEvents[K]): void;
  now(): number;
  timers: TimerApi;
  logger: Logger;
  outputVolume: number;
  /** The client's options: Daily's factory options, `isMobile`, `strictStages`. */
  options: VoiceClientBaseOptions;
  /** The bounds of every wait on the provider, Daily's call machine and daily-js. */
  timeouts: CallTimeouts;
  createWebCall: CreateWebCall;
  /** The call-object factory: daily-js, loaded on the first start, or the injected one. */
  loadFactory(): Promise<CreateCallObject>;
  /** The page-wide slot the session's call object holds. */
  slot: CallSlot;
  /**
   * The session ended — reported once, before its end's events (`state-change` to `left`,
   * `call-end`, the ended status) and before anything is released. `closed` resolves once
   * everything is released, the call object destroyed.
   */
  ended(session: CallSession, closed: Promise<void>): void;
}

/** What a session starts: a new web call, or a reconnect to an existing one. */
export type StartRequest =
  | { kind: 'start'; body: WebCallRequestResult }
  | { kind: 'reconnect'; webCall: WebCall };

/**
 * How far the meeting got, in order: `none` (never joined), `joined`, `listening` (the assistant
 * said so, and `call-start` was emitted). Daily delivers app messages only inside a joined
 * meeting, so `listening` implies joined.
 */
type Reached = 'none' | 'joined' | 'listening';

/**
 * The phase of a session; {@link CallSession} changes it in one private setter only.
 *
 * ```text
 * starting ──stages ok──► live ──left-meeting / fatal error / stop()──► ended
 *    └──────failure / stop() / AbortSignal──────────────────────────────► ended
 * ```
 * - `starting`: the start's stages run. A fatal error or a left meeting fails the start, as
 *   the failure of its current stage.
 * - `live`: the start completed. A fatal error or a left meeting ends the call.
 * - `ended`: final. The end was reported and everything is released (`closed` resolves when
 *   the call object is destroyed); the session emits nothing more.
 *
 * `state` is the call library's {@link CallState}; `serverEnded`: the server sent its own
 * `status-update` `ended`, so the end reports none of its own.
 */
type SessionPhase =
  | { name: 'starting'; state: CallState; reached: Reached; serverEnded: boolean }
  | { name: 'live'; state: CallState; reached: Exclude<Reached, 'none'>; serverEnded: boolean }
  | { name: 'ended'; state: CallState; closed: Promise<void> };

/** How the call object is wired. */
interface WireOptions {
  /** The web call asked for a cloud recording. */
  recording: boolean;
  /** Subscribe to the assistant's video as well as its audio. */
  video: boolean;
}

/**
 * One call, from its start to its end. Everything it creates — the Daily call object, its
 * listeners, timers, `<audio>` elements, the start's `AbortController` — belongs here and is
 * released when it ends. It runs its own start ({@link CallSession.start}), decides its own
 * end (a left meeting, a fatal error, a failed or cancelled start, {@link CallSession.stop}),
 * and tells its client once, through {@link SessionHost.ended}. After that it emits nothing.
 */
export class CallSession {
  readonly #host: SessionHost;
  readonly #controller = new AbortController();
  readonly #timers: TimerScope;
  readonly #speech: SpeechDetector;
  /** Runs the start's stages, reporting each as `progress`. */
  readonly #stages: StageRunner<StartStage, VoiceClientError, ProgressMetadata>;
  readonly #detachers: (() => void)[] = [];
  readonly #disposers: (() => void)[] = [];
  /** The assistant's `<audio>` elements. */
  readonly audio = new AudioOutput();
  /**
   * Plays again the assistant's audio that did not start (the autoplay policy refused it), until
   * {@link resume} runs it. One: the assistant is the call's one remote voice.
   */
  #refused: (() => Promise<void> | undefined) | null = null;
  #call: VoiceCallObject | null = null;
  /** The call's preparation beside the web call (see `warmUp`), ended with the session. */
  #warmup: ConnectionWarmup | null = null;
  #phase: SessionPhase = { name: 'starting', state: 'new', reached: 'none', serverEnded: false };
  /** When the join was asked, for the recording's start delay. */
  #joinRequestedAt = 0;

  constructor(host: SessionHost) {
    this.#host = host;
    this.#timers = new TimerScope(host.timers);
    this.audio.setVolume(host.outputVolume);
    this.#speech = new SpeechDetector(this.#timers, {
      onVolume: (volume) => this.#emit('volume-level', volume),
      onSpeechStart: () => this.#emit('speech-start'),
      onSpeechEnd: () => this.#emit('speech-end'),
    });
    this.#stages = new StageRunner({
      now: () => host.now(),
      signal: this.#signal,
      toError: (stage, cause) => this.#stageError(stage, cause),
      report: ({ stage, status, at, duration, metadata = {}, ...failure }) =>
        this.#emit('progress', {
          stage,
          status,
          duration,
          timestamp: at,
          metadata:
            'error' in failure
              ? { ...metadata, error: failure.error.message, code: failure.error.code }
              : metadata,
        }),
    });
  }

  /** The call object, once created. */
  get call(): VoiceCallObject | null {
    return this.#call;
  }

  /** The call library's state. */
  get state(): CallState {
    return this.#phase.state;
  }

  /** Whether the session ended: it emits nothing any more. */
  get closed(): boolean {
    return this.#phase.name === 'ended';
  }

  /**
   * The one writer of the phase: returns early when nothing changed, refuses (and logs) a move
   * the call-state table or the final `ended` phase does not allow, and otherwise turns the
   * change into the client's events, once.
   */
  #setPhase(next: SessionPhase): void {
    const from = this.#phase;
    if (samePhase(from, next)) return;
    try {
      // The phases only go forward: starting → live → ended, and ended is final.
      if (from.name === 'ended' || (from.name === 'live' && next.name === 'starting')) {
        throw new VoiceClientError(
          'invalid-state',
          `The call cannot go from ${from.name} to ${next.name}.`,
        );
      }
      if (next.state !== from.state) transition(from.state, next.state);
    } catch (error) {
      this.#host.logger.error('Refused an illegal call state change', error);
      return;
    }
    this.#phase = next;
    const host = this.#host;
    if (next.name === 'ended') host.ended(this, next.closed);
    if (next.state !== from.state) host.emit('state-change', next.state, from.state);
    if (next.name === 'ended') {
      if (from.reached === 'none') return;
      host.emit('call-end');
      if (!from.serverEnded) host.emit('message', customerEndedStatus());
    } else if (next.reached === 'listening' && from.reached !== 'listening') {
      host.emit('call-start');
    }
  }

  /** Changes the call library's state, keeping the rest of the phase. */
  #setState(state: CallState): void {
    const phase = this.#phase;
    if (phase.name === 'ended') {
      // Final: the setter refuses and logs it.
      this.#setPhase({ ...phase, state });
      return;
    }
    // A meeting that reached `joined` has been joined, whatever comes after.
    const reached = state === 'joined' && phase.reached === 'none' ? 'joined' : phase.reached;
    this.#setPhase(phase.name === 'live' ? { ...phase, state } : { ...phase, state, reached });
  }

  /** Emits through the client unless the session ended. */
  #emit<K extends VoiceClientEventName>(event: K, ...args: VoiceClientEvents[K]): void {
    if (!this.closed) this.#host.emit(event, ...args);
  }

  /** Aborts when the start is cancelled, fails, or the session ends. */
  get #signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** Aborts the start in flight with `reason`. */
  #abort(reason: VoiceClientError): void {
    if (!this.#signal.aborted) this.#controller.abort(reason);
  }

  /**
   * Runs the start: every stage in order (each reported as `progress`), then `live` and
   * `call-start-success`. On failure the session ends (reporting the end of a call that had
   * joined), releases everything, emits `call-start-failed` (unless cancelled) and rejects.
   * Aborting `signal` before the start completes stops the session.
   * @throws {VoiceClientError} the failed stage's code, a fatal call-library code, or `cancelled`.
   */
  async start(request: StartRequest, signal?: AbortSignal): Promise<WebCall> {
    const host = this.#host;
    const begin = host.now();
    const onAbort = () => void this.stop();
    signal?.addEventListener('abort', onAbort, { once: true });
    if (signal?.aborted) onAbort();
    try {
      const webCall = await this.#establish(request);
      const phase = this.#phase;
      // The join stage completed unaborted, so the meeting was joined: anything else is a bug.
      if (phase.name !== 'starting' || phase.reached === 'none') {
        throw new VoiceClientError('start-method-error', 'The call was not joined.');
      }
      this.#setPhase({ ...phase, name: 'live', reached: phase.reached });
      const end = host.now();
      this.#emit('call-start-success', {
        totalDuration: end - begin,
        callId: webCall.id,
        timestamp: end,
      });
      return webCall;
    } catch (cause) {
      // The stage the start was in when it failed (the first, if none had begun).
      const stage = this.#stages.current ?? 'validation';
      const error =
        cause instanceof VoiceClientError
          ? cause
          : new VoiceClientError('start-method-error', messageOf(cause), { cause, stage });
      // Ended at once (a call that got as far as joined reports its end, like any other call);
      // the failure is reported before the release finishes, since a destroy daily-js cannot
      // finish by itself takes up to `timeouts.destroy`, and the start rejects once it has.
      const closed = this.#end();
      if (error.code !== 'cancelled') {
        const end = host.now();
        host.emit('call-start-failed', {
          stage: error.stage ?? stage,
          totalDuration: end - begin,
          error,
          timestamp: end,
        });
      }
      await closed;
      throw error;
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
  }

  /**
   * Ends the session: cancels a start in flight, or leaves the call (reporting `state-change`,
   * `call-end` and the ended status during the call). Idempotent; resolves once everything is
   * released and the call object destroyed, so that a new one can be created.
   */
  stop(): Promise<void> {
    return this.#end();
  }

  /** The stages, in order; `start` and `reconnect` share all of it. */
  async #establish(request: StartRequest): Promise<WebCall> {
    const host = this.#host;
    const options = host.options;
    const stage = <T>(
      name: StartStage,
      work: () => T | Promise<T>,
      metadata?: ProgressMetadata,
      completed?: (result: T) => ProgressMetadata,
    ): Promise<T> =>
      this.#stages.run(name, work, {
        metadata,
        completed: (result) => ({ ...metadata, ...completed?.(result) }),
      });
    const optional = async <T>(name: StartStage, work: () => T | Promise<T>, skipped: boolean) => {
      try {
        await stage(name, work, {}, () =>
          skipped ? { action: 'skipped-not-enabled' as const } : {},
        );
      } catch (error) {
        if ((options.strictStages ?? false) || !OPTIONAL_STAGES.has(name)) throw error;
        if (error instanceof VoiceClientError && error.code !== 'cancelled') {
          this.#emit('error', { error, fatal: false });
        } else throw error;
      }
    };

    const target = await stage(
      'validation',
      (): { body: CreateWebCallRequest } | { webCall: WebCall } => {
        if (request.kind === 'reconnect') {
          if (request.webCall.webCallUrl) return { webCall: request.webCall };
          throw new VoiceClientError('validation-error', 'A webCallUrl is required to reconnect.', {
            stage: 'validation',
          });
        }
        if (request.body.ok) return { body: request.body.body };
        throw new VoiceClientError('validation-error', request.body.message, {
          stage: 'validation',
        });
      },
    );

    const body = 'body' in target ? target.body : null;
    const loaded = await stage(
      'initialization',
      async () => {
        // Daily refuses a second call object while one lives, on the whole page: wait for an
        // earlier call (of any client) to be gone, and refuse while another one is live.
        await host.slot.claim(this, this.#signal);
        if (options.warmUp === false) return this.#within('callMachine', () => host.loadFactory());
        // Runs beside the web call; the stages below await the steps they need.
        this.#warmup = this.#warmUp('webCall' in target ? target.webCall : null);
        return null;
      },
      body
        ? {
            hasAssistant: !!(body.assistant || body.assistantId),
            hasSquad: !!(body.squad || body.squadId),
            hasWorkflow: !!(body.workflow || body.workflowId),
          }
        : { reconnect: true },
    );

    const webCall =
      'webCall' in target
        ? target.webCall
        : await stage(
            'web-call-creation',
            async () => {
              // The request itself ends at the deadline (or the stop), not just the wait.
              const result = await this.#within('webCall', (signal) =>
                host.createWebCall(target.body, { signal }),
              );
              if ('error' in result) {
                const { status, message } = result.error;
                throw new VoiceClientError(
                  'web-call-creation-error',
                  `The web call could not be created (${status}): ${message}`,
                  { cause: result.error, stage: 'web-call-creation' },
                );
              }
              return result.data;
            },
            {},
            (call) => ({
              callId: call.id,
              videoRecordingEnabled: call.artifactPlan?.videoRecordingEnabled === true,
              voiceProvider: call.assistant?.voice?.provider ?? 'unknown',
            }),
          );

    const recording = webCall.artifactPlan?.videoRecordingEnabled === true;
    const warm = this.#warmup;
    // Whether the call object is the warm-up's, whose call machine the warm-up loads.
    let warmed = false;
    const call = await stage('daily-call-object-creation', async () => {
      const created = await callObjectForStart(
        warm,
        // Loaded in `initialization` without a warm-up, else by the warm-up (one of the two).
        async () => loaded ?? (warm as ConnectionWarmup).factory(),
        this.#factoryOptions(recording),
        this.#signal,
      );
      warmed = created.warmed;
      // Owned by the session at once, in the same task: a stop() from any listener after this
      // point destroys it with the rest of the call.
      this.#wire(created.call, {
        recording,
        video: recording || webCall.assistant?.voice?.provider === 'tavus',
      });
      return created.call;
    });

    const { isMobile: mobileOption = isMobileBrowser } = options;
    const isMobile = typeof mobileOption === 'function' ? mobileOption() : mobileOption;
    await stage(
      'mobile-permissions',
      () => (isMobile ? this.#timers.sleep(MOBILE_PERMISSION_WAIT_MS, this.#signal) : undefined),
      { isMobile },
      () => ({
        action: isMobile ? ('permissions-wait' as const) : ('skipped-not-mobile' as const),
      }),
    );

    await stage('daily-call-join', async () => {
      // daily-js restarts a call-machine load in flight when join() comes: wait for it. It
      // rejects when the call machine did not start in time.
      await warm?.ready();
      this.#signal.throwIfAborted();
      // Loaded on its own, so that the call machine and the join each have their own bound
      // (join() would load it first itself, the same way).
      if (!warmed && call.load) {
        const load = call.load.bind(call);
        await this.#within('callMachine', () => load());
        this.#signal.throwIfAborted();
      }
      this.#joinRequestedAt = host.now();
      this.#setState('joining');
      await this.#within('join', () =>
        call.join({ url: webCall.webCallUrl, subscribeToTracksAutomatically: false }),
      );
      // A join that resolves after the start was aborted (a fatal error, a stop) changes
      // nothing: the session is failing or has ended.
      if (!this.#signal.aborted) this.#setState('joined');
      // Daily holds the microphone now: the page's own capture, if still held, can go.
      void warm?.dispose();
    });

    await optional(
      'video-recording-setup',
      () => recording && call.startRecording(videoRecordingOptions()),
      !recording,
    );
    await optional(
      'audio-observer-setup',
      () => call.startRemoteParticipantsAudioLevelObserver(AUDIO_LEVEL_INTERVAL_MS),
      false,
    );
    await optional(
      'audio-processing-setup',
      () => call.updateInputSettings(noiseCancellationOn()),
      false,
    );
    return webCall;
  }

  /** Daily's factory options for this call; only a recording's video depends on the web call. */
  #factoryOptions(recording: boolean): DailyFactoryOptions {
    const options = this.#host.options;
    return {
      audioSource: options.audioSource ?? true,
      videoSource: recording,
      dailyConfig: { avoidEval: true, ...options.dailyConfig },
      ...(options.startAudioOff ? { startAudioOff: true } : {}),
    };
  }

  /**
   * Starts preparing the call while the web call is created. A reconnect knows its web call;
   * a start does not yet, so its warm call object is the audio-only one, which a recording's
   * start replaces (see {@link ConnectionWarmup.take}).
   */
  #warmUp(webCall: WebCall | null): ConnectionWarmup {
    return new ConnectionWarmup({
      load: () => this.#host.loadFactory(),
      factoryOptions: this.#factoryOptions(webCall?.artifactPlan?.videoRecordingEnabled === true),
      deadline: () => waitDeadline(this.#timers, 'callMachine', this.#host.timeouts.callMachine),
      destroy: (call) => this.#destroy(call),
      logger: this.#host.logger,
    });
  }

  /**
   * Runs `work` within the bound for `kind` (among the session's timers) or until the start is
   * aborted, handing it a signal that aborts with either.
   */
  #within<T>(kind: BoundedWait, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    return within(this.#timers, kind, this.#host.timeouts[kind], work, this.#signal);
  }

  /** Destroys a call object within the `destroy` bound (see {@link destroyCallObject}). */
  #destroy(call: VoiceCallObject): Promise<void> {
    const host = this.#host;
    return destroyCallObject(call, {
      timers: host.timers,
      timeoutMs: host.timeouts.destroy,
      logger: host.logger,
    });
  }

  /** The error `stage` fails with, from its cause (the runner passes an abort's reason). */
  #stageError(stage: StartStage, reason: unknown): VoiceClientError {
    if (reason instanceof VoiceClientError) {
      if (reason.code === 'cancelled' || reason.stage === stage) return reason;
      return new VoiceClientError(reason.code, reason.message, { cause: reason.cause, stage });
    }
    return new VoiceClientError(stageErrorCode(stage), messageOf(reason), {
      cause: reason,
      stage,
    });
  }

  /** Adopts `call` and listens to it, with the detach. */
  #wire(call: VoiceCallObject, options: WireOptions): void {
    this.#call = call;
    const emit = this.#emit.bind(this);
    this.#detachers.push(
      listenToDaily(call, {
        'joining-meeting': () => this.#setState('joining'),
        'joined-meeting': () => this.#setState('joined'),
        'left-meeting': () => this.#onLeft(),
        error: (event) => this.#onFatal(fatalErrorFromDaily(event)),
        'nonfatal-error': (event) => {
          if (event.type === 'audio-processor-error') void this.#recoverAudioProcessor(event);
          else this.#host.logger.warn(`Daily non-fatal error: ${event.type}`, event);
        },
        'app-message': (event) => this.#onAppMessage(event.data),
        'remote-participants-audio-level': (event) =>
          this.#speech.update(event.participantsAudioLevel),
        'participant-joined': ({ participant }) => {
          if (participant.local) return;
          call.updateParticipant(participant.session_id, {
            setSubscribedTracks: { audio: true, video: options.video },
          });
        },
        'participant-updated': ({ participant }) => emit('participant-updated', participant),
        'participant-left': ({ participant }) => this.audio.remove(participant.session_id),
        'track-started': ({ participant, track }) => this.#onTrackStarted(participant, track),
        'camera-error': (event) => emit('camera-error', event),
        'network-quality-change': (event) => emit('network-quality-change', event),
        'network-connection': (event) => emit('network-connection', event),
      }),
    );
    if (options.recording) {
      // Attached before the join: a recording can start while join() is still in flight.
      this.#detachers.push(
        afterRecordingStarts(call, () =>
          this.send(sayFirstMessage((this.#host.now() - this.#joinRequestedAt) / 1000)),
        ),
      );
      this.own(() => {
        try {
          call.stopRecording();
        } catch (error) {
          this.#host.logger.warn('Could not stop the recording', error);
        }
      });
    }
  }

  /** Registers a clean-up to run when the session ends. */
  own(dispose: () => void): void {
    this.#disposers.push(dispose);
  }

  /** Sends a live call-control message; failures are logged, the call goes on. */
  send(message: ClientMessage): void {
    try {
      this.#call?.sendAppMessage(JSON.stringify(message), '*');
    } catch (error) {
      this.#host.logger.warn('Could not send a message to the assistant', error);
    }
  }

  #onAppMessage(data: unknown): void {
    const phase = this.#phase;
    if (data === LISTENING_MESSAGE) {
      if (phase.name !== 'ended') this.#setPhase({ ...phase, reached: 'listening' });
      return;
    }
    const message = parseServerMessage(data);
    if (isEndedStatus(message) && phase.name !== 'ended') {
      this.#setPhase({ ...phase, serverEnded: true });
    }
    this.#emit('message', message);
  }

  /**
   * Forwards the assistant's video; plays its audio, then tells it `playable`. Audio that did not
   * start (usually the autoplay policy's `NotAllowedError`) is kept for {@link resume}.
   */
  #onTrackStarted(
    participant: DailyParticipant | null,
    track: MediaStreamTrack,
  ): Promise<void> | undefined {
    if (!participant || participant.local) return;
    if (track.kind === 'video') this.#emit('video', track);
    if (track.kind !== 'audio') return;
    return this.audio.play(participant.session_id, track).then(
      () => {
        if (!this.closed) this.#call?.sendAppMessage(PLAYABLE_MESSAGE, '*');
      },
      (cause: unknown) => {
        this.#refused = () => this.#onTrackStarted(participant, track);
        const error = new VoiceClientError(
          'audio-playback-error',
          `The assistant's audio could not start: ${messageOf(cause)}`,
          { cause },
        );
        this.#emit('error', { error, fatal: false });
      },
    );
  }

  /**
   * Plays again the audio that did not start. Its `play()` runs before this returns, so that
   * called from a click or a tap it counts as the visitor's gesture.
   */
  resume(): Promise<void> | undefined {
    const refused = this.#refused;
    this.#refused = null;
    return refused?.();
  }

  /** Daily left the meeting: the start fails, or the call ends. */
  #onLeft(): void {
    if (this.#phase.name === 'starting') {
      // The start in flight reports it, as the failure of its current stage.
      this.#abort(new VoiceClientError('start-method-error', 'The call ended before it started.'));
      return;
    }
    void this.#end();
  }

  #onFatal(error: VoiceClientError): void {
    this.#setState('error');
    if (this.#phase.name === 'starting') {
      // The start in flight reports it, as the failure of its current stage.
      this.#abort(error);
      return;
    }
    this.#emit('error', { error, fatal: true });
    void this.#end();
  }

  async #recoverAudioProcessor(event: { errorMsg?: string }): Promise<void> {
    const error = new VoiceClientError(
      'audio-processor-error',
      event.errorMsg || 'The audio processor failed; noise cancellation was switched off.',
      { cause: event },
    );
    this.#emit('error', { error, fatal: false });
    const call = this.#call;
    try {
      await (call &&
        recoverFromAudioProcessorError(call, () => {
          if (!this.closed) call.setLocalAudio(true);
        }));
    } catch (cause) {
      this.#host.logger.error('Could not switch noise cancellation off', cause);
    }
  }

  /**
   * Moves to `ended` once (the setter reports the end), then releases everything the call
   * created and destroys the call object. Later calls return the same promise.
   */
  #end(): Promise<void> {
    const from = this.#phase;
    if (from.name === 'ended') return from.closed;
    let settle: (closing: Promise<void>) => void = () => {};
    const closed = new Promise<void>((resolve) => {
      settle = resolve;
    });
    this.#setPhase({ name: 'ended', state: 'left', closed });
    const closing = this.#release();
    this.#host.slot.release(this, closing);
    settle(closing);
    return closed;
  }

  /** Releases the call's resources in order; logs a clean-up that fails and goes on. */
  async #release(): Promise<void> {
    this.#abort(cancelledError());
    // Its microphone capture and a call object no start took go too, before the slot frees.
    const warming = this.#warmup?.dispose();
    this.#timers.clearAll();
    this.#speech.reset();
    for (const detach of this.#detachers.splice(0)) detach();
    for (const dispose of this.#disposers.splice(0)) {
      try {
        dispose();
      } catch (error) {
        this.#host.logger.error('A call clean-up failed', error);
      }
    }
    this.audio.dispose();
    // Bounded: a call machine that never started never lets daily-js finish a destroy.
    if (this.#call) await this.#destroy(this.#call);
    await warming;
  }
}

/** Whether two phases say the same; `ended` phases are never compared with another. */
function samePhase(a: SessionPhase, b: SessionPhase): boolean {
  if (a.name === 'ended' || b.name === 'ended') return a === b;
  return (
    a.name === b.name &&
    a.state === b.state &&
    a.reached === b.reached &&
    a.serverEnded === b.serverEnded
  );
}
