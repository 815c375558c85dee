import type { DailyFactoryOptions } from '@daily-co/daily-js';
import { AssistantMedia } from './assistant-media';
import { sayFirstMessage } from './assistant-messages';
import { type BoundedWait, waitDeadline, within } from './bounded-wait';
import type { VoiceCallObject } from './call-object';
import { dailyFactoryOptions } from './call-options';
import type { CallState } from './call-state';
import type { ClientMessage } from './client-message';
import { ConnectionWarmup, callObjectForStart } from './connection-warmup';
import {
  AUDIO_LEVEL_INTERVAL_MS,
  LISTENING_MESSAGE,
  MOBILE_PERMISSION_WAIT_MS,
  PLAYABLE_MESSAGE,
} from './constants';
import { destroyCallObject } from './daily/destroy';
import { type DailySignal, listenToCall } from './daily/events';
import type { DailyPort } from './daily/port';
import type { ProgressMetadata } from './events';
import { customerEndedStatus, isEndedStatus, parseServerMessage } from './server-message';
import type { SessionEventName, SessionEvents } from './session-events';
import type { EarlyStart, SessionHost, StartRequest } from './session-host';
import {
  type CallStatus,
  FIRST_PHASE,
  nextPhase,
  type SessionPhase,
  samePhase,
  statusOf,
} from './session-phase';
import { SpeechDetector } from './speech-detector';
import { StageRunner } from './stage-runner';
import type { StartStage } from './stages';
import { stageError, startError } from './start-errors';
import {
  isOptionalStage,
  runStartPlan,
  START_PLAN,
  type StartFacts,
  type StartSteps,
  startFacts,
  type WebCallNeeds,
  webCallNeeds,
} from './start-plan';
import { cancelledError, TimerScope } from './timers';
import { VoiceClientError } from './voice-client-error';
import type { WebCall } from './web-call';

/**
 * One call, from its start to its end. Everything it creates — the Daily call object, its
 * listeners, timers, `<audio>` elements, the start's `AbortController`, the warm-up — belongs
 * here and is released when it ends. It runs its own start (the plan of start-plan.ts), hears
 * its call object through the Daily adapter (daily/events.ts), changes its phase through
 * session-phase.ts only, decides its own end (a left meeting, a fatal error, a failed or
 * cancelled start, {@link CallSession.stop}) and tells its face once, through
 * {@link SessionHost.ended}. After that it emits nothing.
 */
export class CallSession {
  readonly #host: SessionHost;
  readonly #controller = new AbortController();
  readonly #timers: TimerScope;
  readonly #speech: SpeechDetector;
  readonly #stages: StageRunner<StartStage, VoiceClientError, ProgressMetadata>;
  readonly #disposers: (() => void)[] = [];
  /** The assistant's audio and video. */
  readonly media: AssistantMedia;
  #facts: StartFacts | null = null;
  #early: EarlyStart | null = null;
  #port: DailyPort | null = null;
  /** What the web call asks of the call, once known. */
  #needs: WebCallNeeds = webCallNeeds(null);
  /** The call's preparation beside the web call (see `warmUp`), ended with the session. */
  #warmup: ConnectionWarmup | null = null;
  /** Whether the call object is the warm-up's, whose call machine the warm-up loads. */
  #warmed = false;
  #phase: SessionPhase = FIRST_PHASE;
  #closed: Promise<void> | null = null;
  /** When the recording was asked for (the join, or `startRecording()`), for its delay. */
  #recordingAskedAt = 0;
  /** Whether the recording's first `recording-started` came (the assistant then speaks first). */
  #recordingStarted = false;

  constructor(host: SessionHost) {
    this.#host = host;
    this.#timers = new TimerScope(host.timers);
    this.media = new AssistantMedia({
      video: (track) => this.#emit('video', track),
      audio: (player) => this.#emit('audio', player),
      playable: () => {
        if (!this.closed) this.#sendRaw(PLAYABLE_MESSAGE);
      },
      refused: (error) => this.#emit('trouble', { kind: 'playback', error }),
    });
    this.media.output.setVolume(host.outputVolume);
    this.#speech = new SpeechDetector(this.#timers, {
      onVolume: (volume) => this.#emit('volume-level', volume),
      onSpeechStart: () => this.#emit('speech-start'),
      onSpeechEnd: () => this.#emit('speech-end'),
    });
    this.#stages = new StageRunner({
      now: () => host.now(),
      signal: this.#signal,
      toError: (stage, cause) => stageError(stage, cause),
      report: (report) => {
        const early = this.#early;
        // A web call sent before the session existed lasted from when it was sent.
        const adjusted =
          early && report.stage === 'web-call-creation' && report.status === 'completed'
            ? { ...report, duration: report.at - early.sentAt }
            : report;
        const goesOn =
          report.status === 'failed' &&
          isOptionalStage(report.stage) &&
          this.#optionalFailureGoesOn();
        this.#emit('stage', adjusted, goesOn);
      },
    });
  }

  /** The call object, once created. */
  get call(): VoiceCallObject | null {
    return this.#port?.call ?? null;
  }

  /** What the call says to and hears from its call object, once created. */
  get port(): DailyPort | null {
    return this.#port;
  }

  /** Whether the call asked for a microphone: `false` with `audioSource: false`, given or per start. */
  get asksMicrophone(): boolean {
    return this.#facts?.audioSource !== false;
  }

  /** The call library's state. */
  get state(): CallState {
    return this.#phase.state;
  }

  /** The call's status. */
  get status(): CallStatus {
    return statusOf(this.#phase);
  }

  /** Whether the session ended: it emits nothing any more. */
  get closed(): boolean {
    return this.#phase.name === 'ended';
  }

  /**
   * Whether the start goes on after an optional stage (one after the join) failed: unless
   * `strictStages` says otherwise, or the start was aborted meanwhile.
   */
  #optionalFailureGoesOn(): boolean {
    return !(this.#host.options.strictStages ?? false) && !this.#signal.aborted;
  }

  /** Aborts when the start is cancelled, fails, or the session ends. */
  get #signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** Emits through the face unless the session ended. */
  #emit<K extends SessionEventName>(event: K, ...args: SessionEvents[K]): void {
    if (!this.closed) this.#host.emit(event, ...args);
  }

  /**
   * The one writer of the phase (see session-phase.ts): returns early when nothing changed,
   * refuses (and logs) a move the phases do not allow, and otherwise hands the change's effects
   * to the face, once.
   */
  #setPhase(change: Parameters<typeof nextPhase>[1]): void {
    const from = this.#phase;
    let next: ReturnType<typeof nextPhase>;
    try {
      next = nextPhase(from, change);
    } catch (error) {
      this.#host.logger.error('Refused an illegal call state change', error);
      return;
    }
    if (samePhase(from, next.phase)) return;
    this.#phase = next.phase;
    const host = this.#host;
    if (next.phase.name === 'ended') host.ended(this, this.#closed as Promise<void>);
    for (const effect of next.effects) {
      if (effect.type === 'state-change') host.emit('state-change', effect.to, effect.from);
      else if (effect.type === 'status') host.emit('status', effect.to, effect.from);
      else host.emit('call-end', effect.serverEnded ? null : customerEndedStatus());
    }
  }

  /** Aborts the start in flight with `reason`. */
  #abort(reason: VoiceClientError): void {
    if (!this.#signal.aborted) this.#controller.abort(reason);
  }

  /**
   * Runs the start: every stage of the plan in order (each reported on `stage`), then `live` and
   * `start-success`. On failure the session ends (reporting the end of a call that had joined),
   * emits `start-failed` (unless cancelled), releases everything and rejects once the call object
   * is destroyed. Aborting `signal` before the start completes stops the session.
   * @throws {VoiceClientError} the failed stage's code, a fatal call-library code, or `cancelled`.
   */
  async start(request: StartRequest, signal?: AbortSignal): Promise<WebCall> {
    const host = this.#host;
    const begin = host.now();
    const onAbort = () => void this.stop();
    signal?.addEventListener('abort', onAbort, { once: true });
    if (signal?.aborted) onAbort();
    const facts = startFacts(request, host.options);
    this.#facts = facts;
    if (request.kind === 'start') this.#early = request.early ?? null;
    try {
      await runStartPlan(START_PLAN, facts, this.#steps(request), this.#stages, () =>
        this.#optionalFailureGoesOn(),
      );
      const webCall = facts.webCall as WebCall;
      const phase = this.#phase;
      // The join stage completed unaborted, so the meeting was joined: anything else is a bug.
      if (phase.name !== 'starting' || phase.reached === 'none' || this.#signal.aborted) {
        throw this.#signal.aborted
          ? this.#signal.reason
          : new VoiceClientError('start-method-error', 'The call was not joined.');
      }
      this.#setPhase({ name: 'live' });
      const end = host.now();
      this.#emit('start-success', { webCall, totalDuration: end - begin, timestamp: end });
      this.#startLocalLevels();
      return webCall;
    } catch (thrown) {
      // The stage the start was in when it failed (the first, if none had begun).
      const stage = this.#stages.current ?? 'validation';
      const error = startError(thrown, this.#signal.reason, stage);
      // Ended at once (a call that got as far as joined reports its end, like any other call),
      // the failure reported before anything is released: a destroy daily-js cannot finish by
      // itself takes up to `timeouts.destroy`, and the start rejects once it has.
      await this.#end(() => {
        if (error.code === 'cancelled') return;
        const end = host.now();
        host.emit('start-failed', {
          stage: error.stage ?? stage,
          error,
          totalDuration: end - begin,
          timestamp: end,
        });
      });
      throw error;
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
  }

  /**
   * Ends the session: cancels a start in flight, or leaves the call (reporting its end during
   * the call). Idempotent; resolves once everything is released and the call object destroyed,
   * so that a new one can be created.
   */
  stop(): Promise<void> {
    return this.#end();
  }

  /** The work of each stage of the plan (see start-plan.ts). */
  #steps(request: StartRequest): StartSteps {
    const host = this.#host;
    const facts = this.#facts as StartFacts;
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
        const waiting = host.slot.claim(this, this.#signal);
        if (!waiting) {
          this.#beginWarmUp(request);
          return undefined;
        }
        this.#emit('awaiting-previous-call');
        return waiting.then(() => this.#beginWarmUp(request));
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
        if (this.#needs.recording) {
          // With a meeting token the recording does not stop by itself when the visitor leaves.
          this.own(() => port.stopRecording());
        }
        return port.call;
      },
      listen: () => {
        const port = this.#port as DailyPort;
        // Released first at the end (see #release): no event of the call reaches a session
        // that is releasing it.
        this.#disposers.unshift(listenToCall(port.call, (signal) => this.#onSignal(signal)));
      },
      'mobile-permissions': () => this.#timers.sleep(MOBILE_PERMISSION_WAIT_MS, this.#signal),
      'daily-call-join': () => this.#join(),
      'video-recording-setup': () => {
        this.#recordingAskedAt = host.now();
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
    const url = (this.#facts as StartFacts).webCall?.webCallUrl;
    this.#recordingAskedAt = this.#host.now();
    this.#setPhase({ state: 'joining' });
    // With a meeting token the recording starts on join, so the start asks for none.
    await this.#within('join', () => port.join(url, callToken));
    // A join that resolves after the start was aborted (a fatal error, a stop) changes
    // nothing: the session is failing or has ended.
    if (this.#signal.aborted) return;
    this.#setPhase({ state: 'joined' });
    // Daily holds the microphone now: the page's own capture, if still held, can go.
    void warm?.dispose();
  }

  /** Daily's factory options for this call; only a recording's video depends on the web call. */
  #factoryOptions(recording: boolean): DailyFactoryOptions {
    return dailyFactoryOptions(this.#host.options, this.#facts?.audioSource, recording);
  }

  /**
   * Starts preparing the call while the web call is created, unless the face said not to. A
   * reconnect knows its web call; a start does not yet, so its warm call object is the
   * audio-only one, which a recording's start replaces (see {@link ConnectionWarmup.take}).
   */
  #beginWarmUp(request: StartRequest): void {
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
      destroy: (call) => this.#destroy(call),
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

  /** Destroys a call object within the `destroy` bound (see {@link destroyCallObject}). */
  #destroy(port: DailyPort): Promise<void> {
    const host = this.#host;
    return destroyCallObject(port.call, {
      timers: host.timers,
      timeoutMs: host.timeouts.destroy,
      logger: host.logger,
    });
  }

  /** Registers a clean-up to run when the session ends. */
  own(dispose: () => void): void {
    this.#disposers.push(dispose);
  }

  /** Sends a live call-control message; failures are logged, the call goes on. */
  send(message: ClientMessage): void {
    this.#sendRaw(JSON.stringify(message));
  }

  /** Sends `data` to every participant (Daily's default recipient); failures are logged. */
  #sendRaw(data: string): void {
    try {
      this.#port?.sendAppMessage(data);
    } catch (error) {
      this.#host.logger.warn('Could not send a message to the assistant', error);
    }
  }

  /** What the session does with each signal of its call object. */
  #onSignal(signal: DailySignal): void {
    switch (signal.type) {
      case 'joining':
      case 'joined':
        this.#setPhase({ state: signal.type });
        break;
      case 'left':
        this.#onLeft();
        break;
      case 'fatal':
        this.#onFatal(signal.error);
        break;
      case 'audio-processor-error':
        void this.#recoverAudioProcessor(signal.error);
        break;
      case 'nonfatal':
        if (signal.kind === 'local-audio-level-observer-error') {
          this.#emit('trouble', { kind: 'local-level-observer', cause: signal.event });
        } else {
          this.#host.logger.warn(`Daily non-fatal error: ${signal.kind}`, signal.event);
        }
        break;
      case 'app-message':
        this.#onAppMessage(signal.data);
        break;
      case 'remote-levels':
        this.#speech.update(signal.levels);
        break;
      case 'local-level':
        this.#emit('local-level', signal.level);
        break;
      case 'devices':
        this.#emit('devices', signal.devices);
        break;
      case 'track':
        void this.media.started(signal.from, signal.track);
        break;
      case 'participant':
        this.#onParticipant(signal);
        break;
      case 'camera-error':
        this.#emit('camera-error', signal.event, signal.message);
        break;
      case 'forward':
        this.#emit('forward', signal.name, signal.event);
        if (signal.name === 'recording-started') this.#onRecordingStarted();
        break;
    }
  }

  #onParticipant({
    change,
    who,
    participant,
  }: Extract<DailySignal, { type: 'participant' }>): void {
    if (change === 'updated') {
      this.#emit('participant-updated', participant);
    } else if (change === 'left') {
      this.media.left(who);
    } else if (!who.local) {
      // Tracks are subscribed to one participant at a time (the join asks for none): audio,
      // and video for a recording or a video avatar.
      const { recording, videoAvatar } = this.#needs;
      this.#port?.subscribe(who.id, recording || videoAvatar);
    }
  }

  /**
   * The first `recording-started` of a recorded call: the assistant speaks first once the
   * recording runs (it can start while `join()` is in flight, with a meeting token).
   */
  #onRecordingStarted(): void {
    if (!this.#needs.recording || this.#recordingStarted) return;
    this.#recordingStarted = true;
    const delaySeconds = (this.#host.now() - this.#recordingAskedAt) / 1000;
    this.#emit('recording-started', delaySeconds);
    this.send(sayFirstMessage(delaySeconds));
  }

  #onAppMessage(data: unknown): void {
    const phase = this.#phase;
    if (phase.name === 'ended') return;
    if (data === LISTENING_MESSAGE) {
      this.#setPhase({ reached: 'listening' });
      return;
    }
    if (isEndedStatus(parseServerMessage(data))) this.#setPhase({ serverEnded: true });
    this.#emit('app-message', data);
  }

  /**
   * Plays again the audio that did not start. Its `play()` runs before this returns, so that
   * called from a click or a tap it counts as the visitor's gesture.
   */
  resume(): Promise<void> | undefined {
    return this.media.resume();
  }

  /** Starts Daily's microphone level observer once the call is set up, when anyone listens. */
  #startLocalLevels(): void {
    const port = this.#port;
    if (!port || !this.#host.wantsLocalLevels()) return;
    new Promise((resolve) => resolve(port.startLocalLevels(AUDIO_LEVEL_INTERVAL_MS)))
      // Runs after noise cancellation settled: Krisp swaps the microphone track, and a swap
      // during the worklet's load stops the observer for the rest of the call
      // (daily-co/daily-js#317).
      .catch((cause: unknown) => this.#emit('trouble', { kind: 'local-level-observer', cause }));
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
    const starting = this.#phase.name === 'starting';
    this.#setPhase({ state: 'error' });
    this.#emit('fatal', error, starting ? 'start' : 'call');
    // The start in flight reports it, as the failure of its current stage.
    if (starting) this.#abort(error);
    else void this.#end();
  }

  async #recoverAudioProcessor(error: VoiceClientError): Promise<void> {
    this.#emit('trouble', { kind: 'audio-processor', error });
    try {
      await this.#port?.recoverFromAudioProcessorError(() => !this.closed);
    } catch (cause) {
      this.#host.logger.error('Could not switch noise cancellation off', cause);
      this.#emit('trouble', { kind: 'audio-processor-recovery', cause });
    }
  }

  /**
   * Moves to `ended` once (the phase reports the end), runs `report` (a failed start's report,
   * after the end's events and before anything is released), then releases everything the call
   * created and destroys the call object. Later calls return the same promise.
   */
  #end(report?: () => void): Promise<void> {
    if (this.#closed) return this.#closed;
    let settle: () => void = () => {};
    const closed = new Promise<void>((resolve) => {
      settle = resolve;
    });
    this.#closed = closed;
    this.#setPhase({ name: 'ended', state: 'left' });
    this.#host.slot.release(this, closed);
    report?.();
    void this.#release().then(settle);
    return closed;
  }

  /** Releases the call's resources in order; logs a clean-up that fails and goes on. */
  async #release(): Promise<void> {
    this.#abort(cancelledError());
    // Its microphone capture and a call object no start took go too, before the slot frees.
    const warming = this.#warmup?.dispose();
    this.#timers.clearAll();
    this.#speech.reset();
    for (const dispose of this.#disposers.splice(0)) {
      try {
        dispose();
      } catch (error) {
        this.#host.logger.error('A call clean-up failed', error);
      }
    }
    this.media.dispose();
    // Bounded: a call machine that never started never lets daily-js finish a destroy.
    if (this.#port) await this.#destroy(this.#port);
    await warming;
  }
}
