import { AssistantMedia } from './assistant-media';
import type { VoiceCallObject } from './call-object';
import { CallSignals } from './call-signals';
import type { CallState } from './call-state';
import type { ClientMessage } from './client-message';
import type { ConnectionState } from './connection-watch';
import { PLAYABLE_MESSAGE } from './constants';
import { listenToCall } from './daily/events';
import type { DailyPort } from './daily/port';
import type { ProgressMetadata } from './events';
import { customerEndedStatus } from './server-message';
import type { SessionEmitted, SessionEvents } from './session-events';
import type { EarlyStart, SessionHost, StartRequest } from './session-host';
import {
  type CallEndReason,
  type CallStatus,
  FIRST_PHASE,
  nextPhase,
  type SessionPhase,
  samePhase,
  statusOf,
} from './session-phase';
import { StageRunner } from './stage-runner';
import type { StartStage } from './stages';
import { stageError, startError } from './start-errors';
import {
  isOptionalStage,
  runStartPlan,
  START_PLAN,
  type StartFacts,
  startFacts,
  type WebCallNeeds,
  webCallNeeds,
} from './start-plan';
import { destroyPort, StartRun } from './start-steps';
import { cancelledError, TimerScope } from './timers';
import { VoiceClientError } from './voice-client-error';
import type { WebCall } from './web-call';

/** What a call asks of its web call before it is known: nothing. */
const NO_NEEDS = webCallNeeds(null);

/**
 * One call, from its start to its end. Everything it creates — the Daily call object, its
 * listeners, timers, `<audio>` elements, the start's `AbortController`, the warm-up — belongs
 * here and is released when it ends. It runs its own start (the plan of start-plan.ts, whose
 * stages' work is start-steps.ts), hears its call object through the Daily port (daily/events.ts)
 * and acts on it (call-signals.ts), changes its phase here only (session-phase.ts's rules),
 * decides its own end (a left meeting, a fatal error, a failed or cancelled start,
 * {@link CallSession.stop}) and tells its face once, through {@link SessionHost.ended}. After
 * that it emits nothing.
 */
export class CallSession {
  readonly #host: SessionHost;
  readonly #controller = new AbortController();
  readonly #timers: TimerScope;
  readonly #signals: CallSignals;
  readonly #stages: StageRunner<StartStage, VoiceClientError, ProgressMetadata>;
  readonly #disposers: (() => void)[] = [];
  /** The assistant's audio and video. */
  readonly media: AssistantMedia;
  #facts: StartFacts | null = null;
  #early: EarlyStart | null = null;
  #port: DailyPort | null = null;
  /** The start's steps, once it began. */
  #run: StartRun | null = null;
  #phase: SessionPhase = FIRST_PHASE;
  #closed: Promise<void> | null = null;
  /** Why the call ended: set once, by its end. */
  #endReason: CallEndReason = 'visitor-ended';

  constructor(host: SessionHost) {
    this.#host = host;
    this.#timers = new TimerScope(host.timers);
    this.media = new AssistantMedia({
      video: (track) => this.emit('video', track),
      audio: (player) => this.emit('audio', player),
      playable: () => {
        if (!this.closed) this.#sendRaw(PLAYABLE_MESSAGE);
      },
      refused: (error) => this.emit('trouble', { kind: 'playback', error }),
    });
    this.media.output.setVolume(host.outputVolume());
    this.#signals = new CallSignals(this, host, this.#timers);
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
        this.emit('stage', adjusted, goesOn);
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

  /** What the web call asks of the call, once known. */
  get needs(): WebCallNeeds {
    return this.#run?.needs ?? NO_NEEDS;
  }

  /** Whether the start is still running: its stages are not all done, and it has not ended. */
  get starting(): boolean {
    return this.#phase.name === 'starting';
  }

  /** Emits through the face unless the session ended. */
  emit<K extends SessionEmitted>(event: K, ...args: SessionEvents[K]): void {
    if (!this.closed) this.#host.emit(event, ...args);
  }

  /**
   * The one writer of the phase (see session-phase.ts): returns early when nothing changed,
   * refuses (and logs) a move the phases do not allow, and otherwise hands the change's effects
   * to the face, once.
   */
  change(change: Parameters<typeof nextPhase>[1]): void {
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
      else if (effect.type === 'status') host.status(effect.to);
      else
        host.emit('call-end', effect.serverEnded ? null : customerEndedStatus(), this.#endReason);
    }
  }

  /** Aborts the start in flight with `reason`: it fails as its current stage's failure. */
  fail(reason: VoiceClientError): void {
    if (!this.#signal.aborted) this.#controller.abort(reason);
  }

  /**
   * Runs the start: every stage of the plan in order (each reported on `stage`), then `live` and
   * `start-success`. On failure the session ends (reporting the end of a call that had joined),
   * reports the failure to its host (`startFailed`, unless cancelled), releases everything and
   * rejects once the call object is destroyed. Aborting `signal` before the start completes stops the session.
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
      const run = new StartRun(
        this,
        host,
        this.#signals,
        request,
        facts,
        this.#signal,
        this.#timers,
        this.#stages,
      );
      this.#run = run;
      await runStartPlan(START_PLAN, facts, run.steps(), this.#stages, () =>
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
      this.change({ name: 'live' });
      const end = host.now();
      this.emit('start-success', { webCall, totalDuration: end - begin, timestamp: end });
      this.#signals.startLocalLevels();
      return webCall;
    } catch (thrown) {
      // The stage the start was in when it failed (the first, if none had begun).
      const stage = this.#stages.current ?? 'validation';
      const error = startError(thrown, this.#signal.reason, stage);
      // Ended at once (a call that got as far as joined reports its end, like any other call),
      // the failure reported before anything is released: a destroy daily-js cannot finish by
      // itself takes up to `timeouts.destroy`, and the start rejects once it has.
      const cancelled = error.code === 'cancelled';
      await this.#end(
        () => {
          if (!cancelled) host.startFailed(error.stage ?? stage, error);
        },
        cancelled ? 'visitor-ended' : 'failed',
      );
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
  stop(reason: CallEndReason = 'visitor-ended'): Promise<void> {
    return this.#end(undefined, reason);
  }

  /** The call's connection now (`ok` before the call object speaks). */
  get connection(): ConnectionState {
    return this.#signals.connection;
  }

  /** Registers a clean-up to run when the session ends. */
  own(dispose: () => void): void {
    this.#disposers.push(dispose);
  }

  /**
   * Takes the call object over, in the task that created it: a stop() from any listener after
   * this destroys it with the rest of the call.
   */
  adopt(port: DailyPort): void {
    this.#port = port;
  }

  /**
   * Listens to the call object; released first at the end (see #release), so that no event of
   * the call reaches a session that is releasing it.
   */
  hear(port: DailyPort): void {
    this.#disposers.unshift(
      listenToCall(port.call, (signal) => this.#signals.route(signal)),
      this.#signals.watchBrowser(),
    );
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

  /**
   * Plays again the audio that did not start. Its `play()` runs before this returns, so that
   * called from a click or a tap it counts as the visitor's gesture.
   */
  resume(): Promise<void> | undefined {
    return this.media.resume();
  }

  /**
   * Moves to `ended` once, for `reason` (the phase reports the end), runs `report` (a failed
   * start's report, after the end's events and before anything is released), then releases
   * everything the call created and destroys the call object. Later calls return the same
   * promise.
   */
  #end(report?: () => void, reason: CallEndReason = 'visitor-ended'): Promise<void> {
    if (this.#closed) return this.#closed;
    this.#endReason = reason;
    let settle: () => void = () => {};
    const closed = new Promise<void>((resolve) => {
      settle = resolve;
    });
    this.#closed = closed;
    this.change({ name: 'ended', state: 'left' });
    this.#host.slot.release(this, closed);
    report?.();
    void this.#release().then(settle);
    return closed;
  }

  /** Releases the call's resources in order; logs a clean-up that fails and goes on. */
  async #release(): Promise<void> {
    this.fail(cancelledError());
    // Its microphone capture and a call object no start took go too, before the slot frees.
    const warming = this.#run?.dispose();
    this.#timers.clearAll();
    this.#signals.reset();
    for (const dispose of this.#disposers.splice(0)) {
      try {
        dispose();
      } catch (error) {
        this.#host.logger.error('A call clean-up failed', error);
      }
    }
    this.media.dispose();
    // Bounded: a call machine that never started never lets daily-js finish a destroy.
    if (this.#port) await destroyPort(this.#host, this.#port);
    await warming;
  }
}
